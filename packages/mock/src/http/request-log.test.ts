import { beforeEach, describe, expect, it } from 'vitest'
import { call, ORIGIN, setupMockHarness } from '../testing/index.ts'
import { mockConfig } from './config.ts'
import { clearRequestLog, type LoggedCall, REQUEST_LOG_SIZE } from './request-log.ts'
import { route } from './route.ts'

const mock = setupMockHarness()
beforeEach(() => clearRequestLog())

async function log(): Promise<LoggedCall[]> {
  const answer = await (await fetch(`${ORIGIN}/__mock/requests`)).json()
  return answer.data.calls
}

describe('GET /__mock/requests', () => {
  it('lists the calls answered, newest first, with method, path, status and time', async () => {
    await call('get', '/api/v1/client/tags')
    await call('get', '/api/v1/client/cart', { undocumented: [] })
    const [cart, tags] = await log()
    expect(cart).toMatchObject({
      method: 'GET',
      path: '/api/v1/client/cart',
      status: 401,
      operationId: 'getCart',
    })
    expect(tags).toMatchObject({ method: 'GET', path: '/api/v1/client/tags', status: 200 })
    expect(Date.now() - Date.parse(tags!.at)).toBeLessThan(60_000)
    expect(tags!.durationMs).toBeGreaterThanOrEqual(0)
    // A refused sign-in is no contract failure.
    expect(cart!.contract).toBeUndefined()
  })

  it('keeps the last 100 calls only', async () => {
    for (let page = 1; page <= REQUEST_LOG_SIZE + 5; page++)
      await call('get', '/api/v1/client/products', { query: { page } })
    const calls = await log()
    expect(calls).toHaveLength(100)
    expect(calls[0]!.path).toBe('/api/v1/client/products?page=105')
    expect(calls.at(-1)!.path).toBe('/api/v1/client/products?page=6')
  })

  it('marks a request that fails the contract check, with the reason', async () => {
    await call('get', '/api/v1/client/products', { query: { page: 'two' } })
    await call('post', '/api/v1/client/send-otp-login', { json: { email: 'not an address' } })
    const [login, products] = await log()
    expect(products!.contract).toEqual({ side: 'request', reason: expect.stringMatching(/^query: page: /) })
    expect(login!.status).toBe(422)
    expect(login!.contract?.side).toBe('request')
    expect(login!.contract?.reason).toMatch(/email: Please enter a valid email address\./)
  })

  it('marks a request refused for a header, with the header named', async () => {
    await call('get', '/api/v1/client/tags', { headers: { 'x-tracking-data': '{not json' } })
    await call('get', '/api/v1/client/colors', { headers: { 'x-device-id': 'd'.repeat(101) } })
    const [colors, tags] = await log()
    expect(tags).toMatchObject({ path: '/api/v1/client/tags', status: 400 })
    expect(tags!.contract).toEqual({
      side: 'request',
      reason: expect.stringMatching(/^headers: X-Tracking-Data: The X-Tracking-Data header must be JSON\./),
    })
    expect(colors).toMatchObject({ path: '/api/v1/client/colors', status: 400 })
    expect(colors!.contract).toEqual({
      side: 'request',
      reason: expect.stringMatching(/^headers: X-Device-Id: /),
    })
  })

  it('marks an answer that breaks the contract, with the reason', async () => {
    mockConfig.update({ validateResponses: true })
    mock.server.use(
      route('get', '/api/v1/client/tags', ({ reply }) =>
        reply(200, { result: true, message: 'OK', data: [{ id: 'seven' }] } as never),
      ),
    )
    await call('get', '/api/v1/client/tags', { undocumented: [500] })
    const [tags] = await log()
    expect(tags!.status).toBe(500)
    expect(tags!.contract).toEqual({ side: 'response', reason: expect.stringContaining('/data/0') })
  })

  it('notes a network failure (offline) as status 0', async () => {
    mock.setOperation('*', { offline: true })
    await expect(fetch(`${ORIGIN}/api/v1/client/tags`)).rejects.toThrow()
    expect((await log())[0]).toMatchObject({ path: '/api/v1/client/tags', status: 0, forced: 'offline' })
  })

  it('marks the answers the mock was told to give, and what it was told', async () => {
    mock.setOperation('getTags', { status: 500 })
    mock.setOperation('getColors', { delayMs: 1 })
    await call('get', '/api/v1/client/tags', { undocumented: [500] })
    await call('get', '/api/v1/client/colors')
    await call('get', '/api/v1/client/brands')
    const [brands, colors, tags] = await log()
    expect(tags).toMatchObject({ status: 500, forced: 'status=500' })
    expect(colors).toMatchObject({ status: 200, forced: 'delay=1ms' })
    expect(brands?.forced).toBeUndefined()
  })

  it('counts the calls since the mock started or was reset', async () => {
    await call('get', '/api/v1/client/tags')
    const before = (await (await fetch(`${ORIGIN}/__mock/requests`)).json()).data.sinceReset
    expect(before).toBeGreaterThan(0)
    await fetch(`${ORIGIN}/__mock/reset`, { method: 'POST' })
    expect((await (await fetch(`${ORIGIN}/__mock/requests`)).json()).data.sinceReset).toBe(0)
    await call('get', '/api/v1/client/tags')
    expect((await (await fetch(`${ORIGIN}/__mock/requests`)).json()).data.sinceReset).toBe(1)
  })
})
