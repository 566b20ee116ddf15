import { createQuerySerializer } from '@storefront/sdk'
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
