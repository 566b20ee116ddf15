import type { components } from '@storefront/sdk/schema'
import type { Client } from '../model/records.ts'
import { FREE_SHIPPING_THRESHOLD, SHIPPING_FLAT_FEE } from '../seed/reference.ts'
import { findCoupon, findVariant } from './catalog.ts'
import { commerce, findClient, money, type Row } from './commerce.ts'

type Schemas = components['schemas']
type Coupon = Schemas['Coupon']

/** Orders that never went ahead: they do not use up a first-order offer (docs/decisions/0061). */
const UNUSED_OFFER_STATUSES: readonly Schemas['OrderStatus'][] = [
  'Cancelled By Customer',
  'Cancelled By Admin',
  'Failed',
]

export function hasOrdered(clientId: number): boolean {
  return commerce.orders
    .findMany((q) => q.where({ client_id: clientId }))
    .some((order) => !UNUSED_OFFER_STATUSES.includes(order.status))
}

export function couponProblem(coupon: Coupon, clientId: number, subtotal: number): string | null {
  if (coupon.expires_at && Date.parse(coupon.expires_at) <= Date.now()) return 'This coupon has expired.'
  if (coupon.first_order_only && hasOrdered(clientId)) return 'This coupon is only valid on your first order.'
  if (subtotal < coupon.min_subtotal) {
    return `This coupon needs a subtotal of at least ${coupon.min_subtotal.toFixed(2)}.`
  }
  return null
}

export const SHIPPING_FEE = SHIPPING_FLAT_FEE
export const FREE_SHIPPING_FROM = FREE_SHIPPING_THRESHOLD

export interface PricedLine {
  record: Row<typeof commerce.cartLines>
  item: Schemas['CartItem']
}

export interface PricedCart {
  cart: Schemas['Cart']
  orderLines: PricedLine[]
  preOrderLines: PricedLine[]
  coupon: Coupon | null
}

export function hasFreeShippingPromo(client: Client | undefined): boolean {
  return !!client?.free_shipping_until && Date.parse(client.free_shipping_until) > Date.now()
}

/** Shipping of a subtotal after discount: flat fee, FREE from 200, by coupon or by promo. */
export function shippingFor(
  amount: number,
  hasLines: boolean,
  freeByCoupon: boolean,
  client: Client | undefined,
): { shipping: number; free_shipping: boolean } {
  if (!hasLines) return { shipping: 0, free_shipping: false }
  const free = freeByCoupon || amount >= FREE_SHIPPING_FROM || hasFreeShippingPromo(client)
  return { shipping: free ? 0 : SHIPPING_FEE, free_shipping: free }
}

export function cartLines(clientId: number): Row<typeof commerce.cartLines>[] {
  return commerce.cartLines.findMany((q) => q.where({ client_id: clientId })).sort((a, b) => a.seq - b.seq)
}

/** Totals cover in-stock lines (pre-orders go in `pre_order_total`); a stored coupon counts only while it qualifies. */
export function priceCart(clientId: number): PricedCart {
  const client = findClient(clientId)
  const orderLines: PricedLine[] = []
  const preOrderLines: PricedLine[] = []
  for (const record of cartLines(clientId)) {
    const found = findVariant(record.variant_id)
    if (!found) continue
    const item: Schemas['CartItem'] = {
      variant_id: record.variant_id,
      quantity: record.quantity,
      unit_price: money(found.variant.price),
      line_total: money(found.variant.price * record.quantity),
      pre_order: found.variant.pre_order,
      product: found.product,
      variant: found.variant,
    }
    ;(item.pre_order ? preOrderLines : orderLines).push({ record, item })
  }
  const sum = (lines: PricedLine[]) => money(lines.reduce((total, l) => total + l.item.line_total, 0))
  const subtotal = sum(orderLines)
  const stored = commerce.cartCoupons.findFirst((q) => q.where({ client_id: clientId }))
  let coupon = stored ? (findCoupon(stored.code) ?? null) : null
  if (coupon && couponProblem(coupon, clientId, subtotal)) coupon = null
  const rawDiscount = coupon
    ? coupon.type === 'percent'
      ? (subtotal * coupon.value) / 100
      : coupon.value
    : 0
  const discount = money(Math.min(subtotal, rawDiscount))
  const afterDiscount = money(subtotal - discount)
  const { shipping, free_shipping } = shippingFor(
    afterDiscount,
    orderLines.length > 0,
    !!coupon?.free_shipping,
    client,
  )
  const items = [...orderLines, ...preOrderLines]
    .sort((a, b) => a.record.seq - b.record.seq)
    .map((l) => l.item)
  return {
    cart: {
      items,
      total_items: items.reduce((n, i) => n + i.quantity, 0),
      subtotal,
      discount,
      shipping,
      free_shipping,
      total: money(afterDiscount + shipping),
      pre_order_total: sum(preOrderLines),
      coupon: coupon
        ? { code: coupon.code, type: coupon.type, value: coupon.value, free_shipping: coupon.free_shipping }
        : null,
    },
    orderLines,
    preOrderLines,
    coupon,
  }
}
