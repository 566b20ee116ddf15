import { computed, signal } from '@preact/signals-react'
import type { components } from '@storefront/sdk'
import { deleteCookie, getCookie, setCookie } from './cookies'
import { assumedSignedIn, clientOnly } from './hydration'
import { forgetOfflineCopies } from './offline-copies'
import { readStorage, writeStorage } from './safe-storage'
import { AUTH_KEY, RETURN_TO_KEY, TOKEN_COOKIE } from './storage-keys'
import { removeToast } from './toaster'

/** The client as the sign-in answer gave it (spec §3); screens read the live one from `data/me`. */
export type AuthClient = components['schemas']['Client']

/** Client-side auth state (spec §3). The bearer token itself lives in the auth_token cookie. */
export interface AuthState {
  email: string | null
  expiryAt: number | null
  client: AuthClient | null
  isAuthenticated: boolean
  isRegister: boolean
  formData: Omit<components['schemas']['RegisterRequest'], 'recaptcha_token'> | null
}

const SIGNED_OUT: AuthState = {
  email: null,
  expiryAt: null,
  client: null,
  isAuthenticated: false,
  isRegister: false,
  formData: null,
}

const TOKEN_COOKIE_MINUTES = 60 * 24 * 30

function readStored(): AuthState {
  try {
    const stored = JSON.parse(readStorage(AUTH_KEY) ?? 'null') as Partial<AuthState> | null
    if (stored && typeof stored === 'object') return { ...SIGNED_OUT, ...stored }
  } catch {
    // corrupt value: signed out
  }
  return SIGNED_OUT
}

export const auth = signal<AuthState>(readStored())
export const isSignedIn = clientOnly(
  computed(() => auth.value.isAuthenticated),
  () => assumedSignedIn.value,
)

function update(next: AuthState) {
  auth.value = next
  writeStorage(AUTH_KEY, JSON.stringify(next))
}

export function getToken(): string | undefined {
  return getCookie(TOKEN_COOKIE)
}

/** The toast that asked the visitor to sign in (lib/session-expiry.ts): stale once they have. */
const SIGN_IN_REQUIRED_TOAST = 'login-to-continue'

export function signIn(token: string, client: AuthClient) {
  removeToast(SIGN_IN_REQUIRED_TOAST)
  setCookie(TOKEN_COOKIE, token, TOKEN_COOKIE_MINUTES)
  update({ ...auth.value, client, isAuthenticated: true, isRegister: false, formData: null })
}

export function setAuthEmail(email: string, expiryAt: number | null) {
  update({ ...auth.value, email, expiryAt })
}

export function setRegisterFormData(formData: AuthState['formData']) {
  update({ ...auth.value, formData, isRegister: true })
}

export function resetAuth() {
  auth.value = SIGNED_OUT
  writeStorage(AUTH_KEY, null)
  deleteCookie(TOKEN_COOKIE)
  forgetOfflineCopies()
}

export function rememberReturnTo(path: string) {
  writeStorage(RETURN_TO_KEY, path, sessionStorage)
}

// The page a 401 ended: in memory, since the spec's 401 rule clears session storage too.
let expiredOn: string | null = null

export function rememberExpiredPage(path: string) {
  expiredOn = path
}

// The e-mail of a session that expired, in memory too: /login offers it, so signing in again is one step.
let expiredEmail: string | null = null

export function rememberExpiredEmail(email: string | null | undefined) {
  expiredEmail = email || null
}

export function takeExpiredEmail(): string | null {
  const email = expiredEmail
  expiredEmail = null
  return email
}

export function takeReturnTo(): string | null {
  const path = readStorage(RETURN_TO_KEY, sessionStorage) ?? expiredOn
  writeStorage(RETURN_TO_KEY, null, sessionStorage)
  expiredOn = null
  return path
}
