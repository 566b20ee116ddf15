import { createToaster } from '@ark-ui/react/toast'

export const TOAST_MS = 4000
export const ERROR_TOAST_MS = 6000

export const toaster = createToaster({
  placement: 'top-end',
  offsets: {
    top: 'var(--toast-offset-top, 1rem)',
    right: '1rem',
    bottom: 'var(--toast-offset-bottom, 1rem)',
    left: '1rem',
  },
  max: 3,
  duration: TOAST_MS,
  overlap: false,
  gap: 12,
})

const PHONE = '(max-width: 767.98px)'
let reading: 'ltr' | 'rtl' = 'ltr'

/** Top-right in left-to-right pages, top-left in Arabic (Zag resolves 'top-start' against the direction). */
export function placeToasts(direction: 'ltr' | 'rtl') {
  reading = direction
}

/** Placed as it comes: at the bottom on a phone, where the header and its icons are most of the top edge. */
export function showToast(options: Parameters<typeof toaster.create>[0]) {
  const phone = typeof matchMedia === 'function' && matchMedia(PHONE).matches
  toaster.attrs.placement = phone ? 'bottom' : reading === 'rtl' ? 'top-start' : 'top-end'
  return toaster.create(options)
}

/** A success settles earlier toasts without an action; the same news again replaces itself. */
export function toastSuccess(description: string) {
  for (const earlier of toaster.getVisibleToasts()) {
    if (earlier.id !== description && !earlier.action) toaster.remove(earlier.id)
  }
  showToast({ id: description, type: 'success', description, duration: TOAST_MS })
}

export function toastInfo(description: string) {
  showToast({ type: 'info', description, duration: TOAST_MS })
}

export function toastWarning(description: string) {
  showToast({ type: 'warning', description, duration: TOAST_MS })
}

export function toastError(description: string) {
  showToast({ type: 'error', description, duration: ERROR_TOAST_MS })
}
