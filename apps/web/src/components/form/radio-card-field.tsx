import type { ReactNode } from 'react'
import { FieldError } from './field-error'
import { errorId } from './field-shell'

interface RadioCardFieldProps<V extends string> {
  /** The first option's id, which a form's error summary focuses. */
  id: string
  name: string
  legend: string
  options: readonly { value: V; content: ReactNode }[]
  value: string
  onValueChange: (value: V) => void
  error?: string | undefined
  before?: ReactNode
  after?: ReactNode
  columns?: boolean
}

export function RadioCardField<V extends string>({
  id,
  name,
  legend,
  options,
  value,
  onValueChange,
  error,
  before,
  after,
  columns,
}: RadioCardFieldProps<V>) {
  const described = error ? errorId(id) : undefined
  return (
    <fieldset className="card flex flex-col gap-3 p-4" aria-describedby={described}>
      <legend className="float-start mb-1 w-full text-lg font-semibold">{legend}</legend>
      {before}
      <div className={columns ? 'grid gap-3 sm:grid-cols-2' : 'flex flex-col gap-3'}>
        {options.map((option, index) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-start gap-3 rounded-md border border-line p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-surface has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              id={index === 0 ? id : undefined}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              // Enter on a choice chooses it; it never submits the form (placing an order cannot be undone).
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return
                event.preventDefault()
                onValueChange(option.value)
              }}
              aria-invalid={error ? true : undefined}
              aria-describedby={described}
              className="mt-1 accent-[var(--color-primary)] outline-none"
            />
            <span className="flex flex-col gap-0.5">{option.content}</span>
          </label>
        ))}
      </div>
      {after}
      <FieldError id={id} error={error} />
    </fieldset>
  )
}
