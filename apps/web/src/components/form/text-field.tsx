import { Field } from '@ark-ui/react/field'
import type { InputHTMLAttributes } from 'react'
import { describedBy, FieldShell, type FieldShellProps, splitShell } from './field-shell'

type TextFieldProps = Omit<FieldShellProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string
    onValueChange: (value: string) => void
  }

export function TextField(props: TextFieldProps) {
  const [shell, { value, onValueChange, ...input }] = splitShell(props)
  return (
    <FieldShell {...shell}>
      <Field.Input
        {...input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy(shell)}
        className="field data-[invalid]:border-danger"
      />
    </FieldShell>
  )
}
