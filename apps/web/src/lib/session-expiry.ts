import { effect } from '@preact/signals-react'
import { navigate } from 'wouter/use-browser-location'
import { auth, rememberExpiredEmail, rememberExpiredPage, rememberReturnTo, resetAuth } from './auth-store'
import { cookieNames, deleteCookie, getCookie } from './cookies'
import { hydrating } from './hydration'
import { LL } from './language-store'
import { hrefOf } from './pages'
import { keepDrafts } from './session-drafts'
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_KEY, DEVICE_ID_KEY, RETURN_TO_COOKIE } from './storage-keys'
import { ERROR_TOAST_MS, showToast } from './toaster'

export const SESSION_EXPIRED_REDIRECT_MS = 1000

const KEEP = new Set([DEVICE_ID_KEY, COOKIE_CONSENT_KEY, COOKIE_CONSENT_COOKIE])

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

export const sessionExpiring = () => pending !== undefined

export function handleSessionExpired(go: (to: string) => void = navigate) {
  if (pending) return
  const page = window.location.pathname + window.location.search
  keepDrafts(page)
  showToast({
    id: 'session-expired',
    type: 'error',
    description: LL.value.errors.sessionExpired(),
    duration: ERROR_TOAST_MS,
    action: {
      label: LL.value.errors.signInAgain(),
      onClick: () => {
        clearTimeout(pending)
        pending = undefined
        go(hrefOf('login'))
      },
    },
  })
  rememberExpiredEmail(auth.value.client?.email ?? auth.value.email)
  clearClientData()
  resetAuth()
  rememberExpiredPage(page)
  pending = setTimeout(() => {
    pending = undefined
    go(hrefOf('home'))
  }, SESSION_EXPIRED_REDIRECT_MS)
}

/** The address a signed-in page sent a visitor away from, left in a cookie by the server (docs/decisions/0033), kept for after sign-in. */
export function adoptReturnTo(go: (to: string) => void = () => {}) {
  const from = getCookie(RETURN_TO_COOKIE)
  if (from === undefined) return
  deleteCookie(RETURN_TO_COOKIE)
  if (auth.value.isAuthenticated) handleSessionExpired(go)
  else if (/^\/(?![/\\])/.test(from)) {
    rememberReturnTo(from)
    afterHydration(() => toastSignInRequired(go))
  }
}

/** Longer than a plain notice: the toast carries the way in. */
const WAY_IN_TOAST_MS = 10_000

/** 'Please login to continue.' (or the action's own words) with the way in, for a visitor stopped at a guarded page or action. */
export function toastSignInRequired(
  go: (to: string) => void,
  description = LL.value.errors.loginToContinue(),
) {
  showToast({
    id: 'login-to-continue',
    type: 'warning',
    description,
    duration: WAY_IN_TOAST_MS,
    action: { label: LL.value.errors.logIn(), onClick: () => go(hrefOf('login')) },
  })
}

// A toast drawn while the server's HTML is taken over would not match it.
function afterHydration(run: () => void) {
  let done = false
  const stop = effect(() => {
    if (hydrating.value || done) return
    done = true
    queueMicrotask(() => stop())
    run()
  })
}
