import { useSignals } from '@preact/signals-react/runtime'
import { useRef, useState } from 'react'
import { Link } from 'wouter'
import { RatingStars } from '../../components/rating-stars'
import { Dialog } from '../../components/ui/dialog'
import { useMe } from '../../data/me'
import { isSignedIn } from '../../lib/auth-store'
import { useFocusWhenLost } from '../../lib/focus-when-lost'
import { intlLocale, LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { useProductReviews, useReviewMutations } from './api'
import { ReviewForm } from './review-form'
import { ReviewSummary } from './review-summary'

type Review = NonNullable<ReturnType<typeof useProductReviews>['data']>['data'][number]

function OwnReviewActions({ review, onEdit }: { review: Review; onEdit: () => void }) {
  useSignals()
  const t = LL.value
  const { remove } = useReviewMutations()
  const [confirming, setConfirming] = useState(false)
  return (
    <div className="mt-2 flex gap-2">
      <button type="button" className="btn-outline h-8 px-3 text-sm" onClick={onEdit}>
        {t.product.editReview()}
      </button>
      <button type="button" className="btn-outline h-8 px-3 text-sm" onClick={() => setConfirming(true)}>
        {t.product.deleteReview()}
      </button>
      <Dialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.product.deleteReviewTitle()}
        closeLabel={t.common.close()}
        className="max-w-md"
      >
        <p className="mb-4 text-sm text-muted">{t.product.deleteReviewText()}</p>
        <div className="flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => setConfirming(false)}>
            {t.product.cancel()}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={remove.isPending}
            onClick={() => remove.mutate(review.id, { onSuccess: () => setConfirming(false) })}
          >
            {remove.isPending ? t.product.deleting() : t.product.deleteReview()}
          </button>
        </div>
      </Dialog>
    </div>
  )
}
function ReviewBody({ review, own, onEdit }: { review: Review; own: boolean; onEdit: () => void }) {
  useSignals()
  const t = LL.value.product
  const date = new Intl.DateTimeFormat(intlLocale.value, { dateStyle: 'medium' })
  return (
    <>
      <div className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-1">
        <RatingStars rating={review.rating} label={t.ratingLabel({ rating: review.rating })} />
        <span className="text-sm font-medium">
          <bdi>{review.author.name}</bdi>
        </span>
        {own ? (
          <span className="rounded-full bg-surface px-2 py-0.5 text-xs font-medium">{t.yourReview()}</span>
        ) : null}
        <time dateTime={review.created_at} className="text-xs text-muted">
          {date.format(new Date(review.created_at))}
        </time>
      </div>
      <p dir="auto" className="text-sm">
        {review.comment}
      </p>
      {own ? <OwnReviewActions review={review} onEdit={onEdit} /> : null}
    </>
  )
}

function WriteReview({ productId, canWrite }: { productId: number; canWrite: boolean }) {
  useSignals()
  const t = LL.value.product
  const { create } = useReviewMutations()
  if (!isSignedIn.value) {
    return (
      <p className="text-sm">
        <Link href={hrefOf('login')} className="font-medium text-link underline">
          {t.loginToReview()}
        </Link>
      </p>
    )
  }
  if (!canWrite) return null
  return (
    <ReviewForm
      heading={t.writeReview()}
      initial={{ rating: 0, comment: '' }}
      submitLabel={t.submitReview()}
      busy={create.isPending}
      onSubmit={(values) => create.mutateAsync({ product_id: productId, ...values })}
    />
  )
}

export function ProductReviews({ productId }: { productId: number }) {
  useSignals()
  const t = LL.value.product
  const reviews = useProductReviews(productId)
  const clientId = useMe().data?.id
  const { update } = useReviewMutations()
  const [editing, setEditing] = useState<number | null>(null)
  // Posting, saving or leaving the form takes its buttons away: the review itself takes the focus.
  const ownItem = useRef<HTMLLIElement>(null)
  const ownId =
    clientId === undefined ? undefined : reviews.data?.data.find((r) => r.author.id === clientId)?.id
  useFocusWhenLost(() => ownItem.current, ownId)
  useFocusWhenLost(() => ownItem.current, editing === null ? 'read' : null)

  if (reviews.isPending) return <div className="skeleton h-24 w-full" aria-busy="true" />
  if (reviews.isError) return <p className="text-muted">{LL.value.errors.loadFailed()}</p>
  const list = reviews.data.data
  const own = clientId === undefined ? undefined : list.find((review) => review.author.id === clientId)

  return (
    <div className="flex flex-col gap-6">
      {reviews.data.summary ? <ReviewSummary summary={reviews.data.summary} /> : null}
      <WriteReview productId={productId} canWrite={clientId !== undefined && !own} />
      {list.length === 0 ? (
        <p className="text-muted">{t.noReviews()}</p>
      ) : (
        <ul className="flex flex-col divide-y divide-line">
          {list.map((review) => (
            <li
              key={review.id}
              ref={review === own ? ownItem : undefined}
              tabIndex={review === own ? -1 : undefined}
              className="py-4 outline-none"
            >
              {editing === review.id ? (
                <ReviewForm
                  autoFocus
                  heading={t.yourReview()}
                  initial={{ rating: review.rating, comment: review.comment }}
                  submitLabel={t.saveReview()}
                  busy={update.isPending}
                  onCancel={() => setEditing(null)}
                  onSubmit={(values) =>
                    update.mutateAsync({ id: review.id, ...values }).then(() => setEditing(null))
                  }
                />
              ) : (
                <ReviewBody review={review} own={review === own} onEdit={() => setEditing(review.id)} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
