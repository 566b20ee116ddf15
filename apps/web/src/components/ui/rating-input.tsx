import { useId, useState } from 'react'
import { StarIcon } from '../icons'

interface RatingInputProps {
  label: string
  value: number
  onValueChange: (value: number) => void
  starLabel: (value: number) => string
  name?: string
  disabled?: boolean
  invalid?: boolean
  describedBy?: string | undefined
}

const STARS = [1, 2, 3, 4, 5] as const

/** Five native radios drawn as stars: Tab enters once, arrows choose (mirrored in RTL), none checked until chosen. */
export function RatingInput({
  label,
  value,
  onValueChange,
  starLabel,
  name,
  disabled,
  invalid,
  describedBy,
}: RatingInputProps) {
  const id = useId()
  const [pointed, setPointed] = useState<number | null>(null)
  const shown = pointed ?? value
  return (
    <div
      role="radiogroup"
      aria-labelledby={`${id}-label`}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className="flex flex-col gap-1"
    >
      <span id={`${id}-label`} className="text-sm font-medium">
        {label}
      </span>
      <div className="flex w-fit gap-1 rounded-md" onPointerLeave={() => setPointed(null)}>
        {STARS.map((star) => (
          <label
            key={star}
            onPointerEnter={() => !disabled && setPointed(star)}
            className={`cursor-pointer rounded has-[:focus-visible]:outline-solid has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring has-[:disabled]:opacity-60 ${
              star <= shown ? 'text-accent-dark dark:text-accent' : 'text-muted'
            }`}
          >
            <input
              type="radio"
              name={name ?? `${id}-rating`}
              value={star}
              checked={value === star}
              onChange={() => onValueChange(star)}
              disabled={disabled}
              aria-label={starLabel(star)}
              className="sr-only"
            />
            <StarIcon size={28} filled={star <= shown} />
          </label>
        ))}
      </div>
    </div>
  )
}
