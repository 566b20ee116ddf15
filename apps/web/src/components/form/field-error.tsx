import { errorId } from './field-shell'

export function FieldError({ id, error }: { id: string; error?: string | undefined }) {
  if (!error) return null
  return (
    <p id={errorId(id)} className="text-sm text-danger" aria-live="polite">
      {error}
    </p>
  )
}
