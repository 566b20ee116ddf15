import { createQuerySerializer } from '@storefront/sdk'
import { parseShopParams, toApiQuery } from '../features/shop/shop-params'

const serializeQuery = createQuerySerializer()

/**
 * The API answers a page needs before it can paint, as the request paths the app itself would
 * send. The production server (`scripts/serve-web.ts`) writes these answers into the page, and
 * `first-load.ts` looks them up under the same paths, so both sides must agree: they share this.
 */
export function firstAnswerPaths(pathname: string, search: string): { settings: string; page?: string } {
  const settings = '/api/v1/client/allSettings'
  if (pathname === '/') return { settings, page: '/api/v1/client/home' }
  if (pathname === '/shop') {
    const query = serializeQuery(toApiQuery(parseShopParams(search)))
    return { settings, page: `/api/v1/client/shop${query ? `?${query}` : ''}` }
  }
  const product = /^\/product\/([^/]+)\/?$/.exec(pathname)?.[1]
  if (product) return { settings, page: `/api/v1/client/product/${product}` }
  return { settings }
}
