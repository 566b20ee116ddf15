import { describe, expect, it } from 'vitest'
import { fieldErrors } from '../../components/form/use-form'
import { COMMENT_MAX, reviewSchema } from './review-validation'

const check = (rating: number, comment = '') => fieldErrors(reviewSchema, { rating, comment })

describe('review validation (spec §5)', () => {
  it("says 'Rating is required.' when no star is chosen", () => {
    expect(check(0, 'Nice')).toEqual({ rating: 'Rating is required.' })
    expect(check(Number.NaN)).toEqual({ rating: 'Rating is required.' })
  })

  it("says 'Maximum rating is 5.' above 5 and 'Rating must be an integer.' for fractions", () => {
    expect(check(6)).toEqual({ rating: 'Maximum rating is 5.' })
    expect(check(3.5)).toEqual({ rating: 'Rating must be an integer.' })
  })

  it('accepts 1 to 5 with or without a comment, up to the contract limit', () => {
    for (const rating of [1, 2, 3, 4, 5]) expect(check(rating)).toEqual({})
    expect(check(4, 'x'.repeat(COMMENT_MAX))).toEqual({})
    expect(check(4, 'x'.repeat(COMMENT_MAX + 1))).toEqual({
      comment: 'A review can be at most 2000 characters.',
    })
  })
})
