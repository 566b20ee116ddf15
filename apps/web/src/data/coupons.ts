import type { components } from '@storefront/sdk'
import { useQuery } from '@tanstack/react-query'
import { isSignedIn } from '../lib/auth-store'
import { couponsQuery } from './coupon-queries'
import { ordersQuery } from './order-queries'

export type Coupon = components['schemas']['Coupon']

const running = (coupon: Coupon) => !coupon.expires_at || Date.parse(coupon.expires_at) > Date.now()

/** Orders that never went ahead leave the first order still to come (docs/decisions/0061). */
const OFFER_KEPT_BY: readonly string[] = ['Cancelled By Customer', 'Cancelled By Admin', 'Failed']

/** The first-order coupon's code while the shopper can still use it: signed in, and no order that went ahead (the server's rule). */
export function useWelcomeOffer(): Coupon | null {
  const enabled = isSignedIn.value
  const offer = useQuery({
    ...couponsQuery(),
    enabled,
    select: (answer) =>
      answer.data.find((c) => c.first_order_only && c.type === 'percent' && running(c)) ?? null,
  })
  const used = useQuery({
    ...ordersQuery(),
    enabled,
    // Orders on later pages are not seen here: counted as gone ahead.
    select: (answer) =>
      answer.pagination.total > answer.data.length ||
      answer.data.some((order) => !OFFER_KEPT_BY.includes(order.status)),
  })
  return used.data === false ? (offer.data ?? null) : null
}
