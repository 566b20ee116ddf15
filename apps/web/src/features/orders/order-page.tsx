import { useSignals } from '@preact/signals-react/runtime'
import { useParams, useRoute } from 'wouter'
import { ReadFailed, readState } from '../../components/read-state'
import { useOrder, usePreOrder } from '../../data/orders'
import { isSignedIn } from '../../lib/auth-store'
import { hrefOf, orderIdOf, PAGES } from '../../lib/pages'
import { OrderDetails, OrderPageState } from './order-details'

/** `/order/{id}` and `/pre_order/{id}`: public routes (spec §2), but the order is its owner's, so a visitor is asked to log in and comes back. */
export default function OrderPage() {
  useSignals()
  const { orderId = '' } = useParams<{ orderId: string }>()
  const [preOrder] = useRoute(PAGES.preOrder.pattern)
  const id = orderIdOf(orderId)
  // Both hooks, in the same order every render; only the route's kind is enabled.
  const asOrder = useOrder(preOrder ? 0 : id)
  const asPreOrder = usePreOrder(preOrder ? id : 0)
  const returnTo = preOrder ? hrefOf('preOrder', { orderId }) : hrefOf('order', { orderId })
  if (!isSignedIn.value) return <OrderPageState state="signed-out" preOrder={preOrder} returnTo={returnTo} />
  const state = id <= 0 ? 'not-found' : preOrder ? readState(asPreOrder) : readState(asOrder)
  const data = preOrder ? asPreOrder.data : asOrder.data
  if (state === 'failed')
    return <ReadFailed page onRetry={() => (preOrder ? asPreOrder : asOrder).refetch()} />
  if (state === 'loading') return <OrderPageState state="loading" preOrder={preOrder} returnTo={returnTo} />
  if (!data) return <OrderPageState state="missing" preOrder={preOrder} returnTo={returnTo} />
  return <OrderDetails order={data} />
}
