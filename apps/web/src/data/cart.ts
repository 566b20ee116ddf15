import type { components } from '@storefront/sdk'
import { useIsMutating, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../lib/api'
import { isSignedIn } from '../lib/auth-store'
import { LL } from '../lib/language-store'
import { scopeMutationKey, useApiMutation } from '../lib/mutation'
import { cartQuery } from './cart-queries'

export type CartAnswer = components['schemas']['CartResponse']
export type CartLine = components['schemas']['CartLineRequest']
export type CartItem = components['schemas']['CartItem']
type Variant = components['schemas']['Variant']

/** The contract's ceiling for one cart line (CartLineRequest.quantity). */
export const LINE_MAX = 99

// The contract's ceiling and, unless a pre-order, the stock; without a variant (an order's line) the server judges.
export function lineMax(variant?: Pick<Variant, 'stock' | 'pre_order'>): number {
  if (!variant || variant.pre_order) return LINE_MAX
  return Math.min(LINE_MAX, variant.stock)
}

export function addedQuantity(
  held: number,
  count: number,
  variant?: Pick<Variant, 'stock' | 'pre_order'>,
): number {
  return Math.min(held + count, lineMax(variant))
}

export interface SetCartLine extends CartLine {
  item?: CartItem
}

/** The line a product page adds, until the server answers with its own (and its prices). */
export function cartItemOf(
  product: components['schemas']['ProductSummary'],
  variant: components['schemas']['Variant'],
  quantity: number,
): CartItem {
  return {
    variant_id: variant.id,
    quantity,
    unit_price: variant.price,
    line_total: variant.price,
    pre_order: variant.pre_order,
    product,
    variant,
  }
}

/** Cart changes run one at a time, in order: rapid clicks end in the right quantity. */
const CART_SCOPE = 'cart'

export function useCart() {
  return useQuery({ ...cartQuery(), enabled: isSignedIn.value, select: (answer) => answer.data })
}

export const cartCount = (answer: CartAnswer) => answer.data.total_items

export function useCartCount() {
  return useQuery({ ...cartQuery(), enabled: isSignedIn.value, select: cartCount })
}

export function withLineQuantity(cart: CartAnswer, line: SetCartLine): CartAnswer {
  const held = cart.data.items.some((item) => item.variant_id === line.variant_id)
  const changed = held
    ? cart.data.items.map((item) =>
        item.variant_id === line.variant_id ? { ...item, quantity: line.quantity } : item,
      )
    : line.item
      ? [...cart.data.items, { ...line.item, quantity: line.quantity }]
      : cart.data.items
  const items = changed.filter((item) => item.quantity > 0)
  const total_items = items.reduce((sum, item) => sum + item.quantity, 0)
  return { ...cart, data: { ...cart.data, items, total_items } }
}

/** Every change of the cart scope; a coupon changes only money, so it shows nothing before the answer. */
export type CartChange = SetCartLine | { code: string } | { coupon: 'remove' }

/** The one optimistic step of the cart scope: the recipe replays later changes with it, so it must understand every kind. */
export function cartChange(cart: CartAnswer, change: CartChange): CartAnswer {
  return 'variant_id' in change ? withLineQuantity(cart, change) : cart
}

const cartCache = {
  key: cartQuery().queryKey,
  optimistic: cartChange,
  fromAnswer: (answer: CartAnswer) => answer,
}

const unknownError = () => LL.value.errors.unknown()

export function useSetCartLine() {
  return useApiMutation({
    request: ({ variant_id, quantity }: SetCartLine) =>
      apiClient.POST('/api/v1/client/cart/addOrUpdate', { body: { variant_id, quantity } }),
    scope: CART_SCOPE,
    cache: cartCache,
    failureMessage: unknownError,
  })
}

/** Removes a line (DELETE cart/remove); called with quantity 0, so it leaves the list at once. */
export function useRemoveCartLine() {
  return useApiMutation({
    request: ({ variant_id }: SetCartLine & { quantity: 0 }) =>
      apiClient.DELETE('/api/v1/client/cart/remove', { body: { variant_id } }),
    scope: CART_SCOPE,
    cache: cartCache,
    failureMessage: unknownError,
  })
}

/** Applies a coupon; the discount is the server's, so nothing changes before the answer. */
export function useApplyCoupon() {
  return useApiMutation({
    request: ({ code }: { code: string }) =>
      apiClient.POST('/api/v1/client/coupon/apply', { body: { code } }),
    scope: CART_SCOPE,
    cache: cartCache,
    errors: 'fields',
  })
}

export function useRemoveCoupon() {
  return useApiMutation({
    request: (_: { coupon: 'remove' }) => apiClient.POST('/api/v1/client/coupon/remove'),
    scope: CART_SCOPE,
    cache: cartCache,
  })
}

/** What to add: a variant as the catalog gives it (its stock known), or only its id (an order's line). */
export type AddedVariant = Variant | { id: number }

/** Adds `count` of a variant on top of what the cart holds; every way into the cart goes through here. */
export function useAddToCart() {
  const queryClient = useQueryClient()
  const setLine = useSetCartLine()
  const lineOf = (
    variant: AddedVariant,
    count: number,
    product?: components['schemas']['ProductSummary'],
  ) => {
    const cart = queryClient.getQueryData<CartAnswer>(cartQuery().queryKey)?.data
    const held = cart?.items.find((item) => item.variant_id === variant.id)?.quantity ?? 0
    const known = 'stock' in variant ? variant : undefined
    const quantity = addedQuantity(held, count, known)
    const item = product && known ? cartItemOf(product, known, quantity) : undefined
    return { variant_id: variant.id, quantity, ...(item ? { item } : {}) }
  }
  type Options = Parameters<typeof setLine.mutate>[1]
  return {
    add: (
      variant: AddedVariant,
      count: number,
      product?: components['schemas']['ProductSummary'],
      options?: Options,
    ) => setLine.mutate(lineOf(variant, count, product), options),
    /** For a run of lines: the cart is read first when nothing holds it yet. */
    addInTurn: async (variant: AddedVariant, count: number) => {
      await queryClient.ensureQueryData(cartQuery())
      return setLine.mutateAsync(lineOf(variant, count))
    },
    isPending: setLine.isPending,
  }
}

/** True while any cart change is on its way: totals then show as pending, never as a guess. */
export function useCartChanging(): boolean {
  return useIsMutating({ mutationKey: scopeMutationKey(CART_SCOPE) }) > 0
}
