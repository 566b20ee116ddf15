import { describe, expect, it } from 'vitest'
import { COMMENT_MAX, validateReview } from './review-validation'

describe('review validation (spec §5)', () => {
  it("says 'Rating is required.' when no star is chosen", () => {
    expect(validateReview({ rating: 0, comment: 'Nice' })).toEqual({ rating: 'ratingRequired' })
    expect(validateReview({ rating: Number.NaN, comment: '' })).toEqual({ rating: 'ratingRequired' })
  })

  it("says 'Maximum rating is 5.' above 5 and 'Rating must be an integer.' for fractions", () => {
    expect(validateReview({ rating: 6, comment: '' })).toEqual({ rating: 'ratingMax' })
    expect(validateReview({ rating: 3.5, comment: '' })).toEqual({ rating: 'ratingInteger' })
  })

  it('accepts 1 to 5 with or without a comment, up to the contract limit', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(validateReview({ rating, comment: '' })).toEqual({})
    expect(validateReview({ rating: 4, comment: 'x'.repeat(COMMENT_MAX) })).toEqual({})
    expect(validateReview({ rating: 4, comment: 'x'.repeat(COMMENT_MAX + 1) })).toEqual({
      comment: 'commentMax',
    })
  })
})
