import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

/**
 * The BCP 47 tag every `Intl` formatter of the app uses, on the server and in the browser
 * (docs/decisions/0018): Arabic keeps Latin digits (`nu-latn`), like the catalogue's
 * specifications and the numbers inside the API's messages.
 */
export const INTL_TAGS: Record<Locales, string> = { en: 'en-US', ar: 'ar-EG-u-nu-latn' }

export function intlTag(locale: Locales): string {
  return INTL_TAGS[locale]
}

const numberFormats = new Map<string, Intl.NumberFormat>()
/** A count or other plain number, grouped the way the language groups digits. */
export function formatNumber(value: number, locale: Locales): string {
  const tag = intlTag(locale)
  let format = numberFormats.get(tag)
  if (!format) {
    format = new Intl.NumberFormat(tag)
    numberFormats.set(tag, format)
  }
  return format.format(value)
}

export const initFormatters: FormattersInitializer<Locales, Formatters> = (_locale: Locales) => {
  const formatters: Formatters = {}
  return formatters
}
