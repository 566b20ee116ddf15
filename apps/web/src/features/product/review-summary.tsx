import { useSignals } from '@preact/signals-react/runtime'
import type { components } from '@storefront/sdk'
import { RatingStars } from '../../components/rating-stars'
import { intlLocale, LL } from '../../lib/language-store'

type Summary = components['schemas']['ReviewSummary']

export function ReviewSummary({ summary }: { summary: Summary }) {
  useSignals()
  const t = LL.value.product
  if (summary.count === 0) return null
  const average = new Intl.NumberFormat(intlLocale.value, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(summary.average)
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-8">
      <div className="flex flex-col items-start gap-1">
        <p className="text-4xl font-bold" data-testid="review-average">
          {average}
        </p>
        <RatingStars rating={summary.average} label={t.averageRating({ rating: average })} />
        <p className="text-sm text-muted">{t.basedOn({ count: summary.count })}</p>
      </div>
      <ul aria-label={t.ratingBreakdown()} className="flex w-full max-w-sm flex-col gap-1.5">
        {summary.breakdown.map(({ stars, count }) => {
          const percent = Math.round((count / summary.count) * 100)
          return (
            <li key={stars} className="flex items-center gap-2 text-sm">
              <span className="sr-only">{t.starShare({ value: stars, percent })}</span>
              <span aria-hidden="true" className="w-8 shrink-0 tabular-nums">
                {stars}★
              </span>
              <span aria-hidden="true" className="h-2 flex-1 overflow-hidden rounded-full bg-surface">
                <span className="block h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
              </span>
              <span aria-hidden="true" className="w-10 shrink-0 text-end tabular-nums text-muted">
                {percent}%
              </span>
            </li>
          )
        })}
      </ul>
    </div>
  )
}
