import { StarIcon } from './icons'

/** Filled to a tenth (4.6 fills most of the fifth star); `label` is the accessible text. */
export function RatingStars({
  rating,
  label,
  size = 14,
  showValue = false,
}: {
  rating: number
  label: string
  size?: number
  showValue?: boolean
}) {
  const value = Math.max(0, Math.min(5, Math.round(rating * 10) / 10))
  return (
    <span className="inline-flex items-center gap-1">
      <span role="img" aria-label={label} className="relative inline-flex text-line">
        {[1, 2, 3, 4, 5].map((n) => (
          <StarIcon key={n} size={size} filled />
        ))}
        {/* The filled layer is cut to the rating's width, from the reading start. */}
        <span
          aria-hidden="true"
          data-testid="rating-fill"
          className="absolute inset-y-0 start-0 inline-flex overflow-hidden text-accent"
          style={{ width: `${(value / 5) * 100}%` }}
        >
          {[1, 2, 3, 4, 5].map((n) => (
            <StarIcon key={n} size={size} filled className="shrink-0" />
          ))}
        </span>
      </span>
      {showValue ? (
        <span aria-hidden="true" className="font-semibold text-fg tabular-nums">
          {value.toFixed(1)}
        </span>
      ) : null}
    </span>
  )
}
