import type { components } from '@storefront/sdk'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { apiClient } from '../lib/api'
import { isSignedIn } from '../lib/auth-store'
import { useApiMutation } from '../lib/mutation'
import { wishlistPageQuery, wishlistQuery } from './wishlist-queries'

export type WishlistAnswer = components['schemas']['WishlistResponse']

/** The count's key is the prefix of every page's (no parameters): it refreshes them all. */
const ALL_WISHLIST_PAGES = wishlistQuery().queryKey

/** The header badge: the number of wished products (the pagination total), asked only when signed in. */
export const wishlistCount = (answer: WishlistAnswer) => answer.pagination.total

export function useWishlistCount() {
  return useQuery({ ...wishlistQuery(), enabled: isSignedIn.value, select: wishlistCount })
}

export function useIsWished(productId: number): boolean {
  const ids = useQuery({
    ...wishlistQuery(),
    enabled: isSignedIn.value,
    select: (answer) => answer.product_ids,
  }).data
  return !!ids?.includes(productId)
}

export function useWishlistPage(page: number) {
  return useQuery({
    ...wishlistPageQuery(page),
    enabled: isSignedIn.value,
    placeholderData: keepPreviousData,
  })
}

export function withToggled(answer: WishlistAnswer, { product_id }: { product_id: number }): WishlistAnswer {
  const wished = answer.product_ids.includes(product_id)
  const product_ids = wished
    ? answer.product_ids.filter((id) => id !== product_id)
    : [product_id, ...answer.product_ids]
  return { ...answer, product_ids, pagination: { ...answer.pagination, total: product_ids.length } }
}

/** `quiet`: the server's message is not toasted (moving to the cart says its own). */
export function useToggleWishlist({ quiet = false }: { quiet?: boolean } = {}) {
  return useApiMutation({
    ...(quiet ? { successToast: false } : {}),
    request: (body: { product_id: number }) =>
      apiClient.POST('/api/v1/client/wishlist/addOrRemove', { body }),
    scope: 'wishlist',
    cache: { key: wishlistQuery().queryKey, optimistic: withToggled },
    invalidate: [ALL_WISHLIST_PAGES],
  })
}
