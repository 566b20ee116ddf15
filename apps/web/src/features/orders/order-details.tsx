import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { AddressSummary } from '../../components/address/address-summary'
import { AutoDir, Ltr, ltrText } from '../../components/bidi'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { OrderItemLines } from '../../components/order-line'
import { statusKey } from '../../components/order-status'
import { PlacedOrderTotals } from '../../components/order-totals'
import { ConfirmAction } from '../../components/ui/confirm-action'
import {
  type AnyOrder,
  arrivalDate,
  orderCurrency,
  type PreOrder,
  useCancelOrder,
  useCancelPreOrder,
} from '../../data/orders'
import { rememberReturnTo } from '../../lib/auth-store'
import { NotFoundStatus, useDocumentMeta } from '../../lib/document-meta'
import { shownTimeZone } from '../../lib/hydration'
import { intlLocale, LL } from '../../lib/language-store'
import { hrefOf, PRE_ORDER } from '../../lib/pages'
import { BuyAgain } from './buy-again'
import { OrderReturns } from './order-returns'
import { OrderTimeline } from './order-timeline'

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card flex flex-col gap-2 p-4 text-sm">
      <h2 className="text-base font-semibold">{title}</h2>
      {children}
    </section>
  )
}

/** Cancel order leaves with its dialog: the new status takes the focus. */
function useFocusStatusOnCancel(cancellable: boolean) {
  const statusLine = useRef<HTMLSpanElement>(null)
  const cancelledHere = useRef(false)
  useEffect(() => {
    if (cancellable || !cancelledHere.current) return
    cancelledHere.current = false
    statusLine.current?.focus()
  }, [cancellable])
  return { statusLine, cancelledHere }
}

function CancelOrder({ order, onCancelled }: { order: AnyOrder; onCancelled: () => void }) {
  useSignals()
  const t = LL.value.orders
  const preOrder = order.type === 'pre_order'
  const cancelOrder = useCancelOrder()
  const cancelPreOrder = useCancelPreOrder()
  const cancel = preOrder ? cancelPreOrder : cancelOrder
  const cancelText = order.coupon_code
    ? `${t.cancelText()} ${t.cancelKeepsCoupon({ code: ltrText(order.coupon_code) })}`
    : t.cancelText()
  return (
    <ConfirmAction
      label={preOrder ? t.cancelPreOrder() : t.cancelOrder()}
      busyLabel={t.cancelling()}
      title={preOrder ? t.cancelPreOrderTitle() : t.cancelTitle()}
      text={cancelText}
      dismissLabel={t.keep()}
      busy={cancel.isPending}
      onConfirm={() => cancel.mutate(order.id, { onSuccess: onCancelled })}
      danger
    />
  )
}

export function OrderDetails({ order }: { order: AnyOrder }) {
  useSignals()
  const t = LL.value.orders
  const preOrder = order.type === 'pre_order'
  const title = preOrder
    ? t.preOrderTitle({ number: order.order_number })
    : t.orderTitle({ number: order.order_number })
  useDocumentMeta({ title })
  const placed = new Intl.DateTimeFormat(intlLocale.value, {
    dateStyle: 'long',
    timeZone: shownTimeZone.value,
  })
  const day = new Intl.DateTimeFormat(intlLocale.value, { dateStyle: 'long', timeZone: 'UTC' })
  const currency = orderCurrency(order)
  const arrival = arrivalDate(order)
  const { statusLine, cancelledHere } = useFocusStatusOnCancel(order.cancellable)

  return (
    <section className="page-container flex flex-col gap-6 py-8">
      <Breadcrumbs
        items={[
          { label: LL.value.common.home(), href: hrefOf('home') },
          {
            label: LL.value.account.title(),
            href: hrefOf('profile', { tab: preOrder ? PRE_ORDER : 'orders' }),
          },
          { label: title },
        ]}
      />
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <h1 className="text-3xl font-bold">
            <bdi>{title}</bdi>
          </h1>
          <p className="text-muted">
            {t.placedOn({ date: placed.format(new Date(order.created_at)) })} ·{' '}
            <span data-testid="order-status" ref={statusLine} tabIndex={-1} className="outline-none">
              {t.statusNow({ status: t.status[statusKey(order.status)]() })}
            </span>
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-3">
          {order.items.length > 0 ? <BuyAgain order={order} /> : null}
          {order.cancellable ? (
            <CancelOrder
              order={order}
              onCancelled={() => {
                cancelledHere.current = true
              }}
            />
          ) : null}
        </div>
      </header>

      <div className="grid items-start gap-6 lg:grid-cols-[20rem_1fr]">
        <section className="card p-4" aria-labelledby="progress-title">
          <h2 id="progress-title" className="mb-4 text-base font-semibold">
            {t.progress()}
          </h2>
          <OrderTimeline order={order} />
        </section>

        <div className="flex flex-col gap-6">
          {order.type === 'pre_order' ? <PreOrderDates order={order} day={day} /> : null}

          <Block title={t.items()}>
            <OrderItemLines items={order.items} currency={currency} withUnit />
          </Block>

          <OrderFacts order={order} day={day} currency={currency} arrival={arrival} />

          {order.type === 'order' ? <OrderReturns order={order} /> : null}
        </div>
      </div>
    </section>
  )
}

