import type { ReactNode } from 'react'
import { Checkbox } from '../ui/checkbox'
import { FieldError } from './field-error'
import { errorId } from './field-shell'

interface CheckboxFieldProps {
  id: string
  name: string
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  error?: string | undefined
  children: ReactNode
}

export function CheckboxField({ id, name, checked, onCheckedChange, error, children }: CheckboxFieldProps) {
  return (
    <div className="flex flex-col gap-1">
      <Checkbox
        name={name}
        checked={checked}
        onCheckedChange={onCheckedChange}
        invalid={!!error}
        describedBy={error ? errorId(id) : undefined}
      >
        {children}
      </Checkbox>
      <FieldError id={id} error={error} />
    </div>
  )
}
