import { useSignals } from '@preact/signals-react/runtime'
import type { components } from '@storefront/sdk'
import { Link } from 'wouter'
import { Price } from '../../components/price'
import { ReadFailed, readState } from '../../components/read-state'
import { orderCurrency, statusKey } from '../../data/orders'
import { shownTimeZone } from '../../lib/hydration'
import { intlLocale, LL } from '../../lib/language-store'
import { orderPath, preOrderPath } from '../../lib/paths'
import { orderCharge } from '../../lib/shown-totals'

type Listed = components['schemas']['Order'] | components['schemas']['PreOrder']

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
  if (state === 'empty') return <p className="text-muted">{empty}</p>
  const orders = read.data?.data ?? []
  const date = new Intl.DateTimeFormat(intlLocale.value, {
    dateStyle: 'medium',
    timeZone: shownTimeZone.value,
  })
  return (
    <ul className="flex flex-col gap-3">
      {orders.map((order) => {
        const count = order.items.reduce((sum, item) => sum + item.quantity, 0)
        const href = order.type === 'pre_order' ? preOrderPath(order.id) : orderPath(order.id)
        return (
          <li key={order.id} className="card flex flex-wrap items-center justify-between gap-3 p-4">
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
            <div className="flex flex-wrap items-center gap-3">
              <span className="rounded-full bg-surface px-3 py-1 text-xs font-medium">
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
