import { Field } from '@ark-ui/react/field'
import type { SelectHTMLAttributes } from 'react'
import { describedBy, FieldShell, type FieldShellProps } from './field-shell'

type SelectFieldProps = Omit<FieldShellProps, 'children'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string
    onValueChange: (value: string) => void
    options: { value: string; label: string }[]
    /** The empty first choice, e.g. 'Select gender'. */
    placeholder?: string
  }

/** A native select: the phone's own picker on touch screens, type-ahead on the keyboard. */
export function SelectField({
  id,
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  value,
  onValueChange,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  return (
    <FieldShell {...{ id, label, error, hint, required, hideLabel, className }}>
      <Field.Select
        {...select}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy(id, error, hint)}
        className="field data-[invalid]:border-danger"
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Field.Select>
    </FieldShell>
  )
}
