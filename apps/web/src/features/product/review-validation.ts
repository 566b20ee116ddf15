import * as v from 'valibot'
import { spec } from '../../lib/validation'

export const COMMENT_MAX = 2000

/** A review's rules with the spec's messages (§5); a rating of 0 means no star is chosen. */
export const reviewSchema = v.object({
  rating: v.pipe(
    v.number(spec('ratingRequired')),
    v.check((rating) => Number.isFinite(rating) && rating >= 1, spec('ratingRequired')),
    v.maxValue(5, spec('ratingMax')),
    v.integer(spec('ratingInteger')),
  ),
  comment: v.pipe(v.string(), v.trim(), v.maxLength(COMMENT_MAX, spec('commentMax'))),
})

export type ReviewValues = v.InferInput<typeof reviewSchema>
