import { $api } from '../lib/api'
import { LISTING_STALE_TIME } from '../lib/freshness'
import { type ShopFilters, toApiQuery } from '../lib/shop-address'

/** How long a product's detail counts as fresh: long enough for the hover prefetch to serve the click. */
export const PRODUCT_STALE_TIME = 30_000

/** One page of the shop listing: the shop page, the first load and hover prefetches share this key. */
export const shopQuery = (filters: ShopFilters) =>
  $api.queryOptions(
    'get',
    '/api/v1/client/shop',
    { params: { query: toApiQuery(filters) } },
    { staleTime: LISTING_STALE_TIME },
  )

export function productQuery(slug: string) {
  return $api.queryOptions(
    'get',
    '/api/v1/client/product/{id}',
    { params: { path: { id: slug } } },
    { staleTime: PRODUCT_STALE_TIME },
  )
}

export const homeQuery = () =>
  $api.queryOptions('get', '/api/v1/client/home', undefined, { staleTime: LISTING_STALE_TIME })

export const searchSuggestionsQuery = (term: string, perPage: number) =>
  $api.queryOptions(
    'get',
    '/api/v1/client/shop',
    { params: { query: { search: term, per_page: perPage } } },
    { staleTime: 60_000 },
  )

export const teamMembersQuery = () => $api.queryOptions('get', '/api/v1/client/team-members')
