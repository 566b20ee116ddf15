import { computed, signal } from '@preact/signals-react'
import en from '../i18n/en'
import { intlTag } from '../i18n/formatters'
import type { Locales, Namespaces, Translations } from '../i18n/i18n-types'
import { baseLocale, i18nObject, isLocale, loadedLocales } from '../i18n/i18n-util'
import { loadFormatters, loadLocaleAsync, loadNamespaceAsync } from '../i18n/i18n-util.async'
import { getCookie, setCookie } from './cookies'
import { LANG_COOKIE } from './storage-keys'
import { placeToasts } from './toaster'

export const LANG_COOKIE_MINUTES = 10080

// English ships in the main bundle (base locale, first paint); Arabic is fetched on demand.
loadedLocales.en = en as unknown as Translations
loadFormatters('en')

export const locale = signal<Locales>(baseLocale)
// Bumped when a namespace arrives: i18nObject reads the dictionary once, when it is made.
const dictionaryVersion = signal(0)
export const LL = computed(() => {
  void dictionaryVersion.value
  return keepReads(i18nObject(locale.value))
})

/** typesafe-i18n's object copies a whole group of texts on every read of a group (`LL.value.product` in each of a page's cards, on every render). */
function keepReads<T extends object>(node: T): T {
  const kept = new Map<PropertyKey, unknown>()
  return new Proxy(node, {
    get(target, key) {
      if (kept.has(key)) return kept.get(key)
      const value: unknown = Reflect.get(target, key)
      const read = typeof value === 'function' ? keepReads(value) : value
      kept.set(key, read)
      return read
    },
  })
}
export const dir = computed<'ltr' | 'rtl'>(() => (locale.value === 'ar' ? 'rtl' : 'ltr'))
/** BCP 47 tag for Intl and Ark UI; Arabic keeps Latin digits like the English catalogue. */
export const intlLocale = computed(() => intlTag(locale.value))

function languageInAddress(): Locales | undefined {
  if (typeof location === 'undefined') return undefined
  const wanted = new URLSearchParams(location.search).get('lang')
  return wanted && isLocale(wanted) ? wanted : undefined
}

/** The address's `?lang=` first (then kept in the cookie), then the cookie, the browser language, English. */
export function detectLocale(): Locales {
  // As the production server does, so the dev server and the static demo honour the same addresses.
  const fromAddress = languageInAddress()
  if (fromAddress) {
    setCookie(LANG_COOKIE, fromAddress, LANG_COOKIE_MINUTES)
    return fromAddress
  }
  const fromCookie = getCookie(LANG_COOKIE)
  if (fromCookie && isLocale(fromCookie)) return fromCookie
  const browser = (typeof navigator !== 'undefined' ? navigator.language : '').slice(0, 2).toLowerCase()
  return isLocale(browser) ? browser : baseLocale
}

function applyToDocument(next: Locales) {
  const root = document.documentElement
  const direction = next === 'ar' ? 'rtl' : 'ltr'
  // Only when they differ: setting either, even unchanged, makes the browser re-match every element's selectors.
  if (root.lang !== next) root.lang = next
  if (root.dir !== direction) root.dir = direction
  placeToasts(direction)
}

// Asked-for namespaces and the language being switched to: a page asking mid-switch gets both.
const wanted = new Set<Namespaces>()
let switchingTo: Locales | undefined

async function loadWanted(lang: Locales, namespaces: Iterable<Namespaces> = wanted): Promise<void> {
  const missing = [...namespaces].filter((ns) => !loadedLocales[lang]?.[ns])
  if (missing.length === 0) return
  await Promise.all(missing.map((ns) => loadNamespaceAsync(lang, ns)))
  dictionaryVersion.value++
}

/** The texts of the screens outside the first load (signed-in pages), in the language shown. */
export async function loadNamespaces(namespaces: readonly Namespaces[]): Promise<void> {
  for (const ns of namespaces) wanted.add(ns)
  const langs = new Set([locale.peek(), switchingTo ?? locale.peek()])
  await Promise.all([...langs].map((lang) => loadWanted(lang, namespaces)))
}

export async function loadLanguage(lang: Locales): Promise<void> {
  if (!loadedLocales[lang]) await loadLocaleAsync(lang)
  await loadWanted(lang)
}

async function switchTo(next: Locales): Promise<void> {
  switchingTo = next
  try {
    await loadLanguage(next)
  } finally {
    switchingTo = undefined
  }
  locale.value = next
}

export async function initLanguage(initial: Locales = detectLocale()): Promise<void> {
  await loadLocaleAsync(initial)
  await switchTo(initial)
  applyToDocument(initial)
}

export async function changeLanguage(next: Locales): Promise<void> {
  await switchTo(next)
  applyToDocument(next)
  setCookie(LANG_COOKIE, next, LANG_COOKIE_MINUTES)
}
