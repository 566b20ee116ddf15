import { useSignals } from '@preact/signals-react/runtime'
import { LL } from '../lib/language-store'
import { Price } from './price'

interface OrderTotalsProps {
  subtotal: number
  discount: number
  shipping: number
  free_shipping: boolean
  total: number
}

/** The server's figures as they are: nothing here is computed in the browser. */
export function OrderTotals({ subtotal, discount, shipping, free_shipping, total }: OrderTotalsProps) {
  useSignals()
  const t = LL.value.checkout
  return (
    <dl className="flex flex-col gap-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt>{t.subtotal()}</dt>
        <dd>
          <Price amount={subtotal} />
        </dd>
      </div>
      {discount > 0 ? (
        <div className="flex justify-between gap-4">
          <dt>{t.discount()}</dt>
          <dd>
            <Price amount={-discount} />
          </dd>
        </div>
      ) : null}
      <div className="flex justify-between gap-4">
        <dt>{t.shipping()}</dt>
        <dd>
          {free_shipping ? <span className="font-semibold">{t.free()}</span> : <Price amount={shipping} />}
        </dd>
      </div>
      <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-semibold">
        <dt>{t.total()}</dt>
        <dd>
          <Price amount={total} />
        </dd>
      </div>
    </dl>
  )
}
