import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Price } from '../../components/price'
import { BusyButton } from '../../components/ui/busy-button'
import { WishlistToggle } from '../../components/wishlist-toggle'
import { lineMax } from '../../data/cart'
import { formatDay } from '../../lib/day'
import { intlLocale, LL } from '../../lib/language-store'
import type { useProduct } from './api'
import { DeliveryNote } from './delivery-note'
import { QuantityInput } from './quantity-input'
import { ShareButton } from './share-button'
import type { ChoiceProblem, Variant } from './variant-options'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>

function useScrolledPast(ref: React.RefObject<HTMLElement | null>): boolean {
  const [past, setPast] = useState(false)
  useEffect(() => {
    const el = ref.current
    if (!el || typeof IntersectionObserver === 'undefined') return
    // The root stretched far below the screen: the element leaves it only across the top edge.
    const observer = new IntersectionObserver(([entry]) => setPast(!!entry && !entry.isIntersecting), {
      rootMargin: '0px 0px 100000px 0px',
    })
    observer.observe(el)
    return () => observer.disconnect()
  }, [ref])
  return past
}

function latestReadyDate(variants: Product['variants']): string | null {
  const dates = variants.map((v) => (v.pre_order ? v.ready_date : null)).filter((d): d is string => !!d)
  return dates.sort().at(-1) ?? null
}
interface StockStatusProps {
  id: string
  variant: Variant | undefined
  preOrder: boolean
  outOfStock: boolean
  unchosen: ChoiceProblem
  readyDate: string | null
}

function StockStatus({ id, variant, preOrder, outOfStock, unchosen, readyDate }: StockStatusProps) {
  useSignals()
  const t = LL.value
  return (
    <p id={id} aria-live="polite" className="h-5 text-sm font-medium">
      {outOfStock ? (
        <span className="text-danger">{t.product.outOfStock()}</span>
      ) : preOrder ? (
        <span className="text-link">
          {readyDate
            ? t.product.preOrderReady({ date: formatDay(readyDate, intlLocale.value) })
            : t.product.preOrderAvailable()}
        </span>
      ) : variant && variant.stock <= 5 ? (
        <span className="text-fg">{t.product.lowStock({ count: variant.stock })}</span>
      ) : variant ? (
        <span className="text-success">{t.product.inStock()}</span>
      ) : unchosen ? (
        <span className="font-normal text-muted" data-testid="quantity-hint">
          {unchosen === 'color' ? t.product.chooseColorFirst() : t.product.chooseSizeFirst()}
        </span>
      ) : null}
    </p>
  )
}

function buyLabel(pending: boolean, outOfStock: boolean, preOrder: boolean) {
  const t = LL.value.product
  if (pending) return t.adding()
  if (outOfStock) return t.outOfStock()
  return preOrder ? t.preOrder() : t.addToCart()
}

function QuickBuyBar({
  price,
  compareAt,
  children,
}: {
  price: number
  compareAt: number | null | undefined
  children: ReactNode
}) {
  useSignals()
  return (
    <section
      aria-label={LL.value.product.quickBuy()}
      data-bottom-bar
      className="fixed inset-x-0 bottom-0 z-20 flex items-center gap-3 border-t border-line bg-bg px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] sm:hidden"
    >
      <Price amount={price} compareAt={compareAt} className="min-w-0 flex-1" />
      {children}
    </section>
  )
}

interface BuyPanelProps {
  product: Product
  variant: Variant | undefined
  preOrder: boolean
  outOfStock: boolean
  /** What is still to choose before there is a variant (and so a stock to count against). */
  unchosen: ChoiceProblem
  quantity: number
  onQuantity: (quantity: number) => void
  onAdd: () => void
  pending: boolean
}

export function BuyPanel({
  product,
  variant,
  preOrder,
  outOfStock,
  unchosen,
  quantity,
  onQuantity,
  onAdd,
  pending,
}: BuyPanelProps) {
  useSignals()
  const t = LL.value
  const buyButton = useRef<HTMLButtonElement>(null)
  const buyButtonScrolledPast = useScrolledPast(buyButton)
  const statusId = useId()
  const max = Math.max(1, variant ? lineMax(variant) : 1)
  const price = variant?.price ?? product.price
  const compareAt = variant ? variant.compare_at_price : product.compare_at_price
  const readyDate = preOrder ? (variant?.ready_date ?? null) : null
  const buy = (className: string, ref?: typeof buyButton) => (
    <BusyButton
      ref={ref}
      className={`btn-primary h-11 whitespace-nowrap text-base ${className}`}
      onClick={onAdd}
      disabled={outOfStock}
      busy={pending}
    >
      {buyLabel(pending, outOfStock, preOrder)}
    </BusyButton>
  )
  return (
    <>
      <StockStatus
        id={statusId}
        variant={variant}
        preOrder={preOrder}
        outOfStock={outOfStock}
        unchosen={unchosen}
        readyDate={readyDate}
      />
      {preOrder ? <p className="-mt-3 text-sm text-muted">{t.product.preOrderPayment()}</p> : null}
      {/* On phones: quantity and share on one line, the button full width below, never wrapped. */}
      <div className="flex flex-wrap items-end gap-3">
        <QuantityInput
          value={Math.min(quantity, max)}
          max={max}
          onChange={onQuantity}
          disabled={outOfStock}
          describedBy={statusId}
        />
        {buy('order-last w-full px-6 sm:order-none sm:w-auto', buyButton)}
        <div className="ms-auto flex gap-1 sm:ms-0">
          <WishlistToggle
            productId={product.id}
            name={product.name}
            variantId={variant?.id}
            className="border border-line"
          />
          <ShareButton title={product.name} />
        </div>
      </div>
      <DeliveryNote
        price={price}
        readyDate={preOrder ? (readyDate ?? latestReadyDate(product.variants)) : null}
      />
      {buyButtonScrolledPast ? (
        <QuickBuyBar price={price} compareAt={compareAt}>
          {buy('shrink-0 px-5')}
        </QuickBuyBar>
      ) : null}
    </>
  )
}
