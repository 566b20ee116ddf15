import { Collection } from '@msw/data'
import type { components } from '@storefront/sdk/schema'
import { componentSchema, standardSchema } from '../lib/contract.ts'
import { setSessionResolver } from '../lib/route.ts'
import { deleteReview, findCoupon, findVariant, listReviews, paginate } from './catalog.ts'

type S = components['schemas']
export type Client = S['Client']
export type RegisterRequest = S['RegisterRequest']
export type AddressRecord = S['Address'] & { client_id: number }
export type OrderRecord = S['Order'] & { client_id: number }
export type PreOrderRecord = S['PreOrder'] & { client_id: number }
export type ReturnRecord = S['ReturnOrder'] & { client_id: number }

export interface SessionRecord {
  token: string
  client_id: number
  created_at: string
  revoked: boolean
}
export type OtpPurpose = 'register' | 'login'
export interface OtpRecord {
  email: string
  purpose: OtpPurpose
  code: string
  /** Epoch milliseconds. */
  expires_at: number
  /** Epoch milliseconds before which no new code is sent. */
  resend_at: number
  attempts: number
  registration: RegisterRequest | null
}
export interface OutboxMessage {
  to: string
  subject: string
  code: string
  sent_at: string
}
export interface CartLineRecord {
  client_id: number
  variant_id: number
  quantity: number
  seq: number
}
export interface CartCouponRecord {
  client_id: number
  code: string
}
export interface WishlistRecord {
  client_id: number
  product_id: number
  seq: number
}

const owned = { properties: { client_id: { type: 'integer', minimum: 1 } }, required: ['client_id'] }
const integer = { type: 'integer' }
const timestamp = { type: 'string', format: 'date-time' }

/** The commerce collections. Each record is checked against openapi.yaml (or a store-only schema). */
export const commerce = {
  clients: new Collection({ schema: componentSchema<Client>('Client') }),
  sessions: new Collection({
    schema: standardSchema<SessionRecord>('Session', {
      type: 'object',
      required: ['token', 'client_id', 'created_at', 'revoked'],
      properties: {
        token: { type: 'string', minLength: 32 },
        client_id: integer,
        created_at: timestamp,
        revoked: { type: 'boolean' },
      },
    }),
  }),
  otps: new Collection({
    schema: standardSchema<OtpRecord>('Otp', {
      type: 'object',
      required: ['email', 'purpose', 'code', 'expires_at', 'resend_at', 'attempts', 'registration'],
      properties: {
        email: { type: 'string', format: 'email' },
        purpose: { enum: ['register', 'login'] },
        code: { type: 'string', pattern: '^[0-9]{6}$' },
        expires_at: integer,
        resend_at: integer,
        attempts: { type: 'integer', minimum: 0 },
        registration: { oneOf: [{ $ref: '#/components/schemas/RegisterRequest' }, { type: 'null' }] },
      },
    }),
  }),
  outbox: new Collection({
    schema: standardSchema<OutboxMessage>('OutboxMessage', {
      type: 'object',
      required: ['to', 'subject', 'code', 'sent_at'],
      properties: {
        to: { type: 'string' },
        subject: { type: 'string' },
        code: { type: 'string' },
        sent_at: timestamp,
      },
    }),
  }),
  addresses: new Collection({ schema: componentSchema<AddressRecord>('Address', owned) }),
  cartLines: new Collection({
    schema: standardSchema<CartLineRecord>('CartLine', {
      type: 'object',
      required: ['client_id', 'variant_id', 'quantity', 'seq'],
      properties: {
        client_id: integer,
        variant_id: { type: 'integer', minimum: 1 },
        quantity: { type: 'integer', minimum: 1, maximum: 99 },
        seq: integer,
      },
    }),
  }),
  cartCoupons: new Collection({
    schema: standardSchema<CartCouponRecord>('CartCoupon', {
      type: 'object',
      required: ['client_id', 'code'],
      properties: { client_id: integer, code: { type: 'string', minLength: 1 } },
    }),
  }),
  wishlist: new Collection({
    schema: standardSchema<WishlistRecord>('WishlistEntry', {
      type: 'object',
      required: ['client_id', 'product_id', 'seq'],
      properties: { client_id: integer, product_id: { type: 'integer', minimum: 1 }, seq: integer },
    }),
  }),
  orders: new Collection({ schema: componentSchema<OrderRecord>('Order', owned) }),
  preOrders: new Collection({ schema: componentSchema<PreOrderRecord>('PreOrder', owned) }),
  returns: new Collection({ schema: componentSchema<ReturnRecord>('ReturnOrder', owned) }),
}

