import { Collection } from '@msw/data'
import type { components } from '@storefront/sdk/schema'
import type {
  AddressRecord,
  CartCouponRecord,
  CartLineRecord,
  Client,
  OrderRecord,
  OtpRecord,
  OutboxMessage,
  PreOrderRecord,
  RegisterRequest,
  ReturnRecord,
  SessionRecord,
  WishlistRecord,
} from '../model/records.ts'
import { componentSchema, standardSchema } from '../model/schema.ts'
import { deleteReview, listReviews } from './reviews.ts'
import { worldObject, worldState } from './worlds.ts'

export { paginate } from './catalog-query.ts'

type Schemas = components['schemas']

const owned = { properties: { client_id: { type: 'integer', minimum: 1 } }, required: ['client_id'] }
const integer = { type: 'integer' }
const timestamp = { type: 'string', format: 'date-time' }
/** What `toOrder` adds to a stored order (its value does not matter to the check). */
const answered = { cancellable: false }

const accountCollections = () => ({
  clients: new Collection({ schema: componentSchema<Client>('Client') }),
  sessions: new Collection({
    schema: standardSchema<SessionRecord>('Session', {
      type: 'object',
      required: ['token', 'client_id', 'created_at', 'revoked'],
      properties: {
        // A real backend's token, adopted in hybrid mode, can be of any length.
        token: { type: 'string', minLength: 1 },
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
        // Null where only a notice was mailed (no account to sign in to, or one already there).
        code: { oneOf: [{ type: 'string', pattern: '^[0-9]{6}$' }, { type: 'null' }] },
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
      required: ['to', 'subject', 'code', 'text', 'sent_at'],
      properties: {
        to: { type: 'string' },
        subject: { type: 'string' },
        code: { type: ['string', 'null'] },
        text: { type: 'string' },
        sent_at: timestamp,
      },
    }),
  }),
  otpFailures: new Collection({
    schema: standardSchema<{ email: string; at: number }>('OtpFailure', {
      type: 'object',
      required: ['email', 'at'],
      properties: { email: { type: 'string' }, at: integer },
    }),
  }),
})

const shopCollections = () => ({
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
  orders: new Collection({ schema: componentSchema<OrderRecord>('Order', owned, answered) }),
  preOrders: new Collection({ schema: componentSchema<PreOrderRecord>('PreOrder', owned, answered) }),
  returns: new Collection({ schema: componentSchema<ReturnRecord>('ReturnOrder', owned) }),
})

/** A world's commerce collections, each record checked against openapi.yaml (or a store-only schema). */
const emptyCommerce = () => ({ ...accountCollections(), ...shopCollections() })

type Commerce = ReturnType<typeof emptyCommerce>

const newCounters = () => ({ client: 0, address: 0, order: 0, preOrder: 0, orderItem: 0, return: 0, seq: 0 })
const worldCommerce = worldState(() => ({ collections: emptyCommerce(), counters: newCounters() }))

/** The current world's commerce collections (docs/decisions/0071): read as if they were one module's. */
export const commerce: Commerce = worldObject(() => worldCommerce().collections)

export type Row<C extends { findMany(): unknown[] }> = ReturnType<C['findMany']>[number]

/** The next id of a kind; ids restart with every reset, so seeds are deterministic. */
export function nextId(kind: keyof ReturnType<typeof newCounters>): number {
  const { counters } = worldCommerce()
  counters[kind] += 1
  return counters[kind]
}

export function clearCommerce(): void {
  const state = worldCommerce()
  for (const collection of Object.values(state.collections)) collection.clear()
  state.counters = newCounters()
}

export function now(): Date {
  return new Date()
}

/** Money to 2 decimals (half away from zero, without binary drift such as 1.005 → 1.00). */
export function money(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00.000Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

export function today(): string {
  return now().toISOString().slice(0, 10)
}

export function normalEmail(email: string): string {
  return email.trim().toLowerCase()
}

export function findClient(id: number) {
  return commerce.clients.findFirst((q) => q.where({ id }))
}

export function findClientByEmail(email: string) {
  const wanted = normalEmail(email)
  return commerce.clients.findFirst((q) => q.where({ email: (e) => normalEmail(e) === wanted }))
}

export function toClient(record: Client): Client {
  return { ...record }
}

const WELCOME_FREE_SHIPPING_DAYS = 365

export async function registerClient(email: string, form: Partial<RegisterRequest> | null): Promise<Client> {
  const joined = now()
  const freeUntil = new Date(joined.getTime() + WELCOME_FREE_SHIPPING_DAYS * 86_400_000)
  return commerce.clients.create({
    id: nextId('client'),
    name: form?.name ?? email.split('@')[0] ?? email,
    email,
    phone: form?.phone ?? null,
    birthdate: form?.birthdate ?? null,
    gender: form?.gender ?? null,
    order_updates: true,
    newsletter: form?.newsletter ?? false,
    member_since: joined.toISOString(),
    free_shipping_until: freeUntil.toISOString(),
  })
}

export function clientAddresses(clientId: number): Row<typeof commerce.addresses>[] {
  return commerce.addresses
    .findMany((q) => q.where({ client_id: clientId }))
    .sort((a, b) => Number(b.is_default) - Number(a.is_default) || b.id - a.id)
}

export function findAddress(clientId: number, id: number): Row<typeof commerce.addresses> | undefined {
  return commerce.addresses.findFirst((q) => q.where({ client_id: clientId, id }))
}

export function toAddress(record: AddressRecord): Schemas['Address'] {
  const { client_id: _owner, ...address } = record
  return address
}

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
