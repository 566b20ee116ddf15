import { useSignals } from '@preact/signals-react/runtime'
import type { components } from '@storefront/sdk'
import { Link } from 'wouter'
import { STOPPED_STATUSES, statusKey } from '../../components/order-status'
import { Price } from '../../components/price'
import { ReadFailed, readState } from '../../components/read-state'
import { type OrderStatus, orderCurrency } from '../../data/orders'
import { shownTimeZone } from '../../lib/hydration'
import { intlLocale, LL } from '../../lib/language-store'
import { mediaUrl } from '../../lib/media'
import { hrefOf } from '../../lib/pages'
import { orderCharge } from '../../lib/shown-totals'

type Listed = components['schemas']['Order'] | components['schemas']['PreOrder']

// Colour tells finished, stopped and moving orders apart at a glance; the words still say which.
const CHIP = {
  done: 'border-success/50 bg-success/10',
  stopped: 'border-danger/50 bg-danger/10',
  moving: 'border-primary/40 bg-primary/10',
} as const

const toneOf = (status: OrderStatus): keyof typeof CHIP =>
  STOPPED_STATUSES.includes(status)
    ? 'stopped'
    : status === 'Delivered' || status === 'Completed'
      ? 'done'
      : 'moving'

interface OrderListProps {
  read: { data: { data: Listed[] } | undefined; isError: boolean; error: unknown; refetch: () => unknown }
  empty: string
}

export function OrderList({ read, empty }: OrderListProps) {
  useSignals()
  const t = LL.value.account
  const state = readState(read, (answer) => answer.data.length === 0)
  if (state === 'loading') return <div className="skeleton h-24 w-full" aria-busy="true" />
  if (state === 'failed' || state === 'not-found') return <ReadFailed onRetry={() => read.refetch()} />
  if (state === 'empty')
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-muted">{empty}</p>
        <Link href={hrefOf('shop')} className="btn-primary">
          {t.startShopping()}
        </Link>
      </div>
    )
  const orders = read.data?.data ?? []
  const date = new Intl.DateTimeFormat(intlLocale.value, {
    dateStyle: 'medium',
    timeZone: shownTimeZone.value,
  })
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => {
        const count = order.items.reduce((sum, item) => sum + item.quantity, 0)
        const href =
          order.type === 'pre_order'
            ? hrefOf('preOrder', { orderId: order.id })
            : hrefOf('order', { orderId: order.id })
        return (
          <li key={order.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
            <div className="flex items-center gap-3">
              <div className="flex shrink-0 -space-x-3 rtl:space-x-reverse">
                {order.items.slice(0, 3).map((item) => (
                  <img
                    key={item.id}
                    src={mediaUrl(item.image.url)}
                    alt={item.product_name}
                    width={48}
                    height={48}
                    loading="lazy"
                    className="size-12 rounded-md border-2 border-bg bg-surface object-cover"
                  />
                ))}
              </div>
              <div className="flex flex-col gap-1">
                <p className="font-semibold">
                  <bdi>{t.orderNumber({ number: order.order_number })}</bdi>
                </p>
                <p className="text-sm text-muted">
                  {t.placedOn({ date: date.format(new Date(order.created_at)) })} · {t.itemCount({ count })}
                </p>
                {order.type === 'pre_order' ? (
                  <p className="text-sm text-muted">
                    {t.readyBy({ date: date.format(new Date(order.estimated_ready_date)) })}
                  </p>
                ) : null}
              </div>
            </div>
            <div className="flex flex-wrap items-center gap-3">
              <span
                data-tone={toneOf(order.status)}
                className={`rounded-full border px-3 py-1 text-xs font-medium ${CHIP[toneOf(order.status)]}`}
              >
                {LL.value.orders.status[statusKey(order.status)]()}
              </span>
              <Price
                bill={{ lines: order.items.map(orderCharge), charges: order }}
                part="total"
                currency={orderCurrency(order)}
              />
              <Link href={href} className="btn-outline h-9 px-3">
                {t.viewDetails()}
              </Link>
            </div>
          </li>
        )
      })}
    </ul>
  )
}
