import { Field } from '@ark-ui/react/field'
import type { TextareaHTMLAttributes } from 'react'
import { describedBy, FieldShell, type FieldShellProps, splitShell } from './field-shell'

type TextareaFieldProps = Omit<FieldShellProps, 'children'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string
    onValueChange: (value: string) => void
  }

export function TextareaField(props: TextareaFieldProps) {
  const [shell, { value, onValueChange, ...textarea }] = splitShell(props)
  return (
    <FieldShell {...shell}>
      <Field.Textarea
        rows={4}
        {...textarea}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy(shell)}
        className="field h-auto py-2 data-[invalid]:border-danger"
      />
    </FieldShell>
  )
}
