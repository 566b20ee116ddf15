import { Field } from '@ark-ui/react/field'
import type { SelectHTMLAttributes } from 'react'
import { describedBy, FieldShell, type FieldShellProps, splitShell } from './field-shell'

type SelectFieldProps = Omit<FieldShellProps, 'children'> &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'value' | 'onChange' | 'required'> & {
    value: string
    onValueChange: (value: string) => void
    options: { value: string; label: string }[]
    placeholder?: string
  }

export function SelectField(props: SelectFieldProps) {
  const [shell, { value, onValueChange, options, placeholder, ...select }] = splitShell(props)
  return (
    <FieldShell {...shell}>
      <Field.Select
        {...select}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-describedby={describedBy(shell)}
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
