import { $api } from '../../lib/api'

/** Number of items in the cart; only asked when signed in. */
export function useCartCount(signedIn: boolean) {
  return $api.useQuery('get', '/api/v1/client/cart', undefined, {
    enabled: signedIn,
    select: (answer) => answer.data.total_items,
  })
}
