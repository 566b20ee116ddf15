import { useSignals } from '@preact/signals-react/runtime'
import { shownCurrency } from '../lib/currency-store'
import { LL } from '../lib/language-store'
import { type ChargedLine, type Charges, shownTotals } from '../lib/shown-totals'
import { Price } from './price'

interface OrderTotalsProps extends Charges {
  lines: readonly ChargedLine[]
}

/** The server's figures in the selected currency, made to add up as shown (docs/decisions/0023). */
export function OrderTotals({ lines, ...charges }: OrderTotalsProps) {
  useSignals()
  const t = LL.value.checkout
  const shown = shownTotals(lines, charges, shownCurrency.value)
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt>{t.subtotal()}</dt>
        <dd>
          <Price amount={shown.subtotal} converted />
        </dd>
      </div>
      {shown.discount > 0 ? (
        <div className="flex justify-between gap-4">
          <dt>{t.discount()}</dt>
          <dd>
            <Price amount={-shown.discount} converted />
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt>{t.shipping()}</dt>
        <dd>
          {charges.free_shipping ? (
            <span className="font-semibold">{t.free()}</span>
          ) : (
            <Price amount={shown.shipping} converted />
          )}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>{t.total()}</dt>
        <dd>
          <Price amount={shown.total} converted />
        </dd>
      </div>
    </dl>
  )
}
