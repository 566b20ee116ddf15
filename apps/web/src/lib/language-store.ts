import { computed, signal } from '@preact/signals-react'
import en from '../i18n/en'
import { intlTag } from '../i18n/formatters'
import type { Locales, Translations } from '../i18n/i18n-types'
import { baseLocale, i18nObject, isLocale, loadedLocales } from '../i18n/i18n-util'
import { loadFormatters, loadLocaleAsync } from '../i18n/i18n-util.async'
import { getCookie, setCookie } from './cookies'
import { LANG_COOKIE } from './storage-keys'
import { placeToasts } from './toaster'

export const LANG_COOKIE_MINUTES = 10080

// English ships in the main bundle (base locale, first paint); Arabic is fetched on demand.
loadedLocales.en = en as unknown as Translations
loadFormatters('en')

export const locale = signal<Locales>(baseLocale)
export const LL = computed(() => i18nObject(locale.value))
export const dir = computed<'ltr' | 'rtl'>(() => (locale.value === 'ar' ? 'rtl' : 'ltr'))
/** BCP 47 tag for Intl and Ark UI; Arabic keeps Latin digits like the English catalogue. */
export const intlLocale = computed(() => intlTag(locale.value))

/** The cookie first, then the browser language, then English. */
export function detectLocale(): Locales {
  const fromCookie = getCookie(LANG_COOKIE)
  if (fromCookie && isLocale(fromCookie)) return fromCookie
  const browser = (typeof navigator !== 'undefined' ? navigator.language : '').slice(0, 2).toLowerCase()
  return isLocale(browser) ? browser : baseLocale
}

function applyToDocument(next: Locales) {
  const root = document.documentElement
  const direction = next === 'ar' ? 'rtl' : 'ltr'
  root.lang = next
  root.dir = direction
  placeToasts(direction)
}

/** Loads the detected language (or the one the server rendered the page in) before the first render. */
export async function initLanguage(initial: Locales = detectLocale()): Promise<void> {
  await loadLocaleAsync(initial)
  locale.value = initial
  applyToDocument(initial)
}

/** Cached server data is invalidated by the caller (see LanguageSwitcher). */
export async function changeLanguage(next: Locales): Promise<void> {
  if (!loadedLocales[next]) await loadLocaleAsync(next)
  locale.value = next
  applyToDocument(next)
  setCookie(LANG_COOKIE, next, LANG_COOKIE_MINUTES)
}
