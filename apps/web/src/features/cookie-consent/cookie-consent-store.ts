import { signal } from '@preact/signals-react'
import { readStorage, writeStorage } from '../../lib/safe-storage'
import { COOKIE_CONSENT_KEY } from '../../lib/storage-keys'

function readStored(): boolean | null {
  const value = readStorage(COOKIE_CONSENT_KEY)
  return value === 'true' ? true : value === 'false' ? false : null
}

/** null until the visitor chooses; then true (Accept) or false (Decline). */
export const cookieConsent = signal<boolean | null>(readStored())

export function setCookieConsent(accepted: boolean) {
  cookieConsent.value = accepted
  writeStorage(COOKIE_CONSENT_KEY, String(accepted))
}

export function reloadCookieConsent() {
  cookieConsent.value = readStored()
}
