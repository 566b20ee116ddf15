import type { components } from '@storefront/sdk/schema'
import { findCoupon, findVariant } from './catalog.ts'
import { clearCommerce, clientAddresses, commerce, findClientByEmail, money, nextId } from './commerce.ts'
import { arrivalDays, createPreOrder, orderItems, orderNumber, shippingInfo, USD } from './orders.ts'
import { shippingFor } from './pricing.ts'
import { worldState } from './worlds.ts'

type Schemas = components['schemas']
type Variant = Schemas['Variant']
type ProductSummary = Schemas['ProductSummary']
type Coupon = Schemas['Coupon']

export const DEMO_EMAIL = 'demo@example.com'
const DAY = 86_400_000

const seeding = worldState(() => ({
  base: null as Promise<void> | null,
  catalogue: null as Promise<boolean> | null,
}))

async function seedBase(): Promise<void> {
  clearCommerce()
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

type SeedStatus = Schemas['OrderStatus']
const PROGRESS: SeedStatus[] = ['Pending', 'Confirmed', 'Processing', 'Shipped', 'Delivered']

/** The steps to `status`, a day apart, or closer where that would date the last one after now. */
function historyTo(status: SeedStatus, placed: number): { status: SeedStatus; at: string }[] {
  const steps =
    status === 'Cancelled By Customer' ? ['Pending', status] : PROGRESS.slice(0, PROGRESS.indexOf(status) + 1)
  const gap = Math.min(DAY, Math.floor((Date.now() - placed) / steps.length))
  return (steps as SeedStatus[]).map((s, i) => ({ status: s, at: new Date(placed + i * gap).toISOString() }))
}

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
    // Delivered within the return window (14 days), so a return of it can be asked for.
    {
      daysAgo: 12,
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
      currency: USD,
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
  await createPreOrder({
    client: demo,
    lines: [{ ...pre, quantity: 1 }],
    placedAt: new Date(anchor - 5 * DAY + 9 * 3_600_000).toISOString(),
    address: home,
    notes: null,
  })

  for (const found of [pick(7), pick(3), pre]) {
    await commerce.wishlist.create({ client_id: demo.id, product_id: found.product.id, seq: nextId('seq') })
  }
  return true
}

/** Call after the catalogue reset; without a catalogue yet, that part is seeded on the first request needing it. */
export async function resetCommerce(): Promise<void> {
  const state = seeding()
  state.catalogue = null
  state.base = seedBase()
  await state.base
  await ensureCommerce()
}

export async function ensureCommerce(): Promise<void> {
  const state = seeding()
  state.base ??= seedBase()
  await state.base
  state.catalogue ??= seedWithCatalogue()
  if (!(await state.catalogue)) state.catalogue = null
}
