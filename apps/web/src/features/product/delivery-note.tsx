import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { ltrRange, ltrText } from '../../components/bidi'
import { useFormatMoney } from '../../components/price'
import { formatDay } from '../../lib/day'
import { intlLocale, LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { configNumber, useSettings } from '../../lib/settings'

export function DeliveryNote({ price, readyDate }: { price: number; readyDate?: string | null }) {
  useSignals()
  const t = LL.value.product
  const format = useFormatMoney()
  const config = useSettings().data?.config
  const fee = configNumber(config, 'shipping_flat_fee')
  const threshold = configNumber(config, 'free_shipping_threshold')
  const minDays = configNumber(config, 'delivery_days_min')
  const maxDays = configNumber(config, 'delivery_days_max')
  const returnDays = configNumber(config, 'return_days')

  const shipping =
    fee === null
      ? null
      : threshold === null
        ? t.shippingFlat({ fee: ltrText(format(fee)) })
        : price >= threshold
          ? t.shippingFreeHere({ threshold: ltrText(format(threshold)) })
          : t.shippingFee({ fee: ltrText(format(fee)), threshold: ltrText(format(threshold)) })
  const days =
    minDays === null || maxDays === null
      ? null
      : minDays === maxDays
        ? ltrText(String(minDays))
        : ltrRange(String(minDays), String(maxDays))

  return (
    <section aria-labelledby="delivery-note" className="rounded-lg border border-line p-4 text-sm">
      <h2 id="delivery-note" className="mb-2 font-semibold">
        {t.deliveryAndReturns()}
      </h2>
      <ul className="flex flex-col gap-1.5">
        {days ? (
          <li data-testid="delivery-estimate">
            {readyDate
              ? t.preOrderDelivery({ date: formatDay(readyDate, intlLocale.value), range: days })
              : t.deliveryEstimate({ range: days })}
          </li>
        ) : null}
        {shipping ? <li data-testid="shipping-cost">{shipping}</li> : null}
        <li>{t.cashOnDelivery()}</li>
        <li>
          {returnDays === null ? null : <>{t.returnWithin({ days: returnDays })} · </>}
          <Link href={hrefOf('return-policy')} className="text-link underline underline-offset-2">
            {t.returnPolicyLink()}
          </Link>
        </li>
      </ul>
    </section>
  )
}
