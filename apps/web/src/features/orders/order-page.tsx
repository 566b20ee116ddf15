import { useSignals } from '@preact/signals-react/runtime'
import { useParams } from 'wouter'
import { ReadFailed, readState } from '../../components/read-state'
import { orderIdOf } from '../../data/order-queries'
import { useOrder } from '../../data/orders'
import { isSignedIn } from '../../lib/auth-store'
import { orderPath } from '../../lib/paths'
import { OrderDetails, OrderPageState } from './order-details'

/** Public route (spec §2), but the order is its owner's: a visitor is asked to log in and comes back. */
export default function OrderPage() {
  useSignals()
  const { orderId = '' } = useParams<{ orderId: string }>()
  const id = orderIdOf(orderId)
  const order = useOrder(id)
  const returnTo = orderPath(orderId)
  if (!isSignedIn.value) return <OrderPageState state="signed-out" preOrder={false} returnTo={returnTo} />
  const state = id > 0 ? readState(order) : 'not-found'
  if (state === 'failed') return <ReadFailed page onRetry={() => order.refetch()} />
  if (state === 'loading') return <OrderPageState state="loading" preOrder={false} returnTo={returnTo} />
  if (!order.data) return <OrderPageState state="missing" preOrder={false} returnTo={returnTo} />
  return <OrderDetails order={order.data} />
}
