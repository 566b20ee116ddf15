import { useSignals } from '@preact/signals-react/runtime'
import { shownCurrency } from '../lib/currency-store'
import { LL } from '../lib/language-store'
import type { DisplayCurrency } from '../lib/money'
import { type ChargedLine, type Charges, orderCharge, shownTotals } from '../lib/shown-totals'
import { Ltr } from './bidi'
import { Price } from './price'

interface OrderTotalsProps extends Charges {
  lines: readonly ChargedLine[]
  currency?: DisplayCurrency
  couponCode?: string | null
}

/** The server's figures in the selected currency, made to add up as shown (docs/decisions/0023). */
export function OrderTotals({ lines, currency: own, couponCode, ...charges }: OrderTotalsProps) {
  useSignals()
  const t = LL.value.checkout
  const currency = own ?? shownCurrency.value
  const bill = { lines, charges }
  const shown = shownTotals(lines, charges, currency)
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt>{t.subtotal()}</dt>
        <dd>
          <Price bill={bill} part="subtotal" currency={currency} />
        </dd>
      </div>
      {shown.discount > 0 ? (
        <div className="flex justify-between gap-4">
          <dt>
            {t.discount()}
            {couponCode ? (
              <>
                {' '}
                (<Ltr>{couponCode}</Ltr>)
              </>
            ) : null}
          </dt>
          <dd>
            <Price bill={bill} part="discount" negative currency={currency} />
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt>{t.shipping()}</dt>
        <dd>
          {charges.free_shipping ? (
            <span className="font-semibold">{t.free()}</span>
          ) : (
            <Price bill={bill} part="shipping" currency={currency} />
          )}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>{t.total()}</dt>
        <dd data-testid="order-total">
          <Price bill={bill} part="total" currency={currency} />
        </dd>
      </div>
    </dl>
  )
}

type PlacedOrder = Charges & {
  items: readonly Parameters<typeof orderCharge>[0][]
  coupon_code?: string | null
}

export function PlacedOrderTotals({ order, currency }: { order: PlacedOrder; currency: DisplayCurrency }) {
  return (
    <OrderTotals
      lines={order.items.map(orderCharge)}
      discount={order.discount}
      shipping={order.shipping}
      free_shipping={order.free_shipping}
      currency={currency}
      couponCode={order.coupon_code}
    />
  )
}
