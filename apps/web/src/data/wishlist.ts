import { useQuery } from '@tanstack/react-query'
import { $api } from '../lib/api'
import { isSignedIn } from '../lib/auth-store'

export const wishlistQuery = () => $api.queryOptions('get', '/api/v1/client/wishlist')

/** The header badge: the number of wished products (the pagination total), asked only when signed in. */
export function useWishlistCount() {
  return useQuery({
    ...wishlistQuery(),
    enabled: isSignedIn.value,
    select: (answer) => answer.pagination.total,
  })
}
