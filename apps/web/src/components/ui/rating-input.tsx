import { RatingGroup } from '@ark-ui/react/rating-group'
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

/** A radio group, so Tab enters it once and arrows (mirrored in right-to-left), Home and End choose. */
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
  return (
    <RatingGroup.Root
      count={5}
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      translations={{ ratingValueText: starLabel }}
      name={name}
      disabled={disabled}
      className="flex flex-col gap-1"
    >
      <RatingGroup.Label className="text-sm font-medium">{label}</RatingGroup.Label>
      <RatingGroup.Control
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        className="flex w-fit gap-1 rounded-md"
      >
        <RatingGroup.Context>
          {({ items }) =>
            items.map((item) => (
              <RatingGroup.Item
                key={item}
                index={item}
                className="focusable cursor-pointer rounded text-muted data-[highlighted]:text-accent-dark data-[disabled]:opacity-60 dark:data-[highlighted]:text-accent"
              >
                <RatingGroup.ItemContext>
                  {(state) => <StarIcon size={28} filled={state.highlighted} />}
                </RatingGroup.ItemContext>
              </RatingGroup.Item>
            ))
          }
        </RatingGroup.Context>
      </RatingGroup.Control>
      <RatingGroup.HiddenInput />
    </RatingGroup.Root>
  )
}
