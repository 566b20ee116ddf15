import { errorMessages } from '@storefront/sdk'
import { LL } from './language-store'
import { toastError } from './toaster'

/**
 * The common error display (spec §8): the message (default 'An error occurred'), then each string
 * under `errors`, then `error` when it is a string, each as its own 6-second error toast.
 */
export function showError(error: unknown) {
  for (const message of errorMessages(error, LL.value.errors.generic())) toastError(message)
}
