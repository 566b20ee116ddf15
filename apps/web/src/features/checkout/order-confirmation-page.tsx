import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { addressLine } from '../../components/address/address-line'
import { Ltr, ltrText } from '../../components/bidi'
import { OrderItemLines } from '../../components/order-line'
import { PlacedOrderTotals } from '../../components/order-totals'
import { Price } from '../../components/price'
import { ReadFailed, type ReadState, readState } from '../../components/read-state'
import { type AnyOrder, arrivalDate, orderCurrency, useOrder, usePreOrder } from '../../data/orders'
import { NotFoundStatus, useDocumentMeta } from '../../lib/document-meta'
import { intlLocale, LL } from '../../lib/language-store'
import { hrefOf, PRE_ORDER, usePageParams } from '../../lib/pages'
import { orderCharge } from '../../lib/shown-totals'

function useConfirmedOrder() {
  const { orderId: id, preOrder } = usePageParams('orderConfirmation')
  const order = useOrder(preOrder ? 0 : id)
  const pre = usePreOrder(preOrder ? id : 0)
  const query = preOrder ? pre : order
  const state: ReadState = id > 0 ? readState<AnyOrder>(query) : 'not-found'
  return { order: query.data, state, retry: () => query.refetch() }
}

function Unconfirmed({ state, retry }: { state: ReadState; retry: () => void }) {
  useSignals()
  const t = LL.value.confirmation
  if (state === 'failed') return <ReadFailed page onRetry={retry} />
  if (state === 'loading')
    return (
      <section className="page-container py-8">
        <div className="skeleton h-64 w-full" aria-busy="true" />
      </section>
    )
  return (
    <section className="page-container py-8">
      <NotFoundStatus />
      <h1 className="mb-4 text-3xl font-bold">{t.missingTitle()}</h1>
      <p className="mb-4 text-muted">{t.missing()}</p>
      <Link href={hrefOf('shop')} className="btn-primary">
        {LL.value.checkout.continueShopping()}
      </Link>
    </section>
  )
}

function OrderFacts({ order }: { order: AnyOrder }) {
  useSignals()
  const t = LL.value.confirmation
  const date = new Intl.DateTimeFormat(intlLocale.value, { dateStyle: 'long', timeZone: 'UTC' })
  const currency = orderCurrency(order)
  const arrival = arrivalDate(order)
  return (
    <dl className="card grid gap-4 p-4 sm:grid-cols-2">
      <div>
        <dt className="text-sm text-muted">{t.orderNumber()}</dt>
        <dd className="text-xl font-semibold" data-testid="order-number">
          <Ltr>{order.order_number}</Ltr>
        </dd>
      </div>
      {arrival ? (
        <div>
          <dt className="text-sm text-muted">{t.arrivalLabel()}</dt>
          <dd data-testid="arrival">{t.arrival({ date: date.format(new Date(arrival)) })}</dd>
        </div>
      ) : null}
      <div>
        <dt className="text-sm text-muted">{LL.value.orders.shipping()}</dt>
        <dd>{addressLine(order.shipping_address)}</dd>
      </div>
      {order.type === 'pre_order' ? (
        <>
          <div>
            <dt className="text-sm text-muted">{LL.value.orders.readyDate()}</dt>
            <dd>
              <time dateTime={order.estimated_ready_date}>
                {date.format(new Date(order.estimated_ready_date))}
              </time>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{LL.value.orders.shippingDate()}</dt>
            <dd>
              <time dateTime={order.expected_shipping_date}>
                {date.format(new Date(order.expected_shipping_date))}
              </time>
            </dd>
          </div>
        </>
      ) : (
        <div>
          <dt className="text-sm text-muted">{t.cashDue({ code: ltrText(currency.code) })}</dt>
          <dd className="font-semibold" data-testid="cash-due">
            <Price
              bill={{ lines: order.items.map(orderCharge), charges: order }}
              part="total"
              currency={currency}
            />
          </dd>
        </div>
      )}
    </dl>
  )
}

export default function OrderConfirmationPage() {
  useSignals()
  const t = LL.value.confirmation
  const { order, state, retry } = useConfirmedOrder()
  const preOrder = order?.type === PRE_ORDER
  useDocumentMeta({ title: preOrder ? t.preOrderTitle() : t.title() })
  if (!order || state !== 'ready') return <Unconfirmed state={state} retry={retry} />

  const currency = orderCurrency(order)
  return (
    <section className="page-container flex max-w-3xl flex-col gap-6 py-8">
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold">{preOrder ? t.preOrderTitle() : t.title()}</h1>
        <p className="text-muted">{preOrder ? t.preOrderText() : t.text()}</p>
      </div>
      <OrderFacts order={order} />
      <div className="card flex flex-col gap-4 p-4">
        <h2 className="text-lg font-semibold">{LL.value.checkout.summary()}</h2>
        <OrderItemLines items={order.items} currency={currency} />
        <PlacedOrderTotals order={order} currency={currency} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Link href={hrefOf(preOrder ? 'preOrder' : 'order', { orderId: order.id })} className="btn-primary">
          {preOrder ? t.viewPreOrder() : t.viewOrder()}
        </Link>
        <Link href={hrefOf('shop')} className="btn-outline">
          {LL.value.checkout.continueShopping()}
        </Link>
      </div>
    </section>
  )
}
