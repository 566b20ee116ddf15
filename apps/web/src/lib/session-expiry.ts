import { navigate } from 'wouter/use-browser-location'
import { auth, rememberReturnTo, resetAuth } from './auth-store'
import { cookieNames, deleteCookie, getCookie } from './cookies'
import { LL } from './language-store'
import { COOKIE_CONSENT_KEY, DEVICE_ID_KEY, RETURN_TO_COOKIE } from './storage-keys'
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

/**
 * The server sends a visitor without the session cookie from a signed-in page to / with that page's
 * address in a cookie (docs/decisions/0033): kept for after sign-in, as the client guard keeps it.
 * Stored state that still claims a session has lost its token, which is how the guard's check of
 * that session would end: expired, and the address not kept.
 */
export function adoptReturnTo(go: (to: string) => void = () => {}) {
  const from = getCookie(RETURN_TO_COOKIE)
  if (from === undefined) return
  deleteCookie(RETURN_TO_COOKIE)
  if (auth.value.isAuthenticated) handleSessionExpired(go)
  else if (/^\/(?![/\\])/.test(from)) rememberReturnTo(from)
}
