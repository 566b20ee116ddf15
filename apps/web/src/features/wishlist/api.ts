import { $api } from '../../lib/api'

/** Number of wished products (pagination total); only asked when signed in. */
export function useWishlistCount(signedIn: boolean) {
  return $api.useQuery('get', '/api/v1/client/wishlist', undefined, {
    enabled: signedIn,
    select: (answer) => answer.pagination.total,
  })
}
