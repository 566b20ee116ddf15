import type { components } from '@storefront/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { $api } from '../lib/api'
import { LISTING_STALE_TIME } from '../lib/freshness'
import type { LeanHome, Listed } from '../lib/product-card-data'
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

/** Per filter group, how many products each option would give (see the contract's getShop). */
export type ShopFacets = components['schemas']['ShopFacets']

export function useShopProducts(filters: ShopFilters) {
  return useQuery({
    ...shopQuery(filters),
    placeholderData: keepPreviousData,
    select: (answer) => answer as Listed<typeof answer, 'data'>,
  })
}

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

export function useHome() {
  return useQuery({ ...homeQuery(), select: (answer): LeanHome => answer.data })
}

export const searchSuggestionsQuery = (term: string, perPage: number) =>
  $api.queryOptions(
    'get',
    '/api/v1/client/shop',
    { params: { query: { search: term, per_page: perPage } } },
    { staleTime: 60_000 },
  )

export function useSearchSuggestions(term: string, perPage: number, enabled: boolean) {
  return useQuery({ ...searchSuggestionsQuery(term, perPage), enabled, placeholderData: keepPreviousData })
}

export const teamMembersQuery = () => $api.queryOptions('get', '/api/v1/client/team-members')

export function useTeamMembers() {
  return useQuery({ ...teamMembersQuery(), select: (answer) => answer.data })
}
