export interface ReviewValues {
  /** 0 while no star is chosen. */
  rating: number
  comment: string
}

export type ReviewErrorKey = 'ratingRequired' | 'ratingMax' | 'ratingInteger' | 'commentMax'

/** The contract's limit on a review's text. */
export const COMMENT_MAX = 2000

/** Field → message key (validation.*) for each invalid field; empty when the review can be sent. */
export function validateReview(values: ReviewValues): Partial<Record<keyof ReviewValues, ReviewErrorKey>> {
  const errors: Partial<Record<keyof ReviewValues, ReviewErrorKey>> = {}
  const { rating } = values
  if (!Number.isFinite(rating) || rating < 1) errors.rating = 'ratingRequired'
  else if (rating > 5) errors.rating = 'ratingMax'
  else if (!Number.isInteger(rating)) errors.rating = 'ratingInteger'
  if (values.comment.trim().length > COMMENT_MAX) errors.comment = 'commentMax'
  return errors
}
