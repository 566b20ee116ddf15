import { type components, createQuerySerializer } from '@storefront/sdk'
import {
  cardData,
  HOME_SECTION_CARDS,
  type LeanHome,
  type LeanProduct,
  RELATED_CARDS,
} from '../lib/product-card-data'
import { parseShopParams, type ShopFilters, type ShopQuery, toApiQuery } from '../lib/shop-address'

const serializeQuery = createQuerySerializer()

/** The settings every page needs before it can paint. */
export const SETTINGS_PATH = '/api/v1/client/allSettings'

/** An opening page whose own data is worth starting before its code has run. */
export type FirstPage =
  | { kind: 'home' }
  | { kind: 'shop'; filters: ShopFilters; query: ShopQuery }
  | { kind: 'product'; slug: string }

/** Which of those pages an address opens, if any (`slug` as it stands in the address). */
export function firstPage(pathname: string, search: string): FirstPage | null {
  if (pathname === '/') return { kind: 'home' }
  if (pathname === '/shop') {
    const filters = parseShopParams(search)
    return { kind: 'shop', filters, query: toApiQuery(filters) }
  }
  const slug = /^\/product\/([^/]+)\/?$/.exec(pathname)?.[1]
  return slug ? { kind: 'product', slug } : null
}

/** The server writes answers under these paths and `first-load.ts` reads them back, so both share this. */
export function pageAnswerPath(page: FirstPage): string {
  switch (page.kind) {
    case 'home':
      return '/api/v1/client/home'
    case 'shop': {
      const query = serializeQuery(page.query)
      return `/api/v1/client/shop${query ? `?${query}` : ''}`
    }
    case 'product':
      return `/api/v1/client/product/${page.slug}`
  }
}

type Schemas = components['schemas']

interface Answer<T> {
  data: T
}

/**
 * The page's answer as the server writes it into the HTML: every listed product keeps only what its
 * card renders (`PRODUCT_CARD_FIELDS`), and lists only as many as the page shows. The pages read the
 * answers through the Lean types, so a field dropped here cannot be read there.
 */
export function leanPageAnswer(page: FirstPage, answer: unknown): unknown {
  switch (page.kind) {
    case 'home': {
      const home = answer as Answer<Schemas['Home']>
      return {
        ...home,
        data: {
          ...home.data,
          sections: home.data.sections.map((section) => ({
            ...section,
            products: section.products.slice(0, HOME_SECTION_CARDS).map(cardData),
          })),
        },
      } satisfies Answer<LeanHome>
    }
    case 'shop': {
      const shop = answer as Answer<Schemas['ProductSummary'][]>
      return { ...shop, data: shop.data.map(cardData) }
    }
    case 'product': {
      const product = answer as Answer<Schemas['ProductDetail']>
      return {
        ...product,
        data: {
          ...product.data,
          related_products: product.data.related_products.slice(0, RELATED_CARDS).map(cardData),
        },
      } satisfies Answer<LeanProduct>
    }
  }
}
