import { useSignals } from '@preact/signals-react/runtime'
import { useId, useState } from 'react'
import { useLocation } from 'wouter'
import { BusyButton } from '../../components/ui/busy-button'
import { useAddToCart } from '../../data/cart'
import type { AnyOrder } from '../../data/orders'
import { LL } from '../../lib/language-store'
import { showFailure } from '../../lib/mutation'
import { hrefOf } from '../../lib/pages'
import { showToast, TOAST_MS } from '../../lib/toaster'

export function BuyAgain({ order }: { order: AnyOrder }) {
  useSignals()
  const t = LL.value
  const hintId = useId()
  const cart = useAddToCart()
  const [, navigate] = useLocation()
  const [busy, setBusy] = useState(false)

  const buyAgain = async () => {
    setBusy(true)
    const said: string[] = []
    try {
      for (const item of order.items) {
        // A line the server refuses (sold out since) has its own error toast; the others still go in.
        const answer = await cart.addInTurn({ id: item.variant_id }, item.quantity).catch(() => undefined)
        if (answer?.message) said.push(answer.message)
      }
    } catch (error) {
      showFailure(error)
    } finally {
      setBusy(false)
    }
    // Each success already replaced the one before it (lib/toaster.ts): the last one leads to the cart.
    const last = said.at(-1)
    if (!last) return
    showToast({
      id: last,
      type: 'success',
      description: last,
      duration: TOAST_MS,
      action: { label: t.product.viewCart(), onClick: () => navigate(hrefOf('cart')) },
    })
  }

  return (
    <div className="flex flex-col items-start gap-1">
      <BusyButton className="btn-primary" aria-describedby={hintId} busy={busy} onClick={buyAgain}>
        {busy ? t.orders.buyingAgain() : t.orders.buyAgain()}
      </BusyButton>
      <p id={hintId} className="text-xs text-muted">
        {t.orders.buyAgainHint()}
      </p>
    </div>
  )
}
