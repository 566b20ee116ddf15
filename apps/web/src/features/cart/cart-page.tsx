import { useSignals } from '@preact/signals-react/runtime'
import { useMutationState } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import { Link } from 'wouter'
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
import { hrefOf, usePageParams } from '../../lib/pages'
import { removeToast, showToast } from '../../lib/toaster'
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
    { key: 'cart', href: hrefOf('cart'), label: t.orderMode({ count: orders }) },
    {
      key: 'pre-order',
      href: hrefOf('cart', { preOrder: true }),
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

/** Quantity changes and removals, each said aloud, a removal with its undo; the heading keeps the keyboard in the cart. */
function useCartLineActions(heading: React.RefObject<HTMLHeadingElement | null>) {
  const t = LL.value.cart
  const setLine = useSetCartLine()
  const removeLine = useRemoveCartLine()
  const [announcement, setAnnouncement] = useState('')

  const changeQuantity = (item: CartItem, quantity: number) => {
    setLine.mutate({ variant_id: item.variant_id, quantity })
    setAnnouncement(t.quantityChanged({ name: item.product.name, count: quantity }))
  }
  const offerUndo = (item: CartItem, serverMessage: string | undefined) => {
    if (serverMessage) removeToast(serverMessage)
    const id = showToast({
      type: 'success',
      description: t.removed({ name: item.product.name }),
      duration: UNDO_MS,
      action: {
        label: t.undo(),
        onClick: () => {
          removeToast(id)
          setLine.mutate({ variant_id: item.variant_id, quantity: item.quantity, item })
          setAnnouncement(t.quantityChanged({ name: item.product.name, count: item.quantity }))
          heading.current?.focus()
        },
      },
    })
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
  return { announcement, changeQuantity, remove }
}

function CartLines({
  title,
  preOrderMode,
  actions: { changeQuantity, remove },
}: {
  title: string
  preOrderMode: boolean
  actions: ReturnType<typeof useCartLineActions>
}) {
  useSignals()
  const t = LL.value.cart
  const cart = useCart()
  const changing = useCartChanging()
  const online = useOnline()
  const pendingLines = usePendingLines()
  if (cart.data === undefined && cart.isError) return <ErrorPage onRetry={() => cart.refetch()} />
  if (cart.data === undefined) return <CartSkeleton />

  const items = cart.data.items
  const orderLines = items.filter((item) => !item.pre_order)
  const preOrderLines = items.filter((item) => item.pre_order)
  const lines = preOrderMode ? preOrderLines : orderLines
  const count = (list: CartItem[]) => list.reduce((sum, item) => sum + item.quantity, 0)
  return (
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
          <Link href={hrefOf('shop')} className="btn-primary">
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
            <Link href={hrefOf('shop')} className="btn-outline self-start">
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

export default function CartPage() {
  useSignals()
  const t = LL.value.cart
  const { preOrder } = usePageParams('cart')
  const title = preOrder ? t.preOrderTitle() : t.title()
  useDocumentMeta({ title, description: t.metaDescription() })
  const heading = useRef<HTMLHeadingElement>(null)
  const actions = useCartLineActions(heading)

  return (
    <div className="page-container py-6">
      <Breadcrumbs items={[{ label: LL.value.common.home(), href: hrefOf('home') }, { label: title }]} />
      <h1 ref={heading} tabIndex={-1} className="mb-4 text-2xl font-bold outline-none sm:text-3xl">
        {title}
      </h1>
      <p aria-live="polite" className="sr-only" data-testid="cart-announcement">
        {actions.announcement}
      </p>
      <CartLines title={title} preOrderMode={preOrder} actions={actions} />
    </div>
  )
}
