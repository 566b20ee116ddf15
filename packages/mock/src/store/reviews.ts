import { type Review, reviews } from './catalog.ts'

export function listReviews(filter: { productId?: number; authorId?: number } = {}): Review[] {
  return reviews
    .findMany((q) =>
      q.where(
        (r) =>
          (filter.productId === undefined || r.product_id === filter.productId) &&
          (filter.authorId === undefined || r.author.id === filter.authorId),
      ),
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id)
}

export function findReview(id: number): Review | null {
  return reviews.findFirst((q) => q.where({ id })) ?? null
}

export async function createReview(
  input: Pick<Review, 'product_id' | 'rating' | 'comment' | 'author'>,
): Promise<Review> {
  const id = reviews.all().reduce((max, r) => Math.max(max, r.id), 0) + 1
  return reviews.create({ ...input, id, created_at: new Date().toISOString() })
}

export async function updateReview(
  id: number,
  patch: Pick<Review, 'rating' | 'comment'>,
): Promise<Review | null> {
  const next = await reviews.update((q) => q.where({ id }), {
    data(draft) {
      draft.rating = patch.rating
      draft.comment = patch.comment
    },
  })
  return next ?? null
}

export function deleteReview(id: number): Review | null {
  return reviews.delete((q) => q.where({ id })) ?? null
}
