import { useSignals } from '@preact/signals-react/runtime'
import { type FormEvent, useId, useState } from 'react'
import { RatingInput } from '../../components/ui/rating-input'
import { LL } from '../../lib/language-store'
import { COMMENT_MAX, type ReviewValues, validateReview } from './review-validation'

interface ReviewFormProps {
  heading: string
  initial: ReviewValues
  submitLabel: string
  busy: boolean
  /** Sends the review; resolves once saved, rejects when the server refuses it (the text stays). */
  onSubmit: (values: ReviewValues) => Promise<unknown>
  onCancel?: () => void
}

/** Rating and comment, checked on submit with the spec's messages next to the fields. */
export function ReviewForm({ heading, initial, submitLabel, busy, onSubmit, onCancel }: ReviewFormProps) {
  useSignals()
  const t = LL.value
  const id = useId()
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? validateReview(values) : {}
  const errorId = (field: keyof ReviewValues) => (errors[field] ? `${id}-${field}-error` : undefined)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(validateReview(values)).length > 0) return
    onSubmit({ rating: values.rating, comment: values.comment.trim() }).then(
      () => {
        setValues(initial)
        setSubmitted(false)
      },
      // Refused: the common error display has said why; what was typed stays.
      () => {},
    )
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="card flex flex-col gap-4 p-5"
    >
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h3>
      <div className="flex flex-col gap-1">
        <RatingInput
          label={t.product.yourRating()}
          name="rating"
          value={values.rating}
          onValueChange={(rating) => setValues((v) => ({ ...v, rating }))}
          starLabel={(value) => t.product.starLabel({ value })}
          disabled={busy}
          invalid={!!errors.rating}
          describedBy={errorId('rating')}
        />
        {errors.rating ? (
          <p id={errorId('rating')} className="text-sm text-danger">
            {t.validation[errors.rating]()}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">
          {t.product.reviewText()}
        </label>
        <textarea
          id={`${id}-comment`}
          name="comment"
          rows={4}
          maxLength={COMMENT_MAX}
          value={values.comment}
          onChange={(event) => setValues((v) => ({ ...v, comment: event.target.value }))}
          aria-invalid={errors.comment ? true : undefined}
          aria-describedby={errorId('comment')}
          className="field h-auto py-2"
        />
        {errors.comment ? (
          <p id={errorId('comment')} className="text-sm text-danger">
            {t.validation[errors.comment]()}
          </p>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t.product.sending() : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="btn-outline" onClick={onCancel} disabled={busy}>
            {t.product.cancel()}
          </button>
        ) : null}
      </div>
    </form>
  )
}
