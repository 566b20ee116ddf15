import type { paths } from '@storefront/sdk/schema'
import fc from 'fast-check'
import { describe, expect, it, vi } from 'vitest'
import { catalogCollections } from '../../store/catalog.ts'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import {
  addressInput,
  type CallOptions,
  call,
  commerceSnapshot,
  setupMockHarness,
  signIn,
} from '../../testing/index.ts'
import type { HttpMethod } from '../contract.ts'

setupMockHarness()

interface WriteOp {
  method: HttpMethod
  path: keyof paths & string
  params?: Record<string, string | number>
  /** A body the contract accepts, to mutate. */
  valid: Record<string, unknown>
  form?: boolean
  auth?: boolean
}

const addressForm = {
  _method: 'PUT',
  label: 'Home',
  name: 'Demo Shopper',
  street: '12 Nile Street',
  building: '4',
  floor: '2',
  city: 'Cairo',
  phone: '+201001234567',
}

const writes: WriteOp[] = [
  {
    method: 'post',
    path: '/api/v1/client/send-otp-register',
    valid: { email: 'x@example.com', name: 'Xavier', terms: true, recaptcha_token: 'cap_x' },
  },
  {
    method: 'post',
    path: '/api/v1/client/send-otp-login',
    valid: { email: DEMO_EMAIL, recaptcha_token: 'cap_x' },
  },
  { method: 'post', path: '/api/v1/client/verify-otp-login', valid: { email: DEMO_EMAIL, otp: '123456' } },
  {
    method: 'post',
    path: '/api/v1/client/verify-otp-register',
    valid: { email: 'x@example.com', otp: '123456' },
  },
  {
    method: 'post',
    path: '/api/v1/client/profile/update',
    auth: true,
    valid: { name: 'Demo Shopper', gender: 'Male' },
  },
  { method: 'post', path: '/api/v1/client/addresses', auth: true, valid: addressInput() },
  {
    method: 'post',
    path: '/api/v1/client/addresses/{id}',
    params: { id: 1 },
    auth: true,
    form: true,
    valid: addressForm,
  },
  {
    method: 'post',
    path: '/api/v1/client/cart/addOrUpdate',
    auth: true,
    valid: { variant_id: 2, quantity: 1 },
  },
  { method: 'delete', path: '/api/v1/client/cart/remove', auth: true, valid: { variant_id: 2 } },
  { method: 'post', path: '/api/v1/client/coupon/apply', auth: true, valid: { code: 'SAVE10' } },
  {
    method: 'post',
    path: '/api/v1/client/placeOrder',
    auth: true,
    valid: { type: 'order', address_id: 1, payment_method: 'cod', notes: null },
  },
  { method: 'post', path: '/api/v1/client/wishlist/addOrRemove', auth: true, valid: { product_id: 1 } },
  {
    method: 'post',
    path: '/api/v1/client/return-orders',
    auth: true,
    valid: { order_id: 3, reason: 'It broke after a day.' },
  },
  {
    method: 'post',
    path: '/api/v1/client/reviews',
    auth: true,
    valid: { product_id: 1, rating: 5, comment: 'Nice.' },
  },
  {
    method: 'put',
    path: '/api/v1/client/reviews/{id}',
    params: { id: 1 },
    auth: true,
    valid: { rating: 5, comment: 'Nice.' },
  },
]

/** Everything a refused write must leave alone: commerce data, stock and reviews. */
function state(): string {
  // A refused code is counted against its address on purpose (openapi.yaml, verify-otp-login).
  const { otpFailures: _counted, ...kept } = JSON.parse(commerceSnapshot())
  return JSON.stringify([kept, catalogCollections.variants.all(), catalogCollections.reviews.all()])
}

const OPTIONAL = new Set(['notes', 'gender', 'latitude', 'longitude', 'is_default'])

/** Bodies that can never be valid for an operation. */
function badBodies(op: WriteOp): unknown[] {
  const out: unknown[] = [null, 'text', 42, true, [], [op.valid], {}, { ...op.valid, unexpected_field: 1 }]
  for (const key of Object.keys(op.valid)) {
    const { [key]: _dropped, ...rest } = op.valid
    if (!OPTIONAL.has(key)) out.push(rest)
    if (op.form) {
      // Form fields are all text: refuse blanks and text of the wrong kind.
      out.push({ ...op.valid, [key]: key === 'notes' ? 'x'.repeat(501) : '   ' })
      continue
    }
    out.push({ ...op.valid, [key]: { nested: true } })
    out.push({ ...op.valid, [key]: [] })
    out.push({ ...op.valid, [key]: typeof op.valid[key] === 'string' ? 12345 : 'x'.repeat(5000) })
  }
  if (op.form) {
    out.push(
      { ...op.valid, _method: 'PATCH' },
      { ...op.valid, latitude: 'north' },
      { ...op.valid, latitude: '95' },
    )
    out.push({ ...op.valid, is_default: 'yes' }, { ...op.valid, phone: 'call me' })
  }
  return out
}

