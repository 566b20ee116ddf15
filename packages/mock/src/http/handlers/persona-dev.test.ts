import { describe, expect, it } from 'vitest'
import { call, ORIGIN, setupMockHarness } from '../../testing/index.ts'

setupMockHarness()

async function persona(name: string) {
  const res = await fetch(`${ORIGIN}/__mock/personas/${name}`, { method: 'POST' })
  // biome-ignore lint/suspicious/noExplicitAny: a development endpoint outside the contract.
  return { status: res.status, body: (await res.json()) as any }
}

describe('GET /__mock/personas', () => {
  it('lists every persona a POST signs in as', async () => {
    const names: string[] = (await (await fetch(`${ORIGIN}/__mock/personas`)).json()).data
    expect(names).toEqual(['demo', 'new', 'full-cart', 'address-only'])
    for (const name of names) expect((await persona(name)).status).toBe(200)
  })
})

describe('POST /__mock/personas/{name}', () => {
  it('answers like a sign-in, with a fresh shopper at each click', async () => {
    const first = await persona('new')
    const second = await persona('new')
    for (const { status, body } of [first, second]) {
      expect(status).toBe(200)
      expect(body).toMatchObject({ result: true, message: 'Signed in.' })
      expect(typeof body.token).toBe('string')
    }
    expect(first.body.client.email).not.toBe(second.body.client.email)
    const me = await call('get', '/api/v1/client/me', { token: second.body.token })
    expect(me.body.client.id).toBe(second.body.client.id)
  })

  it('new: the welcome offer is unused, with nothing in cart, orders or addresses', async () => {
    const { body } = await persona('new')
    const token = body.token
    expect(Date.parse(body.client.free_shipping_until)).toBeGreaterThan(Date.now() + 300 * 86_400_000)
    expect((await call('get', '/api/v1/client/cart', { token })).body.data.items).toEqual([])
    expect((await call('get', '/api/v1/client/orders', { token })).body.data).toEqual([])
    expect((await call('get', '/api/v1/client/addresses', { token })).body.data).toEqual([])
    const welcome = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'WELCOME30' } })
    expect(welcome.status).toBe(200)
    expect(welcome.body.data.coupon.code).toBe('WELCOME30')
  })

  it('full-cart: several products, a coupon applied and a default address, and its cart is its own', async () => {
    const full = await persona('full-cart')
    const cart = (await call('get', '/api/v1/client/cart', { token: full.body.token })).body.data
    const addresses = (await call('get', '/api/v1/client/addresses', { token: full.body.token })).body.data
    expect(addresses.map((a: { is_default: boolean }) => a.is_default)).toEqual([true])
    expect(cart.items.length).toBeGreaterThanOrEqual(4)
    expect(cart.total_items).toBeGreaterThan(cart.items.length)
    expect(cart.coupon).not.toBeNull()
    expect(cart.discount).toBeGreaterThan(0)
    const other = await persona('full-cart')
    await call('delete', '/api/v1/client/cart/remove', {
      token: other.body.token,
      json: { variant_id: cart.items[0].variant_id },
    })
    const again = (await call('get', '/api/v1/client/cart', { token: full.body.token })).body.data
    expect(again.items.length).toBe(cart.items.length)
  })

  it('address-only: one saved default address and nothing else', async () => {
    const { body } = await persona('address-only')
    const token = body.token
    const addresses = (await call('get', '/api/v1/client/addresses', { token })).body.data
    expect(addresses).toHaveLength(1)
    expect(addresses[0].is_default).toBe(true)
    expect((await call('get', '/api/v1/client/addresses/default', { token })).body.data.id).toBe(
      addresses[0].id,
    )
    expect((await call('get', '/api/v1/client/cart', { token })).body.data.items).toEqual([])
    expect((await call('get', '/api/v1/client/orders', { token })).body.data).toEqual([])
    expect((await call('get', '/api/v1/client/wishlist', { token })).body.data).toEqual([])
  })

  it('an unknown persona is a 404 naming the known ones', async () => {
    for (const name of ['nobody', 'constructor', '__proto__']) {
      const { status, body } = await persona(name)
      expect(status, name).toBe(404)
      expect(body.result).toBe(false)
      expect(body.message).toContain('demo, new, full-cart, address-only')
    }
  })
})
