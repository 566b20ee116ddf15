import { createToaster } from '@ark-ui/react/toast'

/** Zag's toast machine, loaded with the first toast, as its view is (lib/toaster.ts). */
export const toaster = createToaster({
  placement: 'top-end',
  offsets: {
    top: 'var(--toast-offset-top, 1rem)',
    right: '1rem',
    bottom: 'var(--toast-offset-bottom, 1rem)',
    left: '1rem',
  },
  max: 3,
  overlap: false,
  gap: 12,
})
