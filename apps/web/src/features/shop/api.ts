import { keepPreviousData } from '@tanstack/react-query'
import { $api } from '../../lib/api'
import { LISTING_STALE_TIME } from '../../lib/freshness'
import { type ShopFilters, toApiQuery } from './shop-params'

/** One page of the listing; the previous page stays on screen (dimmed) while the next loads. */
export function useShopProducts(filters: ShopFilters) {
  return $api.useQuery(
    'get',
    '/api/v1/client/shop',
    { params: { query: toApiQuery(filters) } },
    { placeholderData: keepPreviousData, staleTime: LISTING_STALE_TIME },
  )
}
