import { createToaster } from '@ark-ui/react/toast'

export const TOAST_MS = 4000
export const ERROR_TOAST_MS = 6000

export const toaster = createToaster({
  placement: 'top-end',
  offsets: {
    top: 'var(--toast-offset-top, 1rem)',
    right: '1rem',
    bottom: '1rem',
    left: '1rem',
  },
  max: 3,
  duration: TOAST_MS,
  overlap: false,
  gap: 12,
})

/** Top-right in left-to-right pages, top-left in Arabic: Zag resolves 'top-start' against the direction. */
export function placeToasts(direction: 'ltr' | 'rtl') {
  toaster.attrs.placement = direction === 'rtl' ? 'top-start' : 'top-end'
}

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