async function send(
  op: WriteOp,
  token: string,
  body: unknown,
): Promise<{ status: number; body: { result?: unknown } }> {
  const options: CallOptions = {
    token: op.auth ? token : undefined,
    params: op.params,
    undocumented: [400, 415],
  }
  if (op.form) {
    if (body && typeof body === 'object' && !Array.isArray(body)) {
      options.form = Object.fromEntries(
        Object.entries(body).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
      )
    } else {
      options.raw = { body: JSON.stringify(body), type: 'application/json' }
    }
  } else {
    options.json = body
  }
  return call(op.method, op.path, options)
}

describe('bad bodies on every write operation', () => {
  for (const op of writes) {
    it(`${op.method.toUpperCase()} ${op.path}: 4xx with result false, never 500, nothing changed`, async () => {
      const token = await signIn(DEMO_EMAIL)
      const before = state()
      for (const body of badBodies(op)) {
        const answer = await send(op, token, body)
        expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
        expect(answer.status, JSON.stringify(body)).toBeLessThan(500)
        expect(answer.body.result).toBe(false)
        expect(state(), JSON.stringify(body)).toBe(before)
      }
    })
  }

  it('unreadable JSON and a wrong content type are refused without a 500', async () => {
    const token = await signIn(DEMO_EMAIL)
    const before = state()
    for (const op of writes.filter((w) => !w.form)) {
      for (const raw of [
        { body: '{"broken": ', type: 'application/json' },
        { body: 'variant_id=1', type: 'text/plain' },
      ]) {
        const answer = await call(op.method, op.path, {
          token: op.auth ? token : undefined,
          params: op.params,
          raw,
          undocumented: [400, 415],
        })
        expect(answer.status).toBeGreaterThanOrEqual(400)
        expect(answer.status).toBeLessThan(500)
        expect(answer.body.result).toBe(false)
      }
    }
    expect(state()).toBe(before)
  })
})

// Object member names included on purpose: they once turned a 422 into a 500.
const fieldName = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom('toString', 'constructor', 'valueOf'),
)

describe('random bodies', () => {
  it('never answer 500, and a refused one changes nothing', async () => {
    const token = await signIn(DEMO_EMAIL)
    const value = fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.integer({ min: -5, max: 200 }),
      fc.string({ maxLength: 30 }),
      fc.constantFrom(null, '', '   ', 0, -1, 1.5, '1', 'PUT', 'cod', 'order'),
    )
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: writes.length - 1 }),
        fc.dictionary(fieldName, value),
        fc.boolean(),
        async (index, extra, merge) => {
          const op = writes[index]!
          const body = merge ? { ...op.valid, ...pickKeys(extra, op.valid) } : extra
          const before = state()
          const answer = await send(op, token, body)
          expect(answer.status).toBeLessThan(500)
          if (answer.status >= 400) {
            expect(answer.body.result).toBe(false)
            expect(state()).toBe(before)
          }
        },
      ),
      { numRuns: 150, seed: 20261122 },
    )
  }, 60_000)
})

/** Random values under the operation's own field names, so mutations reach the handlers. */
function pickKeys(extra: Record<string, unknown>, valid: Record<string, unknown>): Record<string, unknown> {
  const keys = Object.keys(valid)
  return Object.fromEntries(
    Object.entries(extra).map(([k, v], i) => [keys[(k.length + i) % keys.length] ?? k, v]),
  )
}

describe('field names like Object members', () => {
  // Field errors are collected in an object without a prototype, so `toString` is just a key.
  it('an unknown field named like an Object.prototype member is refused with 422', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {})
    try {
      const answer = await call('post', '/api/v1/client/send-otp-login', {
        json: { email: DEMO_EMAIL, toString: 0 },
        undocumented: [500],
      })
      expect(answer.status).toBe(422)
    } finally {
      quiet.mockRestore()
    }
  })
})
