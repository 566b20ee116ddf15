import type { components } from '@storefront/sdk'
import { useQuery } from '@tanstack/react-query'
import { productQuery } from '../../data/catalog-queries'
import { everyAnswerOf } from '../../data/keys'
import { $api, apiClient } from '../../lib/api'
import { useApiMutation } from '../../lib/mutation'
import type { LeanProduct } from '../../lib/product-card-data'

export function useProduct(slug: string) {
  return useQuery({ ...productQuery(slug), select: (answer): LeanProduct => answer.data })
}

const reviewsQuery = (productId?: number) =>
  $api.queryOptions(
    'get',
    '/api/v1/client/reviews',
    productId === undefined ? undefined : { params: { query: { product_id: productId } } },
  )

export function useProductReviews(productId: number) {
  return useQuery(reviewsQuery(productId))
}

type ReviewCreate = components['schemas']['ReviewCreateRequest']
type ReviewUpdate = components['schemas']['ReviewUpdateRequest']

const afterReview = [reviewsQuery().queryKey, everyAnswerOf('/api/v1/client/product/{id}')]

export function useReviewMutations() {
  return {
    create: useApiMutation({
      request: (body: ReviewCreate) => apiClient.POST('/api/v1/client/reviews', { body }),
      invalidate: afterReview,
      errors: 'fields',
    }),
    update: useApiMutation({
      request: ({ id, ...body }: ReviewUpdate & { id: number }) =>
        apiClient.PUT('/api/v1/client/reviews/{id}', { params: { path: { id } }, body }),
      invalidate: afterReview,
      errors: 'fields',
    }),
    remove: useApiMutation({
      request: (id: number) => apiClient.DELETE('/api/v1/client/reviews/{id}', { params: { path: { id } } }),
      invalidate: afterReview,
    }),
  }
}
