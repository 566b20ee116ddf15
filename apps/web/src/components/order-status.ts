import type { OrderStatus } from '../data/orders'

export function statusKey(status: OrderStatus) {
  const words = status.toLowerCase().split(' ')
  return words.map((w, i) => (i === 0 ? w : w[0]?.toUpperCase() + w.slice(1))).join('') as
    | 'awaitingStock'
    | 'pending'
    | 'paid'
    | 'confirmed'
    | 'processing'
    | 'onHold'
    | 'shipped'
    | 'delivered'
    | 'failed'
    | 'cancelledByAdmin'
    | 'cancelledByCustomer'
    | 'returned'
    | 'completed'
}

export const STOPPED_STATUSES: readonly OrderStatus[] = [
  'Cancelled By Admin',
  'Cancelled By Customer',
  'Failed',
  'Returned',
]
