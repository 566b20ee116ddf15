import { Field } from '@ark-ui/react/field'
import type { InputHTMLAttributes } from 'react'
import { describedBy, FieldShell, type FieldShellProps } from './field-shell'

type TextFieldProps = Omit<FieldShellProps, 'children'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string
    onValueChange: (value: string) => void
  }

/** A labelled text input with its error beside it. */
export function TextField({
  id,
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  value,
  onValueChange,
  ...input
}: TextFieldProps) {
  return (
    <FieldShell {...{ id, label, error, hint, required, hideLabel, className }}>
      <Field.Input
        {...input}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy(id, error, hint)}
        className="field data-[invalid]:border-danger"
      />
    </FieldShell>
  )
}