/** A stored record of a collection (what queries answer and updates accept). */
export type Row<C extends { findMany(): unknown[] }> = ReturnType<C['findMany']>[number]

const counters = { client: 0, address: 0, order: 0, preOrder: 0, orderItem: 0, return: 0, seq: 0 }
/** The next id of a kind; ids restart with every reset, so seeds are deterministic. */
export function nextId(kind: keyof typeof counters): number {
  counters[kind] += 1
  return counters[kind]
}

// ---------------------------------------------------------------------------------------------
// Small shared helpers

export function now(): Date {
  return new Date()
}

/** Money to 2 decimals (half away from zero, without binary drift such as 1.005 → 1.00). */
export function money(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100
}

/** YYYY-MM-DD plus n days. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function today(): string {
  return now().toISOString().slice(0, 10)
}

export { paginate }

export function normalEmail(email: string): string {
  return email.trim().toLowerCase()
}

// ---------------------------------------------------------------------------------------------
// Clients and sessions

export function findClient(id: number) {
  return commerce.clients.findFirst((q) => q.where({ id }))
}

export function findClientByEmail(email: string) {
  const wanted = normalEmail(email)
  return commerce.clients.findFirst((q) => q.where({ email: (e) => normalEmail(e) === wanted }))
}

/** A plain copy of a client record, for answers. */
export function toClient(record: Client): Client {
  return { ...record }
}

/** Creates a signed-in session for a client and answers its bearer token. */
export async function createSession(clientId: number): Promise<string> {
  const token = crypto.randomUUID()
  await commerce.sessions.create({
    token,
    client_id: clientId,
    created_at: now().toISOString(),
    revoked: false,
  })
  return token
}

export async function revokeSession(token: string): Promise<void> {
  await commerce.sessions.update((q) => q.where({ token }), {
    data(s) {
      s.revoked = true
    },
  })
}

setSessionResolver((token) => {
  const session = commerce.sessions.findFirst((q) => q.where({ token, revoked: false }))
  if (!session || !findClient(session.client_id)) return null
  return { clientId: session.client_id, token }
})

// ---------------------------------------------------------------------------------------------
// Field rules the schema cannot express (spec §5)

/** A phone passes the contract's pattern but must also hold 6 to 15 digits. */
export function phoneProblem(phone: string | undefined): string | null {
  if (phone === undefined) return null
  const digits = phone.replace(/\D/g, '').length
  return digits >= 6 && digits <= 15 ? null : 'Invalid phone number.'
}

/** A birthdate must be a real calendar day, not in the future and not before 1900. */
export function birthdateProblem(birthdate: string | undefined): string | null {
  if (birthdate === undefined) return null
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthdate)
  if (!match) return 'Invalid birthdate.'
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(y, m - 1, d))
  const real = date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
  return real && y >= 1900 && birthdate <= today() ? null : 'Invalid birthdate.'
}

/** A name, once trimmed, needs 2 characters. */
export function nameProblem(name: string | undefined): string | null {
  if (name === undefined) return null
  return name.trim().length >= 2 ? null : 'Full name must be at least 2 characters.'
}

/** Field → messages, leaving out the fields without a problem; null when all pass. */
export function problems(entries: Record<string, string | null>): Record<string, string[]> | null {
  const out: Record<string, string[]> = {}
  for (const [field, problem] of Object.entries(entries)) if (problem) out[field] = [problem]
  return Object.keys(out).length > 0 ? out : null
}

/** A 422 body whose message is the first problem, so a single toast already says what is wrong. */
export function invalid(errors: Record<string, string[]>) {
  const first = Object.values(errors)[0]?.[0] ?? 'The given data was invalid.'
  return { result: false as const, message: first, errors }
}

// ---------------------------------------------------------------------------------------------
// Addresses

/** A client's addresses, default first, then newest first. */
export function clientAddresses(clientId: number): Row<typeof commerce.addresses>[] {
  return commerce.addresses
    .findMany((q) => q.where({ client_id: clientId }))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id)
}

/** One address of this client (someone else's counts as missing). */
export function findAddress(clientId: number, id: number): Row<typeof commerce.addresses> | undefined {
  return commerce.addresses.findFirst((q) => q.where({ client_id: clientId, id }))
}

