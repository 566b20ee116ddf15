import { navigate } from 'wouter/use-browser-location'
import { resetAuth } from './auth-store'
import { cookieNames, deleteCookie } from './cookies'
import { LL } from './language-store'
import { COOKIE_CONSENT_KEY, DEVICE_ID_KEY } from './storage-keys'
import { toastError } from './toaster'

/** Delay before leaving the page after a 401, so the toast can be read. */
export const SESSION_EXPIRED_REDIRECT_MS = 1000

const KEEP = new Set([DEVICE_ID_KEY, COOKIE_CONSENT_KEY])

/** Clears local storage, session storage and cookies, keeping only the device id and cookie consent. */
export function clearClientData() {
  try {
    for (const key of Object.keys(localStorage)) if (!KEEP.has(key)) localStorage.removeItem(key)
    sessionStorage.clear()
  } catch {
    // storage unavailable: nothing stored
  }
  for (const name of cookieNames()) if (!KEEP.has(name)) deleteCookie(name)
}

let pending: ReturnType<typeof setTimeout> | undefined

/** The reaction to any 401: toast, wipe local data, go home after a second. Repeated 401s coalesce. */
export function handleSessionExpired(go: (to: string) => void = navigate) {
  if (pending) return
  toastError(LL.value.errors.sessionExpired())
  clearClientData()
  resetAuth()
  pending = setTimeout(() => {
    pending = undefined
    go('/')
  }, SESSION_EXPIRED_REDIRECT_MS)
}
