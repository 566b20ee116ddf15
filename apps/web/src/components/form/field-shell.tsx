import { Field } from '@ark-ui/react/field'
import type { ReactNode } from 'react'

export interface FieldShellProps {
  id: string
  label: string
  error?: string | undefined
  hint?: string | undefined
  required?: boolean
  hideLabel?: boolean
  className?: string
  children: ReactNode
}

export const errorId = (id: string) => `${id}-error`
export const hintId = (id: string) => `${id}-hint`

/** Ark links the error by `aria-errormessage`, poorly supported, so controls also list it in `aria-describedby`. */
export function FieldShell({
  id,
  label,
  error,
  hint,
  required,
  hideLabel,
  className,
  children,
}: FieldShellProps) {
  return (
    <Field.Root
      id={id}
      ids={{ errorText: errorId(id), helperText: hintId(id) }}
      invalid={!!error}
      required={required}
      className={`flex flex-col gap-1 ${className ?? ''}`}
    >
      <Field.Label className={hideLabel ? 'sr-only' : 'text-sm font-medium'}>{label}</Field.Label>
      {children}
      {hint ? <Field.HelperText className="text-xs text-muted">{hint}</Field.HelperText> : null}
      <Field.ErrorText className="text-sm text-danger">{error}</Field.ErrorText>
    </Field.Root>
  )
}

export function describedBy({ id, error, hint }: Pick<FieldShellProps, 'id' | 'error' | 'hint'>) {
  return [hint ? hintId(id) : '', error ? errorId(id) : ''].filter(Boolean).join(' ') || undefined
}

type ShellOnly = Omit<FieldShellProps, 'children'>

export function splitShell<P extends ShellOnly>(props: P): [ShellOnly, Omit<P, keyof ShellOnly>] {
  const { id, label, error, hint, required, hideLabel, className, ...control } = props
  return [{ id, label, error, hint, required, hideLabel, className }, control]
}