export function toAddress(record: AddressRecord): S['Address'] {
  const { client_id: _owner, ...address } = record
  return address
}

// ---------------------------------------------------------------------------------------------
// Coupons

type Variant = S['Variant']
type ProductSummary = S['ProductSummary']
type Coupon = S['Coupon']

/** Whether the client has placed an order already (first-order-only coupons check this). */
export function hasOrdered(clientId: number): boolean {
  return commerce.orders.findFirst((q) => q.where({ client_id: clientId })) !== undefined
}

/** Why a coupon cannot be used on this cart, or null when it can. */
export function couponProblem(coupon: Coupon, clientId: number, subtotal: number): string | null {
  if (coupon.expires_at && Date.parse(coupon.expires_at) <= Date.now()) return 'This coupon has expired.'
  if (coupon.first_order_only && hasOrdered(clientId)) return 'This coupon is only valid on your first order.'
  if (subtotal < coupon.min_subtotal) {
    return `This coupon needs a subtotal of at least ${coupon.min_subtotal.toFixed(2)}.`
  }
  return null
}

// ---------------------------------------------------------------------------------------------
// Cart pricing

export const SHIPPING_FEE = 10
export const FREE_SHIPPING_FROM = 200

export interface PricedLine {
  record: Row<typeof commerce.cartLines>
  item: S['CartItem']
}

export interface PricedCart {
  cart: S['Cart']
  orderLines: PricedLine[]
  preOrderLines: PricedLine[]
  coupon: Coupon | null
}

/** Whether the welcome promo (a year of free shipping) still runs for the client. */
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

/**
 * The cart with its totals. Totals cover the in-stock lines; pre-order lines are priced in
 * `pre_order_total`. A stored coupon only counts while it still qualifies (for example while the
 * subtotal stays above its minimum), so the answer shows `coupon: null` until it does again.
 */
