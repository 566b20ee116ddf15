// Isolated worlds over HTTP: what one world changes, no other sees, and the shared world stays as it was.
import { describe, expect, it } from 'vitest'
import { listVariants } from './store/catalog.ts'
import { useTestServer } from './test-server.ts'
import { registerThroughOutbox } from './testing/outbox.ts'

const server = useTestServer()

/** A request in `world` (undefined: the shared one), answered as JSON. */
async function inWorld(world: string | undefined, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers)
  if (world !== undefined) headers.set('x-mock-session', world)
  if (init.body) headers.set('content-type', 'application/json')
  const response = await fetch(`${server.url}${path}`, { ...init, headers })
  return { status: response.status, body: await response.json() }
}

const signInAs = async (world: string | undefined, persona: string) =>
  (await inWorld(world, `/__mock/personas/${persona}`, { method: 'POST' })).body.token as string

const cartOf = async (world: string | undefined, token: string) =>
  (await inWorld(world, '/api/v1/client/cart', { headers: { authorization: `Bearer ${token}` } })).body.data

const forced = async (world: string | undefined) =>
  (await inWorld(world, '/__mock/operations')).body.data.forced

describe('isolated worlds over HTTP', () => {
  it("keeps each world's cart, sessions, outbox, forced answers and chaos rules to itself", async () => {
    const a = await signInAs('alpha', 'demo')
    const b = await signInAs('beta', 'demo')
    const shared = await signInAs(undefined, 'demo')
    const before = await cartOf('beta', b)
    const variant = listVariants().find((v) => !v.pre_order && v.stock > 2) as { id: number }
    const added = await inWorld('alpha', '/api/v1/client/cart/addOrUpdate', {
      method: 'POST',
      headers: { authorization: `Bearer ${a}` },
      body: JSON.stringify({ variant_id: variant.id, quantity: 2 }),
    })
    expect(added.status).toBe(200)
    const alphaCart = await cartOf('alpha', a)
    expect(alphaCart.items.map((i: { variant: { id: number } }) => i.variant.id)).toContain(variant.id)
    expect(alphaCart).not.toEqual(before)
    expect(await cartOf('beta', b)).toEqual(before)
    expect(await cartOf(undefined, shared)).toEqual(before)
    // A session belongs to its world: alpha's token means nothing in beta.
    expect(
      (await inWorld('beta', '/api/v1/client/cart', { headers: { authorization: `Bearer ${a}` } })).status,
    ).toBe(401)

    await registerThroughOutbox(server.url, 'nora@example.com', { world: 'alpha' })
    expect((await inWorld('alpha', '/__mock/outbox?email=nora@example.com')).body.messages).toHaveLength(1)
    expect((await inWorld('beta', '/__mock/outbox?email=nora@example.com')).body.messages).toEqual([])
    expect((await inWorld(undefined, '/__mock/outbox?email=nora@example.com')).body.messages).toEqual([])

    const force = await inWorld('alpha', '/__mock/operations/getColors', {
      method: 'POST',
      body: JSON.stringify({ status: 503 }),
    })
    expect(force.status).toBe(200)
    const chaos = await inWorld('beta', '/__mock/chaos', {
      method: 'POST',
      body: JSON.stringify({ rules: [{ operationId: 'getBrands', status: 500 }] }),
    })
    expect(chaos.status).toBe(200)
    expect((await inWorld('alpha', '/api/v1/client/colors')).status).toBe(503)
    expect((await inWorld('beta', '/api/v1/client/colors')).status).toBe(200)
    expect((await inWorld(undefined, '/api/v1/client/colors')).status).toBe(200)
    expect((await inWorld('beta', '/api/v1/client/brands')).status).toBe(500)
    expect((await inWorld('alpha', '/api/v1/client/brands')).status).toBe(200)
    expect((await inWorld(undefined, '/api/v1/client/brands')).status).toBe(200)
    expect(await forced('beta')).toEqual({})
    expect(await forced(undefined)).toEqual({})
  })

  it("keeps a world's catalogue writes to itself: an out-of-stock scenario empties one world's product", async () => {
    const applied = await inWorld('alpha', '/__mock/scenarios/outOfStock', { method: 'POST' })
    const { slug } = applied.body.data.product
    const product = async (world: string | undefined) =>
      (await inWorld(world, `/api/v1/client/product/${slug}`)).body.data.in_stock
    expect(await product('alpha')).toBe(false)
    expect(await product('beta')).toBe(true)
    expect(await product(undefined)).toBe(true)
  })

  it('takes the world from the mock_session cookie as from the header', async () => {
    await inWorld('alpha', '/__mock/operations/getColors', {
      method: 'POST',
      body: JSON.stringify({ status: 503 }),
    })
    const colors = (cookie: string) => fetch(`${server.url}/api/v1/client/colors`, { headers: { cookie } })
    expect((await colors('theme=dark; mock_session=alpha')).status).toBe(503)
    expect((await colors('mock_session=beta')).status).toBe(200)
  })

  it('makes a world for an unknown id, and lists the worlds with their bound', async () => {
    expect((await inWorld('never-seen.before_1', '/api/v1/client/colors')).status).toBe(200)
    const listed = (await inWorld(undefined, '/__mock/worlds')).body.data
    expect(listed).toMatchObject({ supported: true, max: 200, idleMinutes: 30 })
    expect(listed.worlds.map((w: { id: string }) => w.id)).toEqual(['never-seen.before_1'])
    expect(listed.worlds[0]).toEqual({
      id: 'never-seen.before_1',
      created: expect.any(String),
      lastUsed: expect.any(String),
    })
  })

  it('refuses a malformed world id with 400 in the error shape, by header or by cookie, and makes no world', async () => {
    for (const id of ['', 'a b', 'x'.repeat(65), 'ünï', 'a/b']) {
      const refused = await fetch(`${server.url}/api/v1/client/colors`, { headers: { 'x-mock-session': id } })
      expect(refused.status, id).toBe(400)
      expect(await refused.json()).toEqual({
        result: false,
        message: expect.stringContaining('X-Mock-Session'),
        errors: { 'X-Mock-Session': [expect.any(String)] },
      })
    }
    const byCookie = await fetch(`${server.url}/__mock/reset`, {
      method: 'POST',
      headers: { cookie: 'mock_session=a%20b' },
    })
    expect(byCookie.status).toBe(400)
    expect((await inWorld(undefined, '/__mock/worlds')).body.data.worlds).toEqual([])
  })

  it('resets one world only', async () => {
    for (const world of ['alpha', 'beta'])
      await inWorld(world, '/__mock/operations/getColors', {
        method: 'POST',
        body: JSON.stringify({ status: 503 }),
      })
    const reset = await inWorld('alpha', '/__mock/reset', { method: 'POST' })
    expect(reset.status).toBe(200)
    expect(await forced('alpha')).toEqual({})
    expect(await forced('beta')).toEqual({ getColors: { status: 503 } })
  })

  it("logs each world's calls in its own log, each entry naming its world", async () => {
    await inWorld('alpha', '/api/v1/client/colors')
    await inWorld(undefined, '/api/v1/client/brands')
    const alpha = (await inWorld('alpha', '/__mock/requests')).body.data.calls
    expect(alpha.map((c: { operationId: string; world?: string }) => [c.operationId, c.world])).toEqual([
      ['getColors', 'alpha'],
    ])
    // The shared log outlives a reset, as it always did: its newest call is this test's.
    const shared = (await inWorld(undefined, '/__mock/requests')).body.data.calls
    expect(shared[0]).toMatchObject({ operationId: 'getBrands' })
    expect(shared.filter((c: { world?: string }) => c.world !== undefined)).toEqual([])
    const world = (await inWorld('alpha', '/__mock/world')).body.data
    expect(world).toMatchObject({ id: 'alpha', forced: {}, callsSinceReset: 1, clients: 1 })
  })

  it("keeps a world's failure knobs (/__mock/config) to itself; a new world starts from the shared one's", async () => {
    await inWorld(undefined, '/__mock/config', { method: 'POST', body: JSON.stringify({ errorStatus: 503 }) })
    const set = await inWorld('alpha', '/__mock/config', {
      method: 'POST',
      body: JSON.stringify({ errorRate: 1 }),
    })
    expect(set.body.data).toEqual({ delayMs: 0, errorRate: 1, errorStatus: 503 })
    expect((await inWorld('alpha', '/api/v1/client/colors')).status).toBe(503)
    expect((await inWorld('beta', '/api/v1/client/colors')).status).toBe(200)
    expect((await inWorld(undefined, '/api/v1/client/colors')).status).toBe(200)
    expect((await inWorld('beta', '/__mock/config')).body.data).toEqual({
      delayMs: 0,
      errorRate: 0,
      errorStatus: 503,
    })
    await inWorld(undefined, '/__mock/config', { method: 'POST', body: JSON.stringify({ errorStatus: 500 }) })
  })
})
