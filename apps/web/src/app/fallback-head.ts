import { FALLBACK_TITLES } from '../features/content/content-page'
import type { Locales } from '../i18n/i18n-types'
import { type PageHead, pageAddresses } from '../lib/head-marks'
import { LL } from '../lib/language-store'
import { hrefOf, matchPage, type ParsedPage } from '../lib/pages'
import { reshapeSettings, type Settings } from '../lib/settings'
import { firstPage, SETTINGS_PATH } from './first-answers'
import { GUEST_PAGES } from './pages'
import { findRoute } from './routes'

interface Answered<T> {
  data?: T
}

type Product = { name: string; slug: string; short_description: string }

function pageMeta(
  pathname: string,
  shown: ParsedPage | null,
  settings: Settings | undefined,
  product: Product | undefined,
): { title?: string; description?: string } {
  const t = LL.value
  if (shown?.name === 'home') return { title: t.home.metaTitle(), description: t.home.metaDescription() }
  if (shown?.name === 'shop') return { title: t.shop.metaTitle(), description: t.shop.metaDescription() }
  if (shown?.name === 'contact') return { title: t.contact.title(), description: t.contact.metaDescription() }
  if (product) return { title: product.name, description: product.short_description }
  const slug = pathname.slice(1)
  if (Object.hasOwn(FALLBACK_TITLES, slug)) {
    const named = settings?.pages.find((p) => p.slug === slug)?.title
    return { title: named ?? t.footer[FALLBACK_TITLES[slug as keyof typeof FALLBACK_TITLES]]() }
  }
  return {}
}

/** The head of a page the server leaves to the browser: its title in the page's language and, where known, its addresses. */
export function fallbackPageHead(
  url: string,
  language: Locales,
  origin: string,
  answers: Record<string, unknown>,
): PageHead {
  // The address is a path and query: one that starts // names no host.
  const { pathname, search } = new URL(`http://storefront.invalid${url}`)
  const settings = (answers[SETTINGS_PATH] as Answered<Settings> | undefined)?.data
  const shown = matchPage(pathname, search)
  const page = firstPage(pathname, search, false, GUEST_PAGES)
  const productAnswer = page?.name === 'product' ? page.answers[0]?.path : undefined
  const product = productAnswer ? (answers[productAnswer] as Answered<Product> | undefined)?.data : undefined
  const storeName = (settings && reshapeSettings(settings).config.store_name) || LL.value.common.shopName()
  const meta = pageMeta(pathname, shown, settings, product)
  const title = meta.title && meta.title !== storeName ? `${meta.title} | ${storeName}` : storeName
  const route = findRoute(pathname)
  // A product reached by its id names its slug address, which only its answer knows.
  const unknownProduct = shown?.name === 'product' && !product && /^\d+$/.test(shown.params.slug)
  const addresses =
    route === 'not-found' || route === 'redirect-home' || unknownProduct
      ? {}
      : pageAddresses(origin, product ? hrefOf('product', { slug: product.slug }) : pathname, language)
  return { title, description: meta.description, openGraph: {}, jsonLd: [], ...addresses }
}
