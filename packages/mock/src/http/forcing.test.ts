import { describe, expect, it } from 'vitest'
import { listVariants } from '../store/catalog.ts'
import { addressInput, call, commerceSnapshot, ORIGIN, register, setupMockHarness } from '../testing/index.ts'
import { validateResponse } from './contract.ts'
import { declaredBody, declaredStatuses, forcedSettings, operationCatalogue } from './forcing.ts'

const mock = setupMockHarness({ force: { getBrands: { status: 500 } } })

const post = (path: string, body: unknown) =>
  fetch(`${ORIGIN}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }))

describe('forcing a declared answer', () => {
  it('builds a body that passes the contract for every declared status of every operation', () => {
    const broken: string[] = []
    for (const { operationId, method, path, statuses } of operationCatalogue()) {
      for (const status of statuses) {
        const body = declaredBody(operationId, status)
        const problems = validateResponse(method.toLowerCase() as never, path, status, body)
        if (problems.length > 0) broken.push(`${operationId} ${status}: ${problems.join('; ')}`)
      }
    }
    expect(broken).toEqual([])
  })

  it('answers the harness option for every test of the file', async () => {
    const answer = await call('get', '/api/v1/client/brands')
    expect(answer.status).toBe(500)
    expect(answer.body.result).toBe(false)
  })

  it('answers a forced status with the contract example, typed by operation id', async () => {
    mock.force('placeOrder', 422)
    const { token } = await register('forced@example.com')
    const answer = await call('post', '/api/v1/client/placeOrder', { token, json: {} })
    expect(answer.status).toBe(422)
    expect(answer.headers.get('preference-applied')).toBe('status=422')
    expect(answer.body.message).toBe('The given data was invalid.')
  })

  it('refuses an unknown operation or an undeclared status and changes nothing', () => {
    const before = JSON.stringify(forcedSettings())
    expect(() => mock.force('noSuchOperation' as 'placeOrder', 500)).toThrow(/no operation "noSuchOperation"/)
    expect(() => mock.force('getBrands', 418 as 500)).toThrow(/does not declare status 418/)
    expect(() => mock.force('getBrands', 200, { example: 'nope' })).toThrow(/no example "nope"/)
    expect(JSON.stringify(forcedSettings())).toBe(before)
    expect(() => setupMockHarness({ force: { getBrands: { status: 418 as 500 } } })).toThrow(/418/)
  })

  it('follows a Prefer header as Prism does, and ignores one the operation does not declare', async () => {
    const asked = await call('get', '/api/v1/client/categories', { headers: { prefer: 'status=500' } })
    expect(asked.status).toBe(500)
    const named = await call('get', '/api/v1/client/categories', {
      headers: { prefer: 'code=200, example=default' },
    })
    expect(named.status).toBe(200)
    expect(named.headers.get('preference-applied')).toBe('status=200, example=default')
    const ignored = await call('get', '/api/v1/client/categories', { headers: { prefer: 'status=418' } })
    expect(ignored.status).toBe(200)
    expect(ignored.headers.get('preference-applied')).toBeNull()
  })

  it('follows a Prefer header on placeOrder: the declared answer, and no order placed', async () => {
    const { token } = await register('prefer-order@example.com')
    const address = await call('post', '/api/v1/client/addresses', {
      token,
      json: addressInput({ is_default: true }),
    })
    const variant = listVariants().find((v) => !v.pre_order && v.stock >= 5)
    if (!variant) throw new Error('no in-stock variant')
    await call('post', '/api/v1/client/cart/addOrUpdate', {
      token,
      json: { variant_id: variant.id, quantity: 1 },
    })
    const order = { type: 'order', address_id: address.body.data.id, payment_method: 'cod' }
    const before = commerceSnapshot()
    const refused = await call('post', '/api/v1/client/placeOrder', {
      token,
      headers: { prefer: 'status=422', 'Idempotency-Key': 'prefer-refused' },
      json: order,
    })
    expect(refused.status).toBe(422)
    expect(refused.headers.get('preference-applied')).toBe('status=422')
    expect(commerceSnapshot()).toBe(before)
    // The same request without the header places the order: the header alone made the difference.
    const placed = await call('post', '/api/v1/client/placeOrder', {
      token,
      headers: { 'Idempotency-Key': 'prefer-placed' },
      json: order,
    })
    expect(placed.status).toBe(200)
    expect(placed.headers.get('preference-applied')).toBeNull()
  })

  it('follows a Prefer header on every operation, signed in, for a declared status it would not give on its own', async () => {
    const { token } = await register('prefer-all@example.com')
    const ignored: string[] = []
    for (const { operationId, method, path, statuses } of operationCatalogue()) {
      const status = statuses.includes(503) ? 503 : Math.max(...statuses)
      const answer = await fetch(`${ORIGIN}${path.replace(/\{\w+\}/g, '1')}`, {
        method,
        headers: { prefer: `status=${status}`, authorization: `Bearer ${token}` },
      })
      const applied = answer.headers.get('preference-applied')
      if (answer.status !== status || applied !== `status=${status}`)
        ignored.push(`${operationId} asked ${status}: ${answer.status}, preference-applied ${applied}`)
    }
    expect(ignored).toEqual([])
  })

  it('fails the request at the network level when offline, per operation or for all', async () => {
    mock.setOperation('getCategories', { offline: true })
    await expect(fetch(`${ORIGIN}/api/v1/client/categories`)).rejects.toThrow()
    expect((await call('get', '/api/v1/client/colors')).status).toBe(200)
    mock.setOperation('*', { offline: true })
    await expect(fetch(`${ORIGIN}/api/v1/client/colors`)).rejects.toThrow()
    mock.setOperation('*', {})
    expect((await call('get', '/api/v1/client/colors')).status).toBe(200)
  })

  it('holds one operation for its latency', async () => {
    mock.setOperation('getColors', { delayMs: 2500 })
    const started = performance.now()
    await call('get', '/api/v1/client/colors')
    expect(performance.now() - started).toBeGreaterThanOrEqual(2450)
  })

  it('lists and sets operations over /__mock/operations, refusing bad settings', async () => {
    const listed = await fetch(`${ORIGIN}/__mock/operations`).then((r) => r.json())
    const place = listed.data.operations.find((o: { operationId: string }) => o.operationId === 'placeOrder')
    expect(place.statuses).toEqual(declaredStatuses('placeOrder'))
    expect(place.statuses).toContain(422)
    expect((await post('/__mock/operations/getTags', { status: 500 })).status).toBe(200)
    expect((await call('get', '/api/v1/client/tags')).status).toBe(500)
    expect((await post('/__mock/operations/getTags', { status: 418 })).status).toBe(422)
    expect((await post('/__mock/operations/nope', { status: 500 })).status).toBe(404)
    expect((await post('/__mock/operations/getTags', { colour: 1 })).status).toBe(422)
    expect((await post('/__mock/operations/getTags', {})).status).toBe(200)
    expect((await call('get', '/api/v1/client/tags')).status).toBe(200)
  })

  it('signs the demo persona in with a token that secured operations take', async () => {
    const persona = await post('/__mock/personas/demo', {})
    expect(persona.status).toBe(200)
    const me = await call('get', '/api/v1/client/me', { token: persona.body.token })
    expect(me.status).toBe(200)
    expect(me.body.client.email).toBe('demo@example.com')
    expect((await post('/__mock/personas/nobody', {})).status).toBe(404)
  })

  it('forgets what was forced on reset', async () => {
    mock.force('getTags', 500)
    await fetch(`${ORIGIN}/__mock/reset`, { method: 'POST' })
    expect((await call('get', '/api/v1/client/tags')).status).toBe(200)
  })
})
