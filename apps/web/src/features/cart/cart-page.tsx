import { useSignals } from '@preact/signals-react/runtime'
import { useMutationState } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link, useSearch } from 'wouter'
import { Breadcrumbs } from '../../components/breadcrumbs'
import { ErrorPage } from '../../components/error-page'
import {
  type CartChange,
  type CartItem,
  useCart,
  useCartChanging,
  useRemoveCartLine,
  useSetCartLine,
} from '../../data/cart'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { scopeMutationKey } from '../../lib/mutation'
import { useOnline } from '../../lib/online'
import { cartHref, PATHS, PRE_ORDER } from '../../lib/paths'
import { showToast, toaster } from '../../lib/toaster'
import { CartLine } from './cart-line'
import { CartSummary } from './cart-summary'

// Long enough to notice the mistake and reach the button.
const UNDO_MS = 8000

/** The pre-order cart is the same cart showing its pre-order lines (spec §2: its path is not shown). */

function usePendingLines(): Set<number> {
  const changes = useMutationState({
    filters: { mutationKey: scopeMutationKey('cart'), status: 'pending' },
    select: (mutation) => mutation.state.variables as CartChange | undefined,
  })
  return new Set(changes.flatMap((change) => (change && 'variant_id' in change ? [change.variant_id] : [])))
}

function CartSkeleton() {
  return (
    <div aria-busy="true" className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <span className="sr-only">{LL.value.common.loading()}</span>
      <div className="flex flex-col gap-4">
        {[0, 1].map((n) => (
          <div key={n} className="skeleton h-28 w-full" />
        ))}
      </div>
      <div className="skeleton h-64 w-full" />
    </div>
  )
}

function ModeLinks({
  mode,
  orders,
  preOrders,
}: {
  mode: 'cart' | 'pre-order'
  orders: number
  preOrders: number
}) {
  useSignals()
  const t = LL.value.cart
  const links = [
    { key: 'cart', href: PATHS.cart, label: t.orderMode({ count: orders }) },
    {
      key: 'pre-order',
      href: cartHref(true),
      label: t.preOrderMode({ count: preOrders }),
    },
  ]
  return (
    <nav aria-label={t.modes()} className="mb-4 flex gap-2">
      {links.map((link) => (
        <Link
          key={link.key}
          href={link.href}
          aria-current={mode === link.key ? 'page' : undefined}
          className="btn-outline aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-fg"
        >
          {link.label}
        </Link>
      ))}
    </nav>
  )
}

/** Offline or unrefreshed, the page shows the cart as the server last confirmed it and says so; offline, nothing can change. */
function CartNotice({ online, failed, onRetry }: { online: boolean; failed: boolean; onRetry: () => void }) {
  useSignals()
  const t = LL.value
  if (online && !failed) return null
  return (
    <div role="status" className="card mb-4 flex flex-wrap items-center justify-between gap-3 p-4 text-sm">
      <p>{online ? t.cart.stale() : t.cart.offline()}</p>
      {online ? (
        <button type="button" className="btn-outline h-9 px-3" onClick={onRetry}>
          {t.common.tryAgain()}
        </button>
      ) : null}
    </div>
  )
}

export default function CartPage() {
  useSignals()
  const t = LL.value.cart
  const preOrderMode = new URLSearchParams(useSearch()).get('mode') === PRE_ORDER
  const title = preOrderMode ? t.preOrderTitle() : t.title()
  useDocumentMeta({ title, description: t.metaDescription() })
  const cart = useCart()
  const setLine = useSetCartLine()
  const removeLine = useRemoveCartLine()
  const changing = useCartChanging()
  const online = useOnline()
  const pendingLines = usePendingLines()
  const [announcement, setAnnouncement] = useState('')
  const heading = useRef<HTMLHeadingElement>(null)

  const changeQuantity = (item: CartItem, quantity: number) => {
    setLine.mutate({ variant_id: item.variant_id, quantity })
    setAnnouncement(t.quantityChanged({ name: item.product.name, count: quantity }))
  }
  const remove = (item: CartItem) => {
    removeLine.mutate(
      { variant_id: item.variant_id, quantity: 0 },
      { onSuccess: (answer) => offerUndo(item, (answer as { message?: string }).message) },
    )
    setAnnouncement(t.removed({ name: item.product.name }))
    // The line and its button leave at once: keep the keyboard in the cart.
    heading.current?.focus()
  }
  const offerUndo = (item: CartItem, serverMessage: string | undefined) => {
    if (serverMessage) toaster.remove(serverMessage)
    const id = showToast({
      type: 'success',
      description: t.removed({ name: item.product.name }),
      duration: UNDO_MS,
      action: {
        label: t.undo(),
        onClick: () => {
          toaster.remove(id)
          setLine.mutate({ variant_id: item.variant_id, quantity: item.quantity, item })
          setAnnouncement(t.quantityChanged({ name: item.product.name, count: item.quantity }))
          heading.current?.focus()
        },
      },
    })
  }

  let body: React.ReactNode
  if (cart.data === undefined && cart.isError) body = <ErrorPage onRetry={() => cart.refetch()} />
  else if (cart.data === undefined) body = <CartSkeleton />
  else {
    const items = cart.data.items
    const orderLines = items.filter((item) => !item.pre_order)
    const preOrderLines = items.filter((item) => item.pre_order)
    const lines = preOrderMode ? preOrderLines : orderLines
    const count = (list: CartItem[]) => list.reduce((sum, item) => sum + item.quantity, 0)
    body = (
      <>
        <CartNotice online={online} failed={cart.isError} onRetry={() => cart.refetch()} />
        {preOrderLines.length > 0 || preOrderMode ? (
          <ModeLinks
            mode={preOrderMode ? 'pre-order' : 'cart'}
            orders={count(orderLines)}
            preOrders={count(preOrderLines)}
          />
        ) : null}
        {lines.length === 0 ? (
          <div className="card flex flex-col items-center gap-4 px-4 py-12 text-center">
            <p className="text-lg font-medium">{preOrderMode ? t.emptyPreOrders() : t.empty()}</p>
            <Link href={PATHS.shop} className="btn-primary">
              {t.continueShopping()}
            </Link>
          </div>
        ) : (
          <div className="grid items-start gap-6 lg:grid-cols-[1fr_22rem]">
            <div className="flex flex-col gap-4">
              <ul aria-label={title} className="card px-4">
                {lines.map((item) => (
                  <CartLine
                    key={item.variant_id}
                    item={item}
                    pending={pendingLines.has(item.variant_id)}
                    offline={!online}
                    onQuantity={(quantity) => changeQuantity(item, quantity)}
                    onRemove={() => remove(item)}
                  />
                ))}
              </ul>
              <Link href={PATHS.shop} className="btn-outline self-start">
                {t.continueShopping()}
              </Link>
            </div>
            <CartSummary
              cart={cart.data}
              pending={online && (changing || cart.isFetching)}
              preOrder={preOrderMode}
            />
          </div>
        )}
      </>
    )
  }

  return (
    <div className="page-container py-6">
      <Breadcrumbs items={[{ label: LL.value.common.home(), href: PATHS.home }, { label: title }]} />
      <h1 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold outline-none sm:text-3xl">
        {title}
      </h1>
      <p aria-live="polite" className="sr-only" data-testid="cart-announcement">
        {announcement}
      </p>
      {body}
    </div>
  )
}