export function priceCart(clientId: number): PricedCart {
  const client = findClient(clientId)
  const orderLines: PricedLine[] = []
  const preOrderLines: PricedLine[] = []
  for (const record of cartLines(clientId)) {
    const found = findVariant(record.variant_id)
    if (!found) continue
    const item: S['CartItem'] = {
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

// ---------------------------------------------------------------------------------------------
// Orders

/** Order items from variants and quantities, each with its own id. */
export function orderItems(
  lines: { variant: Variant; product: ProductSummary; quantity: number }[],
): S['OrderItem'][] {
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

export function shippingInfo(address: AddressRecord): S['ShippingInfo'] {
  const { label, name, street, building, floor, city, phone, notes, latitude, longitude } = address
  return { label, name, street, building, floor, city, phone, notes, latitude, longitude }
}

export function orderNumber(id: number): string {
  return `ORD-${100040 + id}`
}

export function preOrderNumber(id: number): string {
  return `PRE-${100010 + id}`
}

/** Days to delivery: 3 to 5, by city so the same address always gets the same estimate. */
export function arrivalDays(address: S['ShippingInfo']): number {
  let hash = 0
  for (const ch of address.city.toLowerCase()) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  return 3 + (hash % 3)
}

export function toOrder(record: OrderRecord): S['Order'] {
  const { client_id: _owner, ...order } = record
  return order
}

export function toPreOrder(record: PreOrderRecord): S['PreOrder'] {
  const { client_id: _owner, ...order } = record
  return order
}

export function toReturn(record: ReturnRecord): S['ReturnOrder'] {
  const { client_id: _owner, ...ret } = record
  return ret
}

/** Returns that still hold an order (a new one may only be asked for when none is open). */
export const OPEN_RETURN_STATUSES: readonly S['ReturnStatus'][] = ['Requested', 'Approved']

// ---------------------------------------------------------------------------------------------
// Account removal

/** Removes a client and everything of theirs; their tokens stop working. */
export async function deleteClient(clientId: number): Promise<void> {
  const client = findClient(clientId)
  commerce.sessions.deleteMany((q) => q.where({ client_id: clientId }))
  commerce.addresses.deleteMany((q) => q.where({ client_id: clientId }))
  commerce.cartLines.deleteMany((q) => q.where({ client_id: clientId }))
  commerce.cartCoupons.deleteMany((q) => q.where({ client_id: clientId }))
  commerce.wishlist.deleteMany((q) => q.where({ client_id: clientId }))
  commerce.orders.deleteMany((q) => q.where({ client_id: clientId }))
  commerce.preOrders.deleteMany((q) => q.where({ client_id: clientId }))
  commerce.returns.deleteMany((q) => q.where({ client_id: clientId }))
  for (const review of listReviews({ authorId: clientId })) deleteReview(review.id)
  if (client) {
    commerce.otps.deleteMany((q) => q.where({ email: client.email }))
    commerce.outbox.deleteMany((q) => q.where({ to: client.email }))
    commerce.clients.delete(client)
  }
}

// ---------------------------------------------------------------------------------------------
// Seed

export const DEMO_EMAIL = 'demo@example.com'
const DAY = 86_400_000

let baseSeed: Promise<void> | null = null
let catalogueSeed: Promise<boolean> | null = null

async function seedBase(): Promise<void> {
  for (const collection of Object.values(commerce)) collection.clear()
  for (const key of Object.keys(counters) as (keyof typeof counters)[]) counters[key] = 0
  const demo = await commerce.clients.create({
    id: nextId('client'),
    name: 'Demo Shopper',
    email: DEMO_EMAIL,
    phone: '+201001234567',
    birthdate: null,
    gender: null,
    order_updates: true,
    newsletter: false,
    member_since: '2025-01-15T10:00:00.000Z',
    free_shipping_until: null,
  })
  const address = { client_id: demo.id, name: demo.name, phone: '+201001234567', notes: null }
  await commerce.addresses.create({
    ...address,
    id: nextId('address'),
    label: 'Home',
    street: '12 Nile Street',
    building: '4',
    floor: '2',
    city: 'Cairo',
    notes: 'Ring twice.',
    latitude: 30.0444,
    longitude: 31.2357,
    is_default: true,
  })
  await commerce.addresses.create({
    ...address,
    id: nextId('address'),
    label: 'Office',
    street: '1 Tahrir Square',
    building: '7',
    floor: '5',
    city: 'Giza',
    latitude: 30.0131,
    longitude: 31.2089,
    is_default: false,
  })
}

/** The first in-stock and pre-order variants of the catalogue, in id order. */
function pickVariants(): {
  inStock: { variant: Variant; product: ProductSummary }[]
  preOrder: { variant: Variant; product: ProductSummary }[]
} {
  const inStock: { variant: Variant; product: ProductSummary }[] = []
  const preOrder: { variant: Variant; product: ProductSummary }[] = []
  const products = new Set<number>()
  for (let id = 1; id <= 2000 && (inStock.length < 8 || preOrder.length < 1); id++) {
    const found = findVariant(id)
    if (!found || products.has(found.product.id)) continue
    if (found.variant.pre_order) preOrder.push(found)
    else if (found.variant.stock > 0) inStock.push(found)
    else continue
    products.add(found.product.id)
  }
  return { inStock, preOrder }
}

type SeedStatus = S['OrderStatus']
const PROGRESS: SeedStatus[] = ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered']

/** History up to a status, one step a day from the order date. */
function historyTo(status: SeedStatus, placed: number): { status: SeedStatus; at: string }[] {
  const steps =
    status === 'Cancelled By Customer' ? ['Pending', status] : PROGRESS.slice(0, PROGRESS.indexOf(status) + 1)
  return (steps as SeedStatus[]).map((s, i) => ({ status: s, at: new Date(placed + i * DAY).toISOString() }))
}

/** Orders, a pre-order, a return and wishlist entries of the demo client; needs the catalogue. */
async function seedWithCatalogue(): Promise<boolean> {
  const { inStock, preOrder } = pickVariants()
  if (inStock.length < 8 || preOrder.length < 1) return false
  const demo = findClientByEmail(DEMO_EMAIL)
  const home = demo && clientAddresses(demo.id).find((a) => a.is_default)
  if (!demo || !home) return true
  const anchor = Math.floor(Date.now() / DAY) * DAY
  const ship = shippingInfo(home)
  const contact = { name: demo.name, email: demo.email, phone: demo.phone }
  const pick = (i: number) => inStock[i]!
  const plan: { daysAgo: number; status: SeedStatus; lines: [number, number][]; coupon?: Coupon | null }[] = [
    {
      daysAgo: 60,
      status: 'Delivered',
      lines: [
        [0, 1],
        [1, 2],
      ],
      coupon: findCoupon('WELCOME30'),
    },
    { daysAgo: 45, status: 'Cancelled By Customer', lines: [[2, 1]] },
    {
      daysAgo: 30,
      status: 'Delivered',
      lines: [
        [3, 1],
        [4, 1],
      ],
    },
    { daysAgo: 3, status: 'Shipped', lines: [[5, 2]] },
    { daysAgo: 1, status: 'Processing', lines: [[6, 1]] },
  ]
  for (const entry of plan) {
    const placed = anchor - entry.daysAgo * DAY + 10 * 3_600_000
    const items = orderItems(entry.lines.map(([i, quantity]) => ({ ...pick(i), quantity })))
    const subtotal = money(items.reduce((n, i) => n + i.line_total, 0))
    const coupon = entry.coupon
    const discount = coupon
      ? money(Math.min(subtotal, coupon.type === 'percent' ? (subtotal * coupon.value) / 100 : coupon.value))
      : 0
    const { shipping, free_shipping } = shippingFor(
      money(subtotal - discount),
      true,
      !!coupon?.free_shipping,
      undefined,
    )
    const id = nextId('order')
    await commerce.orders.create({
      id,
      client_id: demo.id,
      type: 'order',
      order_number: orderNumber(id),
      created_at: new Date(placed).toISOString(),
      status: entry.status,
      history: historyTo(entry.status, placed),
      items,
      subtotal,
      discount,
      shipping,
      free_shipping,
      total: money(subtotal - discount + shipping),
      coupon_code: coupon?.code ?? null,
      payment_method: 'cod',
      shipping_address: ship,
      contact,
      notes: null,
      estimated_arrival_days: arrivalDays(ship),
    })
  }
  // The oldest delivered order already has an open return; the newer one is free to try.
  const first = commerce.orders.findFirst((q) => q.where({ id: 1 }))!
  await commerce.returns.create({
    id: nextId('return'),
    client_id: demo.id,
    order_id: first.id,
    order_number: first.order_number,
    status: 'Requested',
    reason: 'The left earbud crackles at high volume.',
    items: [{ order_item_id: first.items[0]!.id, quantity: 1 }],
    created_at: new Date(anchor - 50 * DAY).toISOString(),
  })

  const pre = preOrder[0]!
  const placed = anchor - 5 * DAY + 9 * 3_600_000
  const items = orderItems([{ ...pre, quantity: 1 }])
  const subtotal = items[0]!.line_total
  const { shipping, free_shipping } = shippingFor(subtotal, true, false, undefined)
  const ready = pre.variant.ready_date ?? addDays(new Date(anchor).toISOString().slice(0, 10), 14)
  const preId = nextId('preOrder')
  await commerce.preOrders.create({
    id: preId,
    client_id: demo.id,
    type: 'pre_order',
    order_number: preOrderNumber(preId),
    created_at: new Date(placed).toISOString(),
    status: 'Awaiting Stock',
    history: [{ status: 'Awaiting Stock', at: new Date(placed).toISOString() }],
    items,
    subtotal,
    discount: 0,
    shipping,
    free_shipping,
    total: money(subtotal + shipping),
    coupon_code: null,
    payment_method: 'cod',
    shipping_address: ship,
    contact,
    notes: null,
    estimated_arrival_days: arrivalDays(ship),
    estimated_ready_date: ready,
    expected_shipping_date: addDays(ready, 2),
  })

  for (const found of [pick(7), pick(3), pre]) {
    await commerce.wishlist.create({ client_id: demo.id, product_id: found.product.id, seq: nextId('seq') })
  }
  return true
}

/**
 * Restores the deterministic commerce seed: the demo client `demo@example.com` with two
 * addresses and, once the catalogue is there, orders in several statuses, a pre-order awaiting
 * stock, a return and wishlist entries. Call it after the catalogue is reset; when the
 * catalogue is not there yet, that part is seeded on the first request that needs it.
 */
export async function resetCommerce(): Promise<void> {
  catalogueSeed = null
  baseSeed = seedBase()
  await baseSeed
  await ensureCommerce()
}

/** Makes sure the seed is in place (handlers call it before reading commerce data). */
export async function ensureCommerce(): Promise<void> {
  baseSeed ??= seedBase()
  await baseSeed
  catalogueSeed ??= seedWithCatalogue()
  if (!(await catalogueSeed)) catalogueSeed = null
}
