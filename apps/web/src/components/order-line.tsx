import { useSignals } from '@preact/signals-react/runtime'
import { LL } from '../lib/language-store'
import { mediaUrl } from '../lib/media'
import type { DisplayCurrency } from '../lib/money'
import { type ChargedLine, orderCharge } from '../lib/shown-totals'
import { Price } from './price'
import { VariantText } from './variant-text'

interface OrderLineProps {
  image: string
  name: string
  color?: string | null | undefined
  size?: string | null | undefined
  charge: ChargedLine
  /** A placed order's own currency; a cart's line follows the header's. */
  currency?: DisplayCurrency | undefined
  withUnit?: boolean
}

export function OrderLine({ image, name, color, size, charge, currency, withUnit }: OrderLineProps) {
  useSignals()
  return (
    <li className="flex items-center gap-3 text-sm">
      <img
        src={image}
        alt=""
        width={48}
        height={48}
        className="size-12 shrink-0 rounded-md bg-surface object-cover"
      />
      <span className="flex min-w-0 flex-1 flex-col">
        {/* Its own direction, so a Latin name is cut at its end, not at its start. */}
        <span className="truncate font-medium" dir="auto">
          {name}
        </span>
        <span className="text-muted">
          <VariantText color={color} size={size} />
          {LL.value.checkout.quantity({ count: charge.quantity })}
          {withUnit ? (
            <>
              {' · '}
              <Price line={charge} part="unit" currency={currency} className="whitespace-nowrap" />
            </>
          ) : null}
        </span>
      </span>
      <Price line={charge} currency={currency} />
    </li>
  )
}

interface OrderItem {
  id: number
  image: { url: string }
  product_name: string
  color?: string | null
  size?: string | null
  price: number
  quantity: number
  line_total: number
}

export function OrderItemLines({
  items,
  currency,
  withUnit,
}: {
  items: readonly OrderItem[]
  currency: DisplayCurrency
  withUnit?: boolean
}) {
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <OrderLine
          key={item.id}
          image={mediaUrl(item.image.url)}
          name={item.product_name}
          color={item.color}
          size={item.size}
          charge={orderCharge(item)}
          currency={currency}
          withUnit={withUnit}
        />
      ))}
    </ul>
  )
}
