import { describe, expect, it } from 'vitest'
import { buildCatalogSeed } from '../../seed/index.ts'
import { coupons, listVariants } from '../../store/catalog.ts'
import { call, DEMO_EMAIL, ORIGIN, setupMockHarness, signIn } from '../../testing/index.ts'
import { forcedSettings } from '../forcing.ts'

setupMockHarness()

// biome-ignore lint/suspicious/noExplicitAny: development endpoints outside the contract.
async function post(path: string): Promise<{ status: number; body: any }> {
  const res = await fetch(`${ORIGIN}${path}`, { method: 'POST' })
  return { status: res.status, body: await res.json() }
}
const scenario = (name: string) => post(`/__mock/scenarios/${name}`)

async function newShopper(): Promise<string> {
  return (await post('/__mock/personas/new')).body.token
}

/** What the scenarios change: the forcing, coupon expiry dates and stock. */
function observed() {
  return {
    forced: forcedSettings(),
    expiries: coupons.findMany().map((c) => c.expires_at),
    stock: listVariants().map((v) => v.stock),
  }
}

/** The same, as the seed has it: built afresh, whatever the mock went through before. */
function seeded(): ReturnType<typeof observed> {
  const seed = buildCatalogSeed()
  return {
    forced: {},
    expiries: seed.coupons.map((c) => c.expires_at),
    stock: seed.variants.map((v) => v.stock),
  }
}

describe('POST /__mock/scenarios/{name}', () => {
  it('empty catalogue: the home page and the listings answer with no products', async () => {
    expect((await scenario('emptyCatalogue')).status).toBe(200)
    const shop = await call('get', '/api/v1/client/shop')
    expect(shop.body.data).toEqual([])
    expect(shop.body.pagination.total).toBe(0)
    expect((await call('get', '/api/v1/client/products')).body.data).toEqual([])
    expect((await call('get', '/api/v1/client/home')).body.data.sections).toEqual([])
  })

  it('a product out of stock: named in the answer, shown so, and refused by the cart', async () => {
    const { body } = await scenario('outOfStock')
    const { name, slug } = body.data.product
    expect(body.message).toBe(`${name} (/product/${slug}) is out of stock.`)
    expect(body.data.changesData).toBe(true)
    const product = (await call('get', '/api/v1/client/product/{id}', { params: { id: slug } })).body.data
    expect(product.in_stock).toBe(false)
    const added = await call('post', '/api/v1/client/cart/addOrUpdate', {
      token: await newShopper(),
      json: { variant_id: product.variants[0].id, quantity: 1 },
    })
    expect(added.status).toBe(409)
    expect((await scenario('outOfStock')).body.data.product.slug, 'the same product again').toBe(slug)
  })

  it('an expired coupon: applying it answers the contract 422 saying so', async () => {
    await scenario('expiredCoupon')
    const applied = await call('post', '/api/v1/client/coupon/apply', {
      token: await newShopper(),
      json: { code: 'WELCOME30' },
    })
    expect(applied.status).toBe(422)
    expect(applied.body.errors.code).toEqual(['This coupon has expired.'])
  })

  it('checkout refused (422) and failing (500): the declared answers of placeOrder', async () => {
    await scenario('checkoutRefused')
    expect(forcedSettings().placeOrder).toEqual({ status: 422 })
    await scenario('checkoutFailing')
    expect(forcedSettings().placeOrder).toEqual({ status: 500 })
    const placed = await call('post', '/api/v1/client/placeOrder', {
      token: await signIn(DEMO_EMAIL),
      json: {},
    })
    expect(placed.status).toBe(500)
  })

  it('session expired: the next signed-in call answers 401, and a new sign-in works', async () => {
    const token = await signIn(DEMO_EMAIL)
    expect((await call('get', '/api/v1/client/cart', { token })).status).toBe(200)
    await scenario('sessionExpired')
    expect((await call('get', '/api/v1/client/cart', { token })).status).toBe(401)
    expect((await call('get', '/api/v1/client/cart', { token: await signIn(DEMO_EMAIL) })).status).toBe(200)
  })

  it('maintenance: every operation that may answer 503 does', async () => {
    await scenario('maintenance')
    expect((await call('get', '/api/v1/client/tags')).status).toBe(503)
    expect((await call('get', '/api/v1/client/home')).status).toBe(503)
  })

  it('slow 3G and offline set latency and network failure for all operations, merged', async () => {
    await scenario('offline')
    await expect(fetch(`${ORIGIN}/api/v1/client/tags`)).rejects.toThrow()
    const both = await scenario('slow3g')
    expect(both.body.data.forced['*']).toEqual({ delayMs: 2000, offline: true })
    expect(both.body.data.changesData).toBe(false)
  })

  it('Reset undoes every scenario', async () => {
    const names: string[] = (await (await fetch(`${ORIGIN}/__mock/scenarios`)).json()).data
    expect(names).toHaveLength(9)
    const seed = seeded()
    for (const name of names) {
      expect((await scenario(name)).status, name).toBe(200)
      expect((await post('/__mock/reset')).status).toBe(200)
      expect(observed(), name).toEqual(seed)
    }
  })

  it('an unknown scenario is a 404 naming the known ones, and changes nothing', async () => {
    for (const name of ['nothing', 'constructor']) {
      const { status, body } = await scenario(name)
      expect(status).toBe(404)
      expect(body.result).toBe(false)
      expect(body.message).toContain('emptyCatalogue, outOfStock, expiredCoupon')
    }
    expect(forcedSettings()).toEqual({})
  })
})
