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
