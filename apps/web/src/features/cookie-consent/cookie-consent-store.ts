import { signal } from '@preact/signals-react'
import { setCookie } from '../../lib/cookies'
import { readStorage, writeStorage } from '../../lib/safe-storage'
import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_KEY } from '../../lib/storage-keys'

const CONSENT_COOKIE_MINUTES = 365 * 24 * 60

/** What the server marks on <html> as `data-consent`: the choice its cookie held, or `ask` when it rendered the banner. */
export type ConsentMark = 'true' | 'false' | 'ask'

const parse = (value: string | undefined | null): boolean | null =>
  value === 'true' ? true : value === 'false' ? false : null

function readStored(): boolean | null {
  return parse(readStorage(COOKIE_CONSENT_KEY))
}

export const cookieConsent = signal<boolean | null>(readStored())

/** Whether the page's HTML holds the banner: the server renders it for a visitor whose request had no consent cookie. */
export const bannerInPage = signal(false)

export function consentMark(cookie: string | undefined): ConsentMark {
  return cookie === 'true' || cookie === 'false' ? cookie : 'ask'
}

const writeCookie = (accepted: boolean) =>
  setCookie(COOKIE_CONSENT_COOKIE, String(accepted), CONSENT_COOKIE_MINUTES)

export function setCookieConsent(accepted: boolean) {
  cookieConsent.value = accepted
  writeStorage(COOKIE_CONSENT_KEY, String(accepted))
  writeCookie(accepted)
}

/** Reads the server's mark before hydrating; storage stays the source of truth, the cookie its copy (docs/decisions/0045). */
export function startConsentSync(root: HTMLElement = document.documentElement) {
  const marked = root.dataset.consent
  bannerInPage.value = marked === 'ask'
  const stored = readStored()
  const carried = parse(marked)
  cookieConsent.value = stored ?? carried
  if (stored !== null && stored !== carried) writeCookie(stored)
  else if (stored === null && carried !== null) writeStorage(COOKIE_CONSENT_KEY, String(carried))
}

export function reloadCookieConsent() {
  cookieConsent.value = readStored()
}
