// No toast machine in the first load: calls made before it arrives wait for it, in order.
type Store = typeof import('./toast-store')
type Toaster = Store['toaster']
type ToastOptions = Parameters<Toaster['create']>[0]

export const TOAST_MS = 4000
export const ERROR_TOAST_MS = 6000

let store: Store | undefined
let loading: Promise<Store> | undefined
const waiting: ((toaster: Toaster) => void)[] = []
const askedListeners = new Set<() => void>()
let asked = false
let nextId = 0

export function loadToastStore(): Promise<Store> {
  loading ??= import('./toast-store').then(
    (loaded) => {
      store = loaded
      for (const call of waiting.splice(0)) call(loaded.toaster)
      return loaded
    },
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

function withToaster(call: (toaster: Toaster) => void) {
  if (!asked) {
    asked = true
    for (const listener of askedListeners) listener()
  }
  if (store) return call(store.toaster)
  waiting.push(call)
  void loadToastStore().catch(() => {})
}

/** Whether a toast was asked for yet, and a call when the first is: the toaster's view mounts then. */
export function toastAsked(listener: () => void): { asked: boolean; stop: () => void } {
  askedListeners.add(listener)
  return { asked, stop: () => askedListeners.delete(listener) }
}

const PHONE = '(max-width: 767.98px)'
let reading: 'ltr' | 'rtl' = 'ltr'

/** Top-right in left-to-right pages, top-left in Arabic (Zag resolves 'top-start' against the direction). */
export function placeToasts(direction: 'ltr' | 'rtl') {
  reading = direction
}

/** Placed as it comes: at the bottom on a phone, where the header and its icons are most of the top edge. */
export function showToast(options: ToastOptions): string {
  const id = options.id ?? `toast-${++nextId}`
  const placement = typeof matchMedia === 'function' && matchMedia(PHONE).matches ? 'bottom' : undefined
  withToaster((toaster) => {
    toaster.attrs.placement = placement ?? (reading === 'rtl' ? 'top-start' : 'top-end')
    toaster.create({ duration: TOAST_MS, ...options, id })
  })
  return id
}

export function removeToast(id: string) {
  if (asked) withToaster((toaster) => toaster.remove(id))
}

/** A success settles earlier toasts without an action; the same news again replaces itself. */
export function toastSuccess(description: string) {
  withToaster((toaster) => {
    for (const earlier of toaster.getVisibleToasts()) {
      if (earlier.id !== description && !earlier.action) toaster.remove(earlier.id)
    }
  })
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