function PreOrderDates({ order, day }: { order: PreOrder; day: Intl.DateTimeFormat }) {
  useSignals()
  const t = LL.value.orders
  return (
    <section className="card flex flex-col gap-3 p-4 text-sm">
      {order.status === 'Awaiting Stock' ? (
        <p className="rounded-md bg-surface p-3" data-testid="awaiting-stock">
          {t.awaitingStock()}
        </p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="text-muted">{t.readyDate()}</dt>
          <dd className="font-semibold">
            <time dateTime={order.estimated_ready_date}>
              {day.format(new Date(order.estimated_ready_date))}
            </time>
          </dd>
        </div>
        <div>
          <dt className="text-muted">{t.shippingDate()}</dt>
          <dd className="font-semibold">
            <time dateTime={order.expected_shipping_date}>
              {day.format(new Date(order.expected_shipping_date))}
            </time>
          </dd>
        </div>
      </dl>
    </section>
  )
}

function OrderFacts({
  order,
  day,
  currency,
  arrival,
}: {
  order: AnyOrder
  day: Intl.DateTimeFormat
  currency: ReturnType<typeof orderCurrency>
  arrival: ReturnType<typeof arrivalDate>
}) {
  useSignals()
  const t = LL.value.orders
  const preOrder = order.type === 'pre_order'
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Block title={t.shipping()}>
        <AddressSummary address={order.shipping_address} />
        {arrival ? (
          <p className="text-muted" data-testid="arrival">
            {t.arrival({ date: day.format(new Date(arrival)) })}
          </p>
        ) : null}
      </Block>
      <Block title={t.contact()}>
        <p>
          <AutoDir>{order.contact.name}</AutoDir>
        </p>
        <p>
          <Ltr>{order.contact.email}</Ltr>
        </p>
        {order.contact.phone ? (
          <p>
            <Ltr>{order.contact.phone}</Ltr>
          </p>
        ) : null}
      </Block>
      <Block title={t.payment()}>
        <p>{LL.value.checkout.cod()}</p>
        {preOrder ? <p className="text-muted">{LL.value.checkout.preOrderPayment()}</p> : null}
      </Block>
      <Block title={t.coupon()}>
        {order.coupon_code ? (
          <p>
            <Ltr className="font-mono">{order.coupon_code}</Ltr>
          </p>
        ) : (
          <p className="text-muted">{t.noCoupon()}</p>
        )}
      </Block>
      <Block title={t.notes()}>
        {order.notes ? (
          <p className="whitespace-pre-line">
            <AutoDir>{order.notes}</AutoDir>
          </p>
        ) : (
          <p className="text-muted">{t.noNotes()}</p>
        )}
      </Block>
      <Block title={t.totals()}>
        <PlacedOrderTotals order={order} currency={currency} />
        <p className="text-muted" data-testid="order-currency">
          {t.placedIn({ code: ltrText(currency.code) })}
        </p>
      </Block>
    </div>
  )
}

export function OrderPageState({
  state,
  preOrder,
  returnTo,
}: {
  state: 'loading' | 'signed-out' | 'missing'
  preOrder: boolean
  returnTo: string
}) {
  useSignals()
  const t = LL.value
  if (state === 'loading')
    return (
      <section className="page-container py-8">
        <div className="skeleton h-96 w-full" aria-busy="true" />
      </section>
    )
  const signedOut = state === 'signed-out'
  return (
    <section className="page-container flex flex-col items-start gap-4 py-16">
      {signedOut ? null : <NotFoundStatus />}
      <h1 className="text-3xl font-bold">
        {preOrder ? t.orders.preOrderDetailsTitle() : t.orders.detailsTitle()}
      </h1>
      <p className="text-muted">{signedOut ? t.errors.loginToContinue() : t.orders.notFound()}</p>
      <Link
        href={signedOut ? hrefOf('login') : hrefOf('profile', { tab: preOrder ? PRE_ORDER : 'orders' })}
        onClick={signedOut ? () => rememberReturnTo(returnTo) : undefined}
        className="btn-primary"
      >
        {signedOut ? t.errors.logIn() : t.orders.backToOrders()}
      </Link>
    </section>
  )
}
