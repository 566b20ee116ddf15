import { Field } from '@ark-ui/react/field'
import type { TextareaHTMLAttributes } from 'react'
import { describedBy, FieldShell, type FieldShellProps } from './field-shell'

type TextareaFieldProps = Omit<FieldShellProps, 'children'> &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string
    onValueChange: (value: string) => void
  }

export function TextareaField({
  id,
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  value,
  onValueChange,
  ...textarea
}: TextareaFieldProps) {
  return (
    <FieldShell {...{ id, label, error, hint, required, hideLabel, className }}>
      <Field.Textarea
        rows={4}
        {...textarea}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy(id, error, hint)}
        className="field h-auto py-2 data-[invalid]:border-danger"
      />
    </FieldShell>
  )
}
