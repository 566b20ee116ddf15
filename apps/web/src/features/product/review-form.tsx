import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useId } from 'react'
import { FieldError } from '../../components/form/field-error'
import { errorId } from '../../components/form/field-shell'
import { TextareaField } from '../../components/form/textarea-field'
import { useForm } from '../../components/form/use-form'
import { RatingInput } from '../../components/ui/rating-input'
import { LL } from '../../lib/language-store'
import { COMMENT_MAX, type ReviewValues, reviewSchema } from './review-validation'

interface ReviewFormProps {
  heading: string
  initial: ReviewValues
  submitLabel: string
  busy: boolean
  /** Sends the review; resolves once saved, rejects when the server refuses it (the text stays). */
  onSubmit: (values: ReviewValues) => Promise<unknown>
  onCancel?: () => void
  /** Opened by Edit: the rating takes the focus (the Edit button is gone). */
  autoFocus?: boolean
}

export function ReviewForm({
  heading,
  initial,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  autoFocus,
}: ReviewFormProps) {
  useSignals()
  const t = LL.value
  const id = useId()
  const { errors, field, choice, formProps } = useForm({
    schema: reviewSchema,
    initial,
    onSubmit,
  })
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the form opens
  useEffect(() => {
    const form = formProps.ref.current
    if (autoFocus)
      (
        form?.querySelector<HTMLElement>('input:checked') ?? form?.querySelector<HTMLElement>('input')
      )?.focus()
  }, [])

  return (
    <form {...formProps} aria-labelledby={`${id}-heading`} className="card flex flex-col gap-4 p-5">
      <h3 id={`${id}-heading`} className="text-lg font-semibold">
        {heading}
      </h3>
      <div className="flex flex-col gap-1">
        <RatingInput
          label={t.product.yourRating()}
          {...choice('rating')}
          starLabel={(value) => t.product.starLabel({ value })}
          disabled={busy}
          invalid={!!errors.rating}
          describedBy={errors.rating ? errorId(`${id}-rating`) : undefined}
        />
        <FieldError id={`${id}-rating`} error={errors.rating} />
      </div>
      <TextareaField {...field('comment')} label={t.product.reviewText()} maxLength={COMMENT_MAX} />
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
