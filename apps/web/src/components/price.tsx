import { useSignals } from '@preact/signals-react/runtime'
import { shownCurrency } from '../lib/currency-store'
import { intlLocale } from '../lib/language-store'
import { type DisplayCurrency, formatMoney, formatShown } from '../lib/money'
import { Ltr } from './bidi'

/**
 * A USD amount shown in the selected currency, with the old price struck through when on sale.
 * `converted` amounts are in the selected currency already (figures of `lib/shown-totals.ts`).
 */
export function Price({
  amount,
  compareAt,
  className = '',
  converted = false,
  currency,
}: {
  amount: number
  compareAt?: number | null
  className?: string
  converted?: boolean
  /** An order's own currency, instead of the one the header shows. */
  currency?: DisplayCurrency
}) {
  useSignals()
  const format = (value: number) =>
    (converted ? formatShown : formatMoney)(value, currency ?? shownCurrency.value, intlLocale.value)
  return (
    <span className={`inline-flex flex-wrap items-baseline gap-x-2 ${className}`}>
      <Ltr className="font-semibold text-fg">{format(amount)}</Ltr>
      {compareAt && compareAt > amount ? (
        <s className="text-sm text-muted">
          <Ltr>{format(compareAt)}</Ltr>
        </s>
      ) : null}
    </span>
  )
}

/** Formats in the selected currency for places that need a string (aria text, slider values). */
export function useFormatMoney() {
  useSignals()
  const selected = shownCurrency.value
  const tag = intlLocale.value
  return (amountUsd: number) => formatMoney(amountUsd, selected, tag)
}
