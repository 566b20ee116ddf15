import type { components } from '@storefront/sdk'
import { useQuery } from '@tanstack/react-query'
import { isSignedIn } from '../lib/auth-store'
import { couponsQuery } from './coupon-queries'
import { ordersQuery } from './order-queries'

export type Coupon = components['schemas']['Coupon']

const running = (coupon: Coupon) => !coupon.expires_at || Date.parse(coupon.expires_at) > Date.now()

/** The first-order coupon's code while the shopper can still use it: signed in and no order placed yet (the server's rule). */
export function useWelcomeOffer(): Coupon | null {
  const enabled = isSignedIn.value
  const offer = useQuery({
    ...couponsQuery(),
    enabled,
    select: (answer) =>
      answer.data.find((c) => c.first_order_only && c.type === 'percent' && running(c)) ?? null,
  })
  const placed = useQuery({ ...ordersQuery(), enabled, select: (answer) => answer.pagination.total })
  return placed.data === 0 ? (offer.data ?? null) : null
}
