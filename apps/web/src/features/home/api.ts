import { $api } from '../../lib/api'
import { LISTING_STALE_TIME } from '../../lib/freshness'

export function useHome() {
  return $api.useQuery('get', '/api/v1/client/home', undefined, {
    select: (answer) => answer.data,
    staleTime: LISTING_STALE_TIME,
  })
}
