import { LL } from './language-store'
import { toastError } from './toaster'

/**
 * The messages of the common error display (spec §8), in order: the message (or the default),
 * each string under `errors`, then `error` when it is a string.
 */
export function errorMessages(error: unknown, fallback: string): string[] {
  const body = error && typeof error === 'object' ? (error as Record<string, unknown>) : {}
  const messages: string[] = []
  messages.push(typeof body.message === 'string' && body.message.trim() ? body.message : fallback)
  const fieldErrors = body.errors
  if (fieldErrors && typeof fieldErrors === 'object') {
    for (const value of Object.values(fieldErrors)) {
      const list = Array.isArray(value) ? value : [value]
      for (const item of list) if (typeof item === 'string' && item) messages.push(item)
    }
  }
  if (typeof body.error === 'string' && body.error) messages.push(body.error)
  return messages
}

/** Shows each message as its own 6-second error toast. */
export function showError(error: unknown) {
  for (const message of errorMessages(error, LL.value.errors.generic())) toastError(message)
}
