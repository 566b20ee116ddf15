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

// Below this width the header is most of the top edge, its icons included: toasts go to the bottom.
const PHONE = '(max-width: 767.98px)'
let reading: 'ltr' | 'rtl' = 'ltr'

function place() {
  const phone = typeof matchMedia === 'function' && matchMedia(PHONE).matches
  // Zag resolves 'top-start' against the direction: top-left in Arabic.
  toaster.attrs.placement = phone ? 'bottom' : reading === 'rtl' ? 'top-start' : 'top-end'
}

/** Top-right in left-to-right pages, top-left in Arabic; at the bottom on a phone. */
export function placeToasts(direction: 'ltr' | 'rtl') {
  reading = direction
  place()
}
if (typeof matchMedia === 'function') matchMedia(PHONE).addEventListener?.('change', place)

/** A success settles earlier toasts without an action; the same news again replaces itself. */
export function toastSuccess(description: string) {
  const id = `success:${description}`
  for (const earlier of toaster.getVisibleToasts()) {
    if (earlier.id !== id && !earlier.action) toaster.remove(earlier.id)
  }
  toaster.create({ id, type: 'success', description, duration: TOAST_MS })
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
