import type { QueryClient } from '@tanstack/react-query'
import { productQuery } from '../features/product/api'
import { parseShopParams, toApiQuery } from '../features/shop/shop-params'
import { $api } from '../lib/api'
import { loadHomePage, loadProductPage, loadShopPage } from './route-chunks'

/**
 * On the first load, starts the opening page's code and its data together, with the store
 * configuration. Left to React, a lazily loaded page asks for its data only once its code has
 * arrived and run: one more round trip before anything worth seeing. The queries are the very
 * ones the pages use, so the pages find them in flight or done.
 */
export function warmFirstRoute(queryClient: QueryClient, pathname: string, search: string) {
  void queryClient.prefetchQuery($api.queryOptions('get', '/api/v1/client/allSettings'))
  if (pathname === '/') {
    void loadHomePage()
    void queryClient.prefetchQuery($api.queryOptions('get', '/api/v1/client/home'))
  } else if (pathname === '/shop') {
    void loadShopPage()
    const query = toApiQuery(parseShopParams(search))
    void queryClient.prefetchQuery($api.queryOptions('get', '/api/v1/client/shop', { params: { query } }))
  } else {
    const slug = /^\/product\/([^/]+)\/?$/.exec(pathname)?.[1]
    if (slug) {
      void loadProductPage()
      void queryClient.prefetchQuery(productQuery(decodeURIComponent(slug)))
    }
  }
}
