import { StarIcon } from './icons'

/** Five stars filled to the rounded rating; `label` is the accessible text, e.g. "Rated 4.5 out of 5". */
export function RatingStars({ rating, label, size = 14 }: { rating: number; label: string; size?: number }) {
  const filled = Math.round(rating)
  return (
    <span role="img" aria-label={label} className="inline-flex text-accent">
      {[1, 2, 3, 4, 5].map((n) => (
        <StarIcon key={n} size={size} filled={n <= filled} className={n <= filled ? '' : 'text-line'} />
      ))}
    </span>
  )
}
