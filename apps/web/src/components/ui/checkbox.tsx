import { Checkbox as ArkCheckbox } from '@ark-ui/react/checkbox'
import type { ReactNode } from 'react'
import { CheckIcon } from '../icons'

// The native input covers the row, transparent, so clicks (and test drivers' hit checks) land on it.
const COVER = {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  clip: 'auto',
  overflow: 'visible',
  cursor: 'pointer',
} as const

interface CheckboxProps {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  children: ReactNode
  name?: string
  value?: string
  invalid?: boolean
  describedBy?: string
}

export function Checkbox({
  checked,
  onCheckedChange,
  children,
  name,
  value,
  invalid,
  describedBy,
}: CheckboxProps) {
  return (
    <ArkCheckbox.Root
      checked={checked}
      onCheckedChange={(details) => onCheckedChange(details.checked === true)}
      name={name}
      value={value}
      invalid={invalid}
      className="group relative flex cursor-pointer items-center gap-2 text-sm"
    >
      <ArkCheckbox.Control className="flex size-4.5 shrink-0 items-center justify-center rounded border border-muted bg-bg text-primary-fg data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[invalid]:border-danger group-has-[:focus-visible]:outline-solid group-has-[:focus-visible]:outline-2 group-has-[:focus-visible]:outline-offset-2 group-has-[:focus-visible]:outline-ring">
        <ArkCheckbox.Indicator>
          <CheckIcon size={14} strokeWidth={3} />
        </ArkCheckbox.Indicator>
      </ArkCheckbox.Control>
      <ArkCheckbox.Label>{children}</ArkCheckbox.Label>
      <ArkCheckbox.HiddenInput aria-describedby={describedBy} style={COVER} />
    </ArkCheckbox.Root>
  )
}
