import { describe, expect, it } from 'vitest'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import { call, register, setupMockHarness, signIn } from '../../testing/index.ts'
import { openapi } from '../contract.ts'

setupMockHarness()

async function advance(kind: 'orders' | 'pre-orders' | 'return-orders', id: number, patch?: unknown) {
  const res = await fetch(`http://localhost/__mock/${kind}/${id}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    ...(patch === undefined ? {} : { body: JSON.stringify(patch) }),
  })
  // biome-ignore lint/suspicious/noExplicitAny: a development endpoint outside the contract.
  return { status: res.status, body: (await res.json()) as any }
}

async function demoOrder(token: string, status: string) {
  const list = (await call('get', '/api/v1/client/orders', { token })).body.data as {
    id: number
    status: string
  }[]
  const found = list.find((o) => o.status === status)
  if (!found) throw new Error(`no ${status} order in the seed`)
  return (await call('get', '/api/v1/client/orders/{id}', { token, params: { id: found.id } })).body.data
}

describe('POST /__mock/orders/{id}/advance', () => {
  it('moves an order to its next status, dated now, and a day further into the past', async () => {
    const token = await signIn(DEMO_EMAIL)
    const shipped = await demoOrder(token, 'Shipped')
    const moved = await advance('orders', shipped.id)
    expect(moved.status).toBe(200)
    const after = (await call('get', '/api/v1/client/orders/{id}', { token, params: { id: shipped.id } }))
      .body.data
    expect(after.status).toBe('Delivered')
    expect(after.history.at(-1).status).toBe('Delivered')
    expect(Date.now() - Date.parse(after.history.at(-1).at)).toBeLessThan(60_000)
    expect(Date.parse(shipped.created_at) - Date.parse(after.created_at)).toBe(86_400_000)
  })

  it('sets a named status and ages by the days given; a delivered order can then be returned', async () => {
    const token = await signIn(DEMO_EMAIL)
    const processing = await demoOrder(token, 'Processing')
    const moved = await advance('orders', processing.id, { status: 'Delivered', days: 3 })
    expect(moved.body.data.status).toBe('Delivered')
    expect(Date.parse(processing.created_at) - Date.parse(moved.body.data.created_at)).toBe(3 * 86_400_000)
    const returned = await call('post', '/api/v1/client/return-orders', {
      token,
      json: { order_id: processing.id, reason: 'It stopped charging after a day.' },
    })
    expect(returned.status).toBe(200)
    const approved = await advance('return-orders', returned.body.data.id)
    expect(approved.body.data.status).toBe('Approved')
    const refunded = await advance('return-orders', returned.body.data.id)
    expect(refunded.body.data.status).toBe('Refunded')
    expect(refunded.body.order.status).toBe('Returned')
  })

  it('a pre-order moves from Awaiting Stock, its dates a day earlier', async () => {
    const token = await signIn(DEMO_EMAIL)
    const pre = (await call('get', '/api/v1/client/pre-orders', { token })).body.data[0]
    const moved = await advance('pre-orders', pre.id)
    expect(moved.body.data.status).toBe('Pending')
    expect(Date.parse(pre.estimated_ready_date) - Date.parse(moved.body.data.estimated_ready_date)).toBe(
      86_400_000,
    )
  })

  it('refuses an unknown status (422), an order at the end of the way (409) and an unknown order (404)', async () => {
    const token = await signIn(DEMO_EMAIL)
    const shipped = await demoOrder(token, 'Shipped')
    const bad = await advance('orders', shipped.id, { status: 'Lost', days: -1 })
    expect(bad.status).toBe(422)
    expect(Object.keys(bad.body.errors).sort()).toEqual(['days', 'status'])
    const cancelled = await demoOrder(token, 'Cancelled By Customer')
    expect((await advance('orders', cancelled.id)).status).toBe(409)
    expect((await advance('orders', 999_999)).status).toBe(404)
  })

  it('refuses a `__proto__` key as it refuses any key it does not know, and moves nothing', async () => {
    const token = await signIn(DEMO_EMAIL)
    const shipped = await demoOrder(token, 'Shipped')
    const res = await fetch(`http://localhost/__mock/orders/${shipped.id}/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"status":"Delivered"}}',
    })
    const body = await res.json()
    expect(res.status).toBe(422)
    expect(Object.keys(body.errors)).toEqual(['__proto__'])
    const after = (await call('get', '/api/v1/client/orders/{id}', { token, params: { id: shipped.id } }))
      .body.data
    expect(after.status).toBe('Shipped')
  })
})

