import type { Locales } from '../i18n/i18n-types'

export interface PageHead {
  title: string
  description?: string | undefined
  openGraph: Record<string, string>
  jsonLd: object[]
  canonical?: string
  alternates?: { hreflang: string; href: string }[]
}

export const LANG_PARAM = 'lang'

/** A page's address in each language: English without a parameter, Arabic with `?lang=ar`. */
export function pageAddresses(origin: string, pathname: string, language: Locales) {
  const en = `${origin}${pathname}`
  const ar = `${en}?${LANG_PARAM}=ar`
  return {
    canonical: language === 'ar' ? ar : en,
    alternates: [
      { hreflang: 'en', href: en },
      { hreflang: 'ar', href: ar },
      { hreflang: 'x-default', href: en },
    ],
  }
}

export const OWNED = 'data-page-meta'

/** JSON for a script element: `<` is escaped so a product text cannot close the element. */
export const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')

export type MakeHead = (
  title: string,
  storeName: string,
  description: string | undefined,
  og: string,
  ld: string,
  where: { origin: string; pathname: string; language: Locales },
) => PageHead
