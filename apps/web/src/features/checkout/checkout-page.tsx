import { useSignals } from '@preact/signals-react/runtime'
import { isApiError } from '@storefront/sdk'
import { Suspense, useEffect, useId, useRef, useState } from 'react'
import type * as v from 'valibot'
import { Link, useLocation } from 'wouter'
import type { AddressDialogProps } from '../../components/address/address-dialog'
import { ltrText } from '../../components/bidi'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { RadioCardField } from '../../components/form/radio-card-field'
import { TextareaField } from '../../components/form/textarea-field'
import { useForm } from '../../components/form/use-form'
import { OrderLine } from '../../components/order-line'
import { OrderTotals } from '../../components/order-totals'
import { Price } from '../../components/price'
import { ReadFailed, readState } from '../../components/read-state'
import { BusyButton } from '../../components/ui/busy-button'
import { WelcomeOffer } from '../../components/welcome-offer'
import { useAddresses } from '../../data/addresses'
import { type CartAnswer, type CartItem, useCart } from '../../data/cart'
import { usePlaceOrder } from '../../data/orders'
import { shownCurrency } from '../../lib/currency-store'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL, loadNamespaces } from '../../lib/language-store'
import { mediaUrl } from '../../lib/media'
import { failureLines } from '../../lib/mutation'
import { hrefOf, PRE_ORDER, usePageParams } from '../../lib/pages'
import { preloadable } from '../../lib/preloadable'
import { useKeptState } from '../../lib/session-drafts'
import { cartCharge, NO_CHARGES } from '../../lib/shown-totals'
import { useIdle } from '../../lib/when-idle'
import { AddressChoice } from './address-choice'
import { type CheckoutValues, checkoutSchema } from './checkout-validation'

// The dialog (and Ark's dialog code behind it) is no part of the first paint: it comes once the page is idle, or at the first open.
const addressDialog = preloadable<AddressDialogProps>(() =>
  Promise.all([
    import('../../components/address/address-dialog'),
    loadNamespaces(['address', 'phone', 'auth']),
  ]).then(([m]) => ({ default: m.AddressDialog })),
)
const AddressDialog = addressDialog.Component

type Summary = CartAnswer['data']

function useCheckout(preOrder: boolean) {
  const [, navigate] = useLocation()
  const cart = useCart()
  const place = usePlaceOrder((order) =>
    navigate(hrefOf('orderConfirmation', { orderId: order.id, preOrder: order.type === PRE_ORDER })),
  )
  const placing = useRef(false)
  const [sent, setSent] = useState<{ lines: CartItem[]; cart: Summary } | null>(null)
  // A failure without an answer may hide a placed order: pressing again (same Idempotency-Key) finishes it.
  const unanswered = place.isError && !isApiError(place.error) && sent !== null
  const lines = unanswered
    ? sent.lines
    : (cart.data?.items ?? []).filter((item) => item.pre_order === preOrder)

  const form = useForm<CheckoutValues, v.InferOutput<typeof checkoutSchema>>({
    schema: checkoutSchema,
    // Cash on delivery is the only method: chosen for the shopper.
    initial: { address_id: '', payment_method: 'cod', notes: '' },
    resetOnSuccess: false,
    onSubmit: (values) => {
      // One attempt at a time: a ref, since two submits can come before React renders again.
      if (placing.current) return Promise.resolve()
      placing.current = true
      if (cart.data) setSent({ lines, cart: cart.data })
      return place
        .mutateAsync({ type: preOrder ? PRE_ORDER : 'order', ...values, currency: shownCurrency.value.code })
        .finally(() => {
          placing.current = false
        })
    },
  })
  return { cart, place, form, lines, summary: unanswered ? sent.cart : cart.data }
}

function useChosenAddress(
  list: { id: number; is_default: boolean }[],
  { values, setValue }: ReturnType<typeof useCheckout>['form'],
) {
  useEffect(() => {
    if (values.address_id || list.length === 0) return
    const chosen = list.find((a) => a.is_default) ?? list[0]
    if (chosen) setValue('address_id', String(chosen.id))
  }, [list, values.address_id, setValue])
}

export default function CheckoutPage() {
  useSignals()
  const t = LL.value.checkout
  const { preOrder } = usePageParams('checkout')
  const title = preOrder ? t.preOrderTitle() : t.title()
  useDocumentMeta({ title })
  const { cart, place, form, lines, summary } = useCheckout(preOrder)
  const addresses = useAddresses()
  const [adding, setAdding] = useKeptState('checkout-address-dialog', false)
  const idle = useIdle()
  const paymentId = useId()
  const addressId = useId()
  useChosenAddress(addresses.list, form)

  const cartState = readState(cart)
  // A cart that could not be read is not an empty cart: the shopper is told and can try again.
  if (cartState === 'loading' || cartState === 'failed' || cartState === 'not-found')
    return <CartUnread title={title} loading={cartState === 'loading'} onRetry={() => cart.refetch()} />

  if (lines.length === 0) return <EmptyCheckout title={title} preOrder={preOrder} />

  return (
    <section className="page-container py-8">
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      <form
        {...form.formProps}
        className="grid grid-cols-[minmax(0,1fr)] items-start gap-6 lg:grid-cols-[minmax(0,1fr)_24rem]"
      >
        <div className="flex flex-col gap-6">
          <AddressChoice
            onAdd={() => setAdding(true)}
            addresses={addresses.list}
            pending={addresses.isPending}
            onRetry={addresses.isError ? () => addresses.refetch() : undefined}
            {...form.choice('address_id')}
            id={addressId}
          />
          <PaymentChoice preOrder={preOrder} {...form.choice('payment_method')} id={paymentId} />
          <div className="card p-4">
            <TextareaField
              {...form.field('notes')}
              label={t.deliveryNotes()}
              hint={t.deliveryNotesHint()}
              maxLength={1000}
              rows={3}
            />
          </div>
        </div>

        <CheckoutSummary
          id={`${addressId}-summary`}
          failedId={`${addressId}-failed`}
          lines={lines}
          summary={summary}
          preOrder={preOrder}
          waiting={addresses.isPending}
          place={place}
        />
      </form>
      {/* Outside the form: React bubbles the dialog's own submit through its portal. */}
      {adding || idle ? (
        <Suspense fallback={null}>
          <AddressDialog
            open={adding}
            onOpenChange={setAdding}
            onSaved={(address) => form.setValue('address_id', String(address.id))}
          />
        </Suspense>
      ) : null}
    </section>
  )
}

