import type { components } from '@storefront/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { LeanHome, Listed } from '../lib/product-card-data'
import type { ShopFilters } from '../lib/shop-address'
import { homeQuery, searchSuggestionsQuery, shopQuery, teamMembersQuery } from './catalog-queries'

/** Per filter group, how many products each option would give (see the contract's getShop). */
export type ShopFacets = components['schemas']['ShopFacets']

export function useShopProducts(filters: ShopFilters) {
  return useQuery({
    ...shopQuery(filters),
    placeholderData: keepPreviousData,
    select: (answer) => answer as Listed<typeof answer, 'data'>,
  })
}

export function useHome() {
  return useQuery({ ...homeQuery(), select: (answer): LeanHome => answer.data })
}

export function useSearchSuggestions(term: string, perPage: number, enabled: boolean) {
  return useQuery({ ...searchSuggestionsQuery(term, perPage), enabled, placeholderData: keepPreviousData })
}

export function useTeamMembers() {
  return useQuery({ ...teamMembersQuery(), select: (answer) => answer.data })
}
