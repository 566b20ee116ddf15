import type { paths } from '@storefront/sdk/schema'
import { describe, expect, it } from 'vitest'
import { call, captcha, register, setupMockHarness } from '../testing/index.ts'
import { type JsonSchema, operations, parametersOf, requiresAuth } from './contract.ts'
import { BODY_LIMIT_BYTES } from './route.ts'

setupMockHarness()

// The answers every operation declares before its own rules run: the coverage matrix counts them.
const all = operations()
  .map(({ method, path, op }) => ({ method, path: path as keyof paths & string, op }))
  .filter(({ op }) => op.operationId)

describe('the answers the route layer gives every operation', () => {
  it.each(all.filter(({ op }) => op.responses?.['400']))(
    '$op.operationId: 400 for a malformed header',
    async ({ method, path }) => {
      const res = await call(method, path, { params: { id: 1 }, headers: { 'x-tracking-data': '{not json' } })
      expect(res.status).toBe(400)
      expect(res.body.errors['X-Tracking-Data']).toEqual(['The X-Tracking-Data header must be JSON.'])
    },
  )

  it.each(all.filter(({ op }) => op.responses?.['413']))(
    '$op.operationId: 413 for a body over 1 MiB',
    async ({ method, path }) => {
      const body = `"${'x'.repeat(BODY_LIMIT_BYTES)}"`
      const res = await call(method, path, { params: { id: 1 }, raw: { body, type: 'application/json' } })
      expect(res.status).toBe(413)
      expect(res.body).toEqual({ result: false, message: 'The request body is too large.' })
    },
  )

  it.each(all.filter(({ op }) => requiresAuth(op)))(
    '$op.operationId: 401 without a token',
    async ({ method, path }) => {
      const res = await call(method, path, { params: { id: 1 } })
      expect(res.status).toBe(401)
      expect(res.body.message).toBe('Unauthenticated.')
    },
  )

  // A query value just outside its schema: the first bound the contract gives a parameter.
  const outOfBounds = (schema: JsonSchema | undefined): string | null => {
    if (typeof schema?.minimum === 'number') return String(schema.minimum - 1)
    if (typeof schema?.maxLength === 'number') return 'x'.repeat(schema.maxLength + 1)
    return null
  }
  const queried = all.flatMap(({ method, path, op }) => {
    if (method !== 'get' || !op.responses?.['422']) return []
    const param = parametersOf(op).find(
      (p) => p.in === 'query' && outOfBounds(p.schema as JsonSchema) !== null,
    )
    return param
      ? [{ method, path, op, name: param.name, value: outOfBounds(param.schema as JsonSchema) }]
      : []
  })

  it.each(queried)(
    '$op.operationId: 422 naming a query value out of bounds',
    async ({ method, path, op, name, value }) => {
      const token = requiresAuth(op)
        ? (await register(`query-${op.operationId}@example.com`)).token
        : undefined
      const res = await call(method, path, { token, query: { [name]: value as string } })
      expect(res.status).toBe(422)
      expect(Object.keys(res.body.errors)).toContain(name)
    },
  )
})

describe('answers no other test asks for', () => {
  it.each([
    { path: '/api/v1/client/wishlist/addOrRemove', options: { json: { product_id: 999_999 } } },
    { path: '/api/v1/client/pre-orders/{id}/cancel', options: { params: { id: 999_999 } } },
  ] as const)('$path: 404 for a product or pre-order that does not exist', async ({ path, options }) => {
    const { token } = await register(`missing-${path.length}@example.com`)
    const res = await call('post', path, { token, ...options })
    expect(res.status).toBe(404)
  })

  it('reverseGeocode: 503, the answer of a server without a geocoder (forced: the mock has one)', async () => {
    const { token } = await register('no-geocoder@example.com')
    const res = await call('get', '/api/v1/client/geocode/reverse', {
      token,
      query: { latitude: 30.0444, longitude: 31.2357 },
      headers: { prefer: 'status=503' },
    })
    expect(res.status).toBe(503)
    expect(res.body).toEqual({ result: false, message: 'This server has no geocoder.' })
  })

  it('sendContactMessage: 422 naming each missing field', async () => {
    const res = await call('post', '/api/v1/client/contact', { json: {} })
    expect(res.status).toBe(422)
    expect(Object.keys(res.body.errors)).toContain('email')
  })

  it('sendOtpRegister: 429 for a second code asked for at once', async () => {
    const ask = async () =>
      call('post', '/api/v1/client/send-otp-register', {
        json: {
          email: 'twice@example.com',
          name: 'Nora Haddad',
          terms: true,
          recaptcha_token: await captcha(),
        },
      })
    expect((await ask()).status).toBe(200)
    const again = await ask()
    expect(again.status).toBe(429)
    expect(Number(again.body.errors.resend_in[0])).toBeGreaterThan(0)
  })
})
