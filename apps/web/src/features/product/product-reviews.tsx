import { useSignals } from '@preact/signals-react/runtime'
import { RatingStars } from '../../components/rating-stars'
import { intlLocale, LL } from '../../lib/language-store'
import { useProductReviews } from './api'

export function ProductReviews({ productId }: { productId: number }) {
  useSignals()
  const t = LL.value.product
  const reviews = useProductReviews(productId)
  if (reviews.isPending) return <div className="skeleton h-24 w-full" aria-busy="true" />
  if (reviews.isError) return <p className="text-muted">{LL.value.errors.loadFailed()}</p>
  const list = reviews.data.data
  if (list.length === 0) return <p className="text-muted">{t.noReviews()}</p>
  const date = new Intl.DateTimeFormat(intlLocale.value, { dateStyle: 'medium' })
  return (
    <ul className="flex flex-col divide-y divide-line">
      {list.map((review) => (
        <li key={review.id} className="py-4">
          <div className="mb-1 flex flex-wrap items-center gap-x-3 gap-y-1">
            <RatingStars rating={review.rating} label={t.ratingLabel({ rating: review.rating })} />
            <span className="text-sm font-medium">{review.author.name}</span>
            <time dateTime={review.created_at} className="text-xs text-muted">
              {date.format(new Date(review.created_at))}
            </time>
          </div>
          <p className="text-sm">{review.comment}</p>
        </li>
      ))}
    </ul>
  )
}
