import type { components } from '@storefront/sdk/schema'
import type { AddressRecord, Client, OrderRecord, PreOrderRecord, ReturnRecord } from '../model/records.ts'
import { DELIVERY_DAYS } from '../seed/reference.ts'
import { addDays, commerce, money, nextId, type Row } from './commerce.ts'
import { shippingFor } from './pricing.ts'

type Schemas = components['schemas']
type Variant = Schemas['Variant']
type ProductSummary = Schemas['ProductSummary']

export const PRE_ORDER_SHIPPING_DAYS = 2
/** When no variant names a ready date, pre-orders are promised this many days from the order day. */
export const PRE_ORDER_DEFAULT_READY_DAYS = 14

export function orderItems(
  lines: { variant: Variant; product: ProductSummary; quantity: number }[],
): Schemas['OrderItem'][] {
  return lines.map(({ variant, product, quantity }) => ({
    id: nextId('orderItem'),
    product_id: product.id,
    product_name: product.name,
    product_slug: product.slug,
    image: { ...product.image },
    variant_id: variant.id,
    color: variant.color?.name ?? null,
    size: variant.size?.name ?? null,
    quantity,
    price: money(variant.price),
    line_total: money(variant.price * quantity),
  }))
}

export function shippingInfo(address: AddressRecord): Schemas['ShippingInfo'] {
  const { label, name, street, building, floor, city, phone, notes, latitude, longitude } = address
  return { label, name, street, building, floor, city, phone, notes, latitude, longitude }
}

export function orderNumber(id: number): string {
  return `ORD-${100040 + id}`
}

export function preOrderNumber(id: number): string {
  return `PRE-${100010 + id}`
}

/** Days to delivery within the configured range, by city so the same address always gets the same estimate. */
export function arrivalDays(address: Schemas['ShippingInfo']): number {
  let hash = 0
  for (const ch of address.city.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return DELIVERY_DAYS.min + (hash % (DELIVERY_DAYS.max - DELIVERY_DAYS.min + 1))
}

export function toOrder(record: OrderRecord): Schemas['Order'] {
  const { client_id: _owner, ...order } = record
  return { ...order, cancellable: orderCancellable(order.status) }
}

export function toPreOrder(record: PreOrderRecord): Schemas['PreOrder'] {
  const { client_id: _owner, ...order } = record
  return { ...order, cancellable: preOrderCancellable(order.status) }
}

export function toReturn(record: ReturnRecord): Schemas['ReturnOrder'] {
  const { client_id: _owner, ...ret } = record
  return ret
}

/** Returns that still hold an order (a new one may only be asked for when none is open). */
export const OPEN_RETURN_STATUSES: readonly Schemas['ReturnStatus'][] = ['Requested', 'Approved']

export interface PreOrderInput {
  client: Client
  lines: { variant: Variant; product: ProductSummary; quantity: number }[]
  placedAt: string
  address: AddressRecord
  notes: string | null
  currency?: Schemas['OrderCurrency']
}

export const USD: Schemas['OrderCurrency'] = { code: 'USD', symbol: '$', exchange_rate: 1 }

/** No coupon; shipping by the usual rules; ready when its latest variant is, shipped two days after. */
export async function createPreOrder(input: PreOrderInput): Promise<Row<typeof commerce.preOrders>> {
  const { client, placedAt } = input
  const items = orderItems(input.lines)
  const subtotal = money(items.reduce((n, i) => n + i.line_total, 0))
  const { shipping, free_shipping } = shippingFor(subtotal, true, false, client)
  const readyDates = input.lines.map((l) => l.variant.ready_date).filter((d): d is string => !!d)
  const ready = readyDates.sort().at(-1) ?? addDays(placedAt.slice(0, 10), PRE_ORDER_DEFAULT_READY_DAYS)
  const shipping_address = shippingInfo(input.address)
  const id = nextId('preOrder')
  return commerce.preOrders.create({
    id,
    client_id: client.id,
    type: 'pre_order',
    order_number: preOrderNumber(id),
    created_at: placedAt,
    status: 'Awaiting Stock',
    history: [{ status: 'Awaiting Stock', at: placedAt }],
    items,
    subtotal,
    discount: 0,
    shipping,
    free_shipping,
    total: money(subtotal + shipping),
    coupon_code: null,
    payment_method: 'cod',
    shipping_address,
    contact: { name: client.name, email: client.email, phone: client.phone ?? input.address.phone },
    notes: input.notes,
    estimated_arrival_days: arrivalDays(shipping_address),
    estimated_ready_date: ready,
    expected_shipping_date: addDays(ready, PRE_ORDER_SHIPPING_DAYS),
    currency: input.currency ?? USD,
  })
}

type OrderStatus = Schemas['OrderStatus']
type PreOrderStatus = Schemas['PreOrderStatus']

/** Before the shop starts preparing it (openapi.yaml, cancelOrder). */
const CANCELLABLE_ORDER_STATUSES: readonly OrderStatus[] = ['Pending', 'Paid', 'Confirmed', 'On Hold']
/** Any time before shipping (spec section 4; openapi.yaml, cancelPreOrder). */
const CANCELLABLE_PRE_ORDER_STATUSES: readonly PreOrderStatus[] = [
  'Awaiting Stock',
  'Pending',
  'Paid',
  'Confirmed',
  'Processing',
  'On Hold',
]

/** The one rule of cancelOrder: what the cancel call allows and what `cancellable` says. */
export const orderCancellable = (status: OrderStatus) => CANCELLABLE_ORDER_STATUSES.includes(status)
export const preOrderCancellable = (status: PreOrderStatus) => CANCELLABLE_PRE_ORDER_STATUSES.includes(status)

export const ORDER_FLOW: readonly OrderStatus[] = [
  'Pending',
  'Confirmed',
  'Processing',
  'Shipped',
  'Delivered',
  'Completed',
]
export const PRE_ORDER_FLOW: readonly PreOrderStatus[] = ['Awaiting Stock', ...ORDER_FLOW]
export const RETURN_FLOW: readonly Schemas['ReturnStatus'][] = ['Requested', 'Approved', 'Refunded']

export function nextStatus<S extends string>(flow: readonly S[], current: S): S | null {
  const at = flow.indexOf(current)
  return at < 0 || at === flow.length - 1 ? null : (flow[at + 1] as S)
}

const shiftTime = (iso: string, days: number) => new Date(Date.parse(iso) - days * 86_400_000).toISOString()

export async function moveOrder(
  kind: 'order' | 'pre_order',
  id: number,
  status: PreOrderStatus | null,
  days: number,
): Promise<Schemas['Order'] | Schemas['PreOrder'] | null> {
  const at = new Date().toISOString()
  const change = <T extends OrderRecord | PreOrderRecord>(o: T) => {
    o.created_at = shiftTime(o.created_at, days)
    for (const step of o.history) step.at = shiftTime(step.at, days)
    if (status) {
      o.status = status as never
      o.history.push({ status: status as never, at })
    }
  }
  if (kind === 'order') {
    const found = commerce.orders.findFirst((q) => q.where({ id }))
    if (!found) return null
    const next = await commerce.orders.update(found, { data: change })
    return next ? toOrder(next) : null
  }
  const found = commerce.preOrders.findFirst((q) => q.where({ id }))
  if (!found) return null
  const next = await commerce.preOrders.update(found, {
    data(o) {
      change(o)
      o.estimated_ready_date = addDays(o.estimated_ready_date, -days)
      o.expected_shipping_date = addDays(o.expected_shipping_date, -days)
    },
  })
  return next ? toPreOrder(next) : null
}
