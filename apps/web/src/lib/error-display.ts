import { errorMessages } from '@storefront/sdk'
import { LL } from './language-store'
import { toastError } from './toaster'

/** Spec §8: the message (default 'An error occurred'), each string of `errors`, then `error`, each its own toast. */
export function showError(error: unknown) {
  for (const message of errorMessages(error, LL.value.errors.generic())) toastError(message)
}
