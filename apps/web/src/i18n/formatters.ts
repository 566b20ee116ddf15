import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

/** The BCP 47 tag of every `Intl` formatter, server and browser (docs/decisions/0019): Arabic keeps Latin digits (`nu-latn`). */
export const INTL_TAGS: Record<Locales, string> = { en: 'en-US', ar: 'ar-EG-u-nu-latn' }

export function intlTag(locale: Locales): string {
  return INTL_TAGS[locale]
}

export const initFormatters: FormattersInitializer<Locales, Formatters> = (_locale: Locales) => {
  const formatters: Formatters = {}
  return formatters
}
