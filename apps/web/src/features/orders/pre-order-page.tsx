import { useSignals } from '@preact/signals-react/runtime'
import { useParams } from 'wouter'
import { ReadFailed, readState } from '../../components/read-state'
import { orderIdOf } from '../../data/order-queries'
import { usePreOrder } from '../../data/orders'
import { isSignedIn } from '../../lib/auth-store'
import { preOrderPath } from '../../lib/paths'
import { OrderDetails, OrderPageState } from './order-details'

/** Public route (spec §2), but the pre-order is its owner's: a visitor is asked to log in and comes back. */
export default function PreOrderPage() {
  useSignals()
  const { orderId = '' } = useParams<{ orderId: string }>()
  const id = orderIdOf(orderId)
  const preOrder = usePreOrder(id)
  const returnTo = preOrderPath(orderId)
  if (!isSignedIn.value) return <OrderPageState state="signed-out" preOrder={true} returnTo={returnTo} />
  const state = id > 0 ? readState(preOrder) : 'not-found'
  if (state === 'failed') return <ReadFailed page onRetry={() => preOrder.refetch()} />
  if (state === 'loading') return <OrderPageState state="loading" preOrder={true} returnTo={returnTo} />
  if (!preOrder.data) return <OrderPageState state="missing" preOrder={true} returnTo={returnTo} />
  return <OrderDetails order={preOrder.data} />
}
