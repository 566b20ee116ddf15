import { useSignals } from '@preact/signals-react/runtime'
import type { ReactNode } from 'react'
import { Ltr, ltrRange, ltrText } from '../../components/bidi'
import { NetworkLink } from '../../components/network-link'
import { type Bill, Price } from '../../components/price'
import { WelcomeOffer } from '../../components/welcome-offer'
import type { CartAnswer } from '../../data/cart'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { type AppSettings, configNumber, useSettings } from '../../lib/settings'
import { cartCharge, NO_CHARGES } from '../../lib/shown-totals'
import { CouponForm } from './coupon-form'

type Cart = CartAnswer['data']

/** A figure of the server's, or a placeholder while a change is on its way (never a guess). */
function Figure({ pending, children }: { pending: boolean; children: ReactNode }) {
  return pending ? <span className="skeleton inline-block h-5 w-16 align-middle" /> : children
}

function Row({ label, children, strong }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <div className={`flex items-center justify-between gap-3 ${strong ? 'text-base font-semibold' : ''}`}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  )
}

function deliveryRange(config: AppSettings['config'] | undefined): string | null {
  const min = configNumber(config, 'delivery_days_min')
  const max = configNumber(config, 'delivery_days_max')
  if (min === null || max === null) return null
  return min === max ? ltrText(String(min)) : ltrRange(String(min), String(max))
}
function OrderRows({ cart, bill, pending }: { cart: Cart; bill: Bill; pending: boolean }) {
  useSignals()
  const t = LL.value.cart
  return (
    <>
      <Row label={t.subtotal()}>
        <Figure pending={pending}>
          <Price bill={bill} part="subtotal" />
        </Figure>
      </Row>
      {cart.discount > 0 || cart.coupon ? (
        <Row
          label={
            cart.coupon ? (
              <>
                {t.discount()} (<Ltr>{cart.coupon.code}</Ltr>)
              </>
            ) : (
              t.discount()
            )
          }
        >
          <Figure pending={pending}>
            <Price bill={bill} part="discount" negative />
          </Figure>
        </Row>
      ) : null}
      <Row label={t.shipping()}>
        <Figure pending={pending}>
          {cart.free_shipping ? (
            <span className="font-semibold text-success">{t.free()}</span>
          ) : (
            <Price bill={bill} part="shipping" />
          )}
        </Figure>
      </Row>
      <div className="border-t border-line" />
      <Row label={t.total()} strong>
        <Figure pending={pending}>
          <Price bill={bill} part="total" />
        </Figure>
      </Row>
    </>
  )
}

export function CartSummary({
  cart,
  pending,
  preOrder,
}: {
  cart: Cart
  pending: boolean
  preOrder: boolean
}) {
  useSignals()
  const t = LL.value.cart
  const lines = cart.items.filter((item) => item.pre_order === preOrder).map(cartCharge)
  const bill = { lines, charges: preOrder ? NO_CHARGES : cart }
  const checkout = hrefOf('checkout', { preOrder })
  const range = deliveryRange(useSettings().data?.config)
  return (
    <section aria-labelledby="cart-summary-title" className="card flex flex-col gap-4 p-4 sm:p-5">
      <h2 id="cart-summary-title" className="text-lg font-semibold">
        {preOrder ? t.preOrderSummary() : t.summary()}
      </h2>
      <dl aria-busy={pending} className="flex flex-col gap-2 text-sm" data-testid="cart-totals">
        {pending ? <span className="sr-only">{t.updating()}</span> : null}
        {preOrder ? (
          <Row label={t.preOrderTotal()} strong>
            <Figure pending={pending}>
              <Price bill={bill} part="total" />
            </Figure>
          </Row>
        ) : (
          <OrderRows cart={cart} bill={bill} pending={pending} />
        )}
      </dl>
      {preOrder ? (
        <p className="text-sm text-muted">{t.preOrderPayment()}</p>
      ) : (
        <>
          {range ? (
            <p className="text-sm text-muted" data-testid="delivery-estimate">
              {t.deliveryEstimate({ range })}
            </p>
          ) : null}
          <WelcomeOffer applied={cart.coupon} />
          <CouponForm coupon={cart.coupon} />
        </>
      )}
      <NetworkLink href={checkout} className="btn-primary h-11 w-full text-base">
        {t.proceedToCheckout()}
      </NetworkLink>
    </section>
  )
}
