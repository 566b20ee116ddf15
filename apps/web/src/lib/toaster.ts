import { createToaster } from '@ark-ui/react/toast'

export const TOAST_MS = 4000
export const ERROR_TOAST_MS = 6000

// 'top-end' is top-right in English and top-left in Arabic: the toaster reads dir from LocaleProvider.
export const toaster = createToaster({
  placement: 'top-end',
  max: 3,
  duration: TOAST_MS,
  overlap: false,
  gap: 12,
})

export function toastSuccess(description: string) {
  toaster.create({ type: 'success', description, duration: TOAST_MS })
}

export function toastInfo(description: string) {
  toaster.create({ type: 'info', description, duration: TOAST_MS })
}

export function toastWarning(description: string) {
  toaster.create({ type: 'warning', description, duration: TOAST_MS })
}

export function toastError(description: string) {
  toaster.create({ type: 'error', description, duration: ERROR_TOAST_MS })
}