describe('cancel', () => {
  it("a Pending order becomes 'Cancelled By Customer'; a Shipped one answers 409", async () => {
    const token = await signIn(DEMO_EMAIL)
    const processing = await demoOrder(token, 'Processing')
    await advance('orders', processing.id, { status: 'Pending', days: 0 })
    const cancelled = await call('post', '/api/v1/client/orders/{id}/cancel', {
      token,
      params: { id: processing.id },
    })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body.data.status).toBe('Cancelled By Customer')
    expect(cancelled.body.data.history.at(-1).status).toBe('Cancelled By Customer')
    const shipped = await demoOrder(token, 'Shipped')
    const refused = await call('post', '/api/v1/client/orders/{id}/cancel', {
      token,
      params: { id: shipped.id },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.message).toBe('An order that is Shipped can no longer be cancelled.')
  })

  it('a pre-order can be cancelled before it ships, not after', async () => {
    const token = await signIn(DEMO_EMAIL)
    const pre = (await call('get', '/api/v1/client/pre-orders', { token })).body.data[0]
    await advance('pre-orders', pre.id, { status: 'Processing' })
    const ok = await call('post', '/api/v1/client/pre-orders/{id}/cancel', { token, params: { id: pre.id } })
    expect(ok.body.data.status).toBe('Cancelled By Customer')
    await advance('pre-orders', pre.id, { status: 'Shipped' })
    const late = await call('post', '/api/v1/client/pre-orders/{id}/cancel', {
      token,
      params: { id: pre.id },
    })
    expect(late.status).toBe(409)
  })

  it.each([
    ['orders', 'OrderStatus'],
    ['pre-orders', 'PreOrderStatus'],
  ] as const)(
    'in every status, the %s answer says cancellable exactly when the cancel call is accepted',
    async (kind, schema) => {
      const token = await signIn(DEMO_EMAIL)
      const listed = (await call('get', `/api/v1/client/${kind}`, { token })).body.data
      const id = listed[0].id
      const statuses = openapi.components.schemas[schema]?.enum as string[]
      const allowed: string[] = []
      for (const status of statuses) {
        await advance(kind, id, { status, days: 0 })
        const shown = (await call('get', `/api/v1/client/${kind}/{id}`, { token, params: { id } })).body.data
        const inList = (await call('get', `/api/v1/client/${kind}`, { token })).body.data.find(
          (o: { id: number }) => o.id === id,
        )
        expect(inList.cancellable).toBe(shown.cancellable)
        const cancel = await call('post', `/api/v1/client/${kind}/{id}/cancel`, { token, params: { id } })
        expect(cancel.status).toBe(shown.cancellable ? 200 : 409)
        if (cancel.status === 200) {
          expect(cancel.body.data.cancellable).toBe(false)
          allowed.push(status)
        }
      }
      // openapi.yaml, cancelOrder and cancelPreOrder; spec section 4: a pre-order until it ships.
      expect(allowed).toEqual(
        kind === 'orders'
          ? ['Pending', 'Paid', 'Confirmed', 'On Hold']
          : ['Awaiting Stock', 'Pending', 'Paid', 'Confirmed', 'Processing', 'On Hold'],
      )
    },
  )

  it("someone else's order is not found", async () => {
    const token = await signIn(DEMO_EMAIL)
    const { body } = await call('get', '/api/v1/client/orders', { token })
    const { token: theirs } = await register('stranger.cancel@example.com')
    expect(
      (
        await call('post', '/api/v1/client/orders/{id}/cancel', {
          token: theirs,
          params: { id: body.data[0].id },
        })
      ).status,
    ).toBe(404)
  })
})
