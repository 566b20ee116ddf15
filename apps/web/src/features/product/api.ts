import { useQuery, useQueryClient } from '@tanstack/react-query'
import { $api } from '../../lib/api'
import { showError } from '../../lib/error-display'
import { toastSuccess } from '../../lib/toaster'

/** How long a product's detail counts as fresh: long enough for the hover prefetch to serve the click. */
export const PRODUCT_STALE_TIME = 30_000

/** One product's detail. The product page reads it and hovering a product card prefetches it, under one key. */
export function productQuery(slug: string) {
  return $api.queryOptions(
    'get',
    '/api/v1/client/product/{id}',
    { params: { path: { id: slug } } },
    { staleTime: PRODUCT_STALE_TIME },
  )
}

export function useProduct(slug: string) {
  return useQuery({ ...productQuery(slug), select: (answer) => answer.data })
}

export function useProductReviews(productId: number) {
  return $api.useQuery(
    'get',
    '/api/v1/client/reviews',
    { params: { query: { product_id: productId } } },
    { select: (answer) => answer },
  )
}

/** The signed-in client's id, to tell their review from others' (asked only when signed in). */
export function useClientId(signedIn: boolean) {
  return $api.useQuery('get', '/api/v1/client/me', undefined, {
    enabled: signedIn,
    retry: false,
    select: (answer) => answer.client.id,
  })
}

/**
 * Writing, editing and deleting one's review. Each success shows the server's message and
 * refreshes the reviews and every cached product (its rating and review count changed); failures
 * go to the common error display.
 */
export function useReviewMutations() {
  const queryClient = useQueryClient()
  const onSuccess = (answer: { message?: string }) => {
    if (answer.message) toastSuccess(answer.message)
    return Promise.all([
      queryClient.invalidateQueries({
        queryKey: $api.queryOptions('get', '/api/v1/client/reviews').queryKey,
      }),
      // Every product query, whatever its slug: the key's method and path.
      queryClient.invalidateQueries({ queryKey: productQuery('').queryKey.slice(0, 2) }),
    ])
  }
  const onError = (error: unknown) => showError(error)
  return {
    create: $api.useMutation('post', '/api/v1/client/reviews', { onSuccess, onError }),
    update: $api.useMutation('put', '/api/v1/client/reviews/{id}', { onSuccess, onError }),
    remove: $api.useMutation('delete', '/api/v1/client/reviews/{id}', { onSuccess, onError }),
  }
}

/** The cart (only when signed in), to add to a line's quantity rather than replace it. */
export function useCartLines(signedIn: boolean) {
  return $api.useQuery('get', '/api/v1/client/cart', undefined, {
    enabled: signedIn,
    select: (answer) => answer.data.items,
  })
}

/** Sets a variant's cart quantity; the answer is the new cart, written straight into the cache. */
export function useAddToCart() {
  const queryClient = useQueryClient()
  return $api.useMutation('post', '/api/v1/client/cart/addOrUpdate', {
    onSuccess: (answer) => {
      queryClient.setQueryData($api.queryOptions('get', '/api/v1/client/cart').queryKey, answer)
      toastSuccess(answer.message)
    },
    onError: (error) => showError(error),
  })
}
