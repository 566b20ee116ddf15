import type { components } from '@storefront/sdk'
import { useQuery } from '@tanstack/react-query'
import { $api, apiClient } from '../lib/api'
import { isSignedIn } from '../lib/auth-store'
import { useApiMutation } from '../lib/mutation'

export type CartAnswer = components['schemas']['CartResponse']
export type CartLine = components['schemas']['CartLineRequest']

/** Cart changes run one at a time, in order: rapid clicks end in the right quantity. */
const CART_SCOPE = 'cart'

export const cartQuery = () => $api.queryOptions('get', '/api/v1/client/cart')

/** The cart, asked only when signed in. */
export function useCart() {
  return useQuery({ ...cartQuery(), enabled: isSignedIn.value, select: (answer) => answer.data })
}

/** The header badge: the number of items. */
export function useCartCount() {
  return useQuery({ ...cartQuery(), enabled: isSignedIn.value, select: (answer) => answer.data.total_items })
}

/** A line's quantity set to `quantity`; the item count follows, money waits for the server. */
export function withLineQuantity(cart: CartAnswer, line: CartLine): CartAnswer {
  const before = cart.data.items.find((item) => item.variant_id === line.variant_id)?.quantity ?? 0
  const items = cart.data.items.map((item) =>
    item.variant_id === line.variant_id ? { ...item, quantity: line.quantity } : item,
  )
  return {
    ...cart,
    data: { ...cart.data, items, total_items: cart.data.total_items - before + line.quantity },
  }
}

/** Sets a variant's quantity in the cart (POST cart/addOrUpdate); the badge changes at once. */
export function useSetCartLine() {
  return useApiMutation({
    request: (body: CartLine) => apiClient.POST('/api/v1/client/cart/addOrUpdate', { body }),
    scope: CART_SCOPE,
    cache: { key: cartQuery().queryKey, optimistic: withLineQuantity, fromAnswer: (answer) => answer },
  })
}
