import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import { MinusIcon, PlusIcon } from '../../components/icons'
import { LL } from '../../lib/language-store'

export function QuantityInput({
  value,
  max,
  onChange,
  disabled,
  describedBy,
}: {
  value: number
  max: number
  onChange: (n: number) => void
  disabled?: boolean
  /** Says why the steppers may be off (no size chosen yet, or the stock left). */
  describedBy?: string
}) {
  useSignals()
  const t = LL.value.product
  const id = useId()
  const clamp = (n: number) => Math.max(1, Math.min(max, Number.isFinite(n) ? Math.round(n) : 1))
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t.quantity()}
      </label>
      <div className="inline-flex h-11 w-fit items-center rounded-md border border-line">
        <button
          type="button"
          className="icon-btn h-full"
          aria-label={t.decreaseQuantity()}
          aria-describedby={describedBy}
          disabled={disabled || value <= 1}
          onClick={() => onChange(clamp(value - 1))}
        >
          <MinusIcon size={16} />
        </button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={max}
          value={value}
          disabled={disabled}
          aria-describedby={describedBy}
          onChange={(event) => onChange(clamp(event.target.valueAsNumber))}
          className="h-full w-14 appearance-none border-x border-line bg-bg text-center text-sm [-moz-appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none"
        />
        <button
          type="button"
          className="icon-btn h-full"
          aria-label={t.increaseQuantity()}
          aria-describedby={describedBy}
          disabled={disabled || value >= max}
          onClick={() => onChange(clamp(value + 1))}
        >
          <PlusIcon size={16} />
        </button>
      </div>
    </div>
  )
}
