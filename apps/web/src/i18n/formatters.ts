import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

/** The BCP 47 tag every `Intl` formatter of the app uses, on the server and in the browser (docs/decisions/0019): Arabic keeps Latin digits (`nu-latn`), like the catalogue's specifications and the numbers inside the API's messages. */
export const INTL_TAGS: Record<Locales, string> = { en: 'en-US', ar: 'ar-EG-u-nu-latn' }

export function intlTag(locale: Locales): string {
  return INTL_TAGS[locale]
}

export const initFormatters: FormattersInitializer<Locales, Formatters> = (_locale: Locales) => {
  const formatters: Formatters = {}
  return formatters
}
