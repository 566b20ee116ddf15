import { productSummary, type Review } from '../../store/catalog.ts'
import { paginate } from '../../store/commerce.ts'
import { createReview, deleteReview, findReview, listReviews, updateReview } from '../../store/reviews.ts'
import { invalid } from '../field-rules.ts'
import { errorBody, route, securedRoute } from '../route.ts'

/** The name a review shows (openapi.yaml, Review.author): the first name and the initial of the last. */
export function publicName(full: string): string {
  const words = full.trim().split(/\s+/)
  const first = words[0] ?? ''
  const initial = words.length > 1 ? [...(words.at(-1) ?? '')][0] : undefined
  return initial ? `${first} ${initial}.` : first
}

const shown = (review: Review): Review => ({
  ...review,
  author: { ...review.author, name: publicName(review.author.name) },
})

function ratingProblem(rating: unknown): string | null {
  if (rating === undefined || rating === null) return 'Rating is required.'
  if (typeof rating !== 'number' || !Number.isInteger(rating)) return 'Rating must be an integer.'
  if (rating > 5) return 'Maximum rating is 5.'
  if (rating < 1) return 'Minimum rating is 1.'
  return null
}

export const reviewHandlers = [
  route('get', '/api/v1/client/reviews', async ({ query, session, reply }) => {
    const perPage = query.per_page ?? 10
    if (query.product_id !== undefined) {
      const list = listReviews({ productId: query.product_id })
      const breakdown = [5, 4, 3, 2, 1].map((stars) => ({
        stars,
        count: list.filter((review) => review.rating === stars).length,
      }))
      const sum = list.reduce((total, review) => total + review.rating, 0)
      const average = list.length === 0 ? 0 : Math.round((sum / list.length) * 10) / 10
      return reply(200, {
        result: true,
        message: 'OK',
        ...paginate(list.map(shown), query.page, perPage),
        summary: { average, count: list.length, breakdown },
      })
    }
    // The contract makes the token optional here: without a product, the list is one's own.
    if (!session) return reply(401, errorBody('Please login to continue.'))
    return reply(200, {
      result: true,
      message: 'OK',
      ...paginate(listReviews({ authorId: session.clientId }).map(shown), query.page, perPage),
    })
  }),

  securedRoute('post', '/api/v1/client/reviews', async ({ body, session, reply }) => {
    const { client } = session
    const problem = ratingProblem(body.rating)
    if (problem) return reply(422, invalid({ rating: [problem] }))
    if (!productSummary(body.product_id)) return reply(404, errorBody('Product not found.'))
    if (listReviews({ productId: body.product_id, authorId: client.id }).length > 0) {
      return reply(409, errorBody('You have already reviewed this product.'))
    }
    const review = await createReview({
      product_id: body.product_id,
      rating: body.rating,
      comment: body.comment.trim(),
      author: { id: client.id, name: client.name },
    })
    return reply(200, { result: true, message: 'Thank you for your review.', data: shown(review) })
  }),

  securedRoute('put', '/api/v1/client/reviews/{id}', async ({ body, params, session, reply }) => {
    const review = findReview(params.id)
    if (!review) return reply(404, errorBody('Review not found.'))
    if (review.author.id !== session.clientId) return reply(403, errorBody('This action is unauthorized.'))
    const problem = ratingProblem(body.rating)
    if (problem) return reply(422, invalid({ rating: [problem] }))
    const updated = await updateReview(review.id, { rating: body.rating, comment: body.comment.trim() })
    if (!updated) return reply(404, errorBody('Review not found.'))
    return reply(200, { result: true, message: 'Review updated.', data: shown(updated) })
  }),

  securedRoute('delete', '/api/v1/client/reviews/{id}', async ({ params, session, reply }) => {
    const review = findReview(params.id)
    if (!review) return reply(404, errorBody('Review not found.'))
    if (review.author.id !== session.clientId) return reply(403, errorBody('This action is unauthorized.'))
    deleteReview(review.id)
    return reply(200, { result: true, message: 'Review deleted.' })
  }),
]