/** What the shopper pays: an order's totals and cash due, or a pre-order's total with its shipping charged later. */
function SummaryTotals({
  lines,
  summary,
  preOrder,
}: {
  lines: CartItem[]
  summary: Summary
  preOrder: boolean
}) {
  useSignals()
  const t = LL.value.checkout
  if (preOrder)
    return (
      <>
        <p className="flex justify-between gap-4 border-t border-line pt-2 font-semibold">
          <span>{t.preOrderTotal()}</span>
          <Price bill={{ lines: lines.map(cartCharge), charges: NO_CHARGES }} part="total" />
        </p>
        <p className="text-sm text-muted">{t.shippingLater()}</p>
      </>
    )
  return (
    <>
      <WelcomeOffer applied={summary.coupon} />
      <OrderTotals
        lines={lines.map(cartCharge)}
        discount={summary.discount}
        shipping={summary.shipping}
        free_shipping={summary.free_shipping}
        couponCode={summary.coupon?.code}
      />
      <p
        className="flex justify-between gap-4 rounded-md bg-surface p-2 text-sm font-semibold"
        data-testid="cash-due"
      >
        <span>{t.cashDue({ code: ltrText(shownCurrency.value.code) })}</span>
        <Price bill={{ lines: lines.map(cartCharge), charges: summary }} part="total" />
      </p>
    </>
  )
}

function CheckoutSummary({
  id,
  failedId,
  lines,
  summary,
  preOrder,
  waiting,
  place,
}: {
  id: string
  failedId: string
  lines: CartItem[]
  summary: Summary | undefined
  preOrder: boolean
  waiting: boolean
  place: ReturnType<typeof usePlaceOrder>
}) {
  useSignals()
  const t = LL.value.checkout
  return (
    <aside className="card flex flex-col gap-4 p-4 lg:sticky lg:top-4" aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold">
        {t.summary()}
      </h2>
      <ul className="flex flex-col gap-3">
        {lines.map((item) => (
          <OrderLine
            key={item.variant_id}
            image={mediaUrl(item.product.image.url)}
            name={item.product.name}
            color={item.variant.color?.name}
            size={item.variant.size?.name}
            charge={cartCharge(item)}
          />
        ))}
      </ul>
      {summary ? <SummaryTotals lines={lines} summary={summary} preOrder={preOrder} /> : null}
      <BusyButton
        type="submit"
        className="btn-primary h-11 w-full text-base"
        disabled={waiting}
        busy={place.isPending}
        aria-describedby={place.isError ? failedId : undefined}
      >
        {place.isPending ? t.placing() : preOrder ? t.placePreOrder() : t.placeOrder()}
      </BusyButton>
      <p id={failedId} role="alert" className="text-sm text-danger empty:hidden">
        {place.isError
          ? failureLines(place.error).map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))
          : null}
      </p>
    </aside>
  )
}

function CartUnread({ title, loading, onRetry }: { title: string; loading: boolean; onRetry: () => void }) {
  return (
    <section className="page-container py-8">
      <h1 className="mb-6 text-3xl font-bold">{title}</h1>
      {loading ? <div className="skeleton h-64 w-full" aria-busy="true" /> : <ReadFailed onRetry={onRetry} />}
    </section>
  )
}

function EmptyCheckout({ title, preOrder }: { title: string; preOrder: boolean }) {
  useSignals()
  const t = LL.value.checkout
  return (
    <section className="page-container py-8">
      <Breadcrumbs
        items={[
          { label: LL.value.common.home(), href: hrefOf('home') },
          { label: LL.value.cart.title(), href: hrefOf('cart') },
          { label: title },
        ]}
      />
      <h1 className="mb-4 text-3xl font-bold">{title}</h1>
      <p className="mb-4 text-muted">{preOrder ? t.emptyPreOrderCart() : t.emptyCart()}</p>
      <div className="flex flex-wrap gap-3">
        <Link href={hrefOf('cart')} className="btn-outline">
          {t.backToCart()}
        </Link>
        <Link href={hrefOf('shop')} className="btn-primary">
          {t.continueShopping()}
        </Link>
      </div>
    </section>
  )
}

function PaymentChoice({
  id,
  preOrder,
  value,
  onValueChange,
  error,
}: {
  id: string
  preOrder: boolean
  value: CheckoutValues['payment_method']
  onValueChange: (method: CheckoutValues['payment_method']) => void
  error: string | undefined
}) {
  useSignals()
  const t = LL.value.checkout
  return (
    <RadioCardField
      id={id}
      name="payment_method"
      legend={t.paymentMethod()}
      value={value}
      onValueChange={onValueChange}
      error={error}
      options={[
        {
          value: 'cod',
          content: (
            <>
              <span className="font-semibold">{t.cod()}</span>
              <span className="text-muted">{preOrder ? t.preOrderPayment() : t.codHint()}</span>
            </>
          ),
        },
      ]}
    />
  )
}
