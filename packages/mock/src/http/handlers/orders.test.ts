import { afterEach, describe, expect, it, vi } from 'vitest'
import { commerce } from '../../store/commerce.ts'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import { moveOrder } from '../../store/orders.ts'
import {
  addressInput,
  call,
  commerceSnapshot,
  register,
  setupMockHarness,
  signIn,
  variantWhere,
} from '../../testing/index.ts'
import { resetDb } from '../reset.ts'

setupMockHarness()

type Listed = { id: number; status: string; created_at: string }

async function demoOrders(token: string): Promise<Listed[]> {
  return (await call('get', '/api/v1/client/orders', { token })).body.data
}

/** A Delivered order of the demo seed without an open return. */
async function returnable(token: string) {
  const orders = await demoOrders(token)
  const open = new Set(commerce.returns.all().map((r) => r.order_id))
  const order = orders.find((o) => o.status === 'Delivered' && !open.has(o.id))
  if (!order) throw new Error('The seed has no returnable order')
  return (await call('get', '/api/v1/client/orders/{id}', { token, params: { id: order.id } })).body.data
}

describe('order history', () => {
  it('the demo client has orders in several statuses, newest first', async () => {
    const token = await signIn(DEMO_EMAIL)
    const orders = await demoOrders(token)
    const statuses = orders.map((o) => o.status)
    expect(statuses).toContain('Delivered')
    expect(statuses).toContain('Shipped')
    const dates = orders.map((o) => o.created_at)
    expect(dates).toEqual([...dates].sort().reverse())
    const delivered = orders.find((o) => o.status === 'Delivered')!
    const detail = await call('get', '/api/v1/client/orders/{id}', { token, params: { id: delivered.id } })
    expect(detail.body.data.history.at(-1).status).toBe('Delivered')
    expect(detail.body.data.history[0].status).toBe('Pending')
  })

  it('pages with per_page', async () => {
    const token = await signIn(DEMO_EMAIL)
    const page = await call('get', '/api/v1/client/orders', { token, query: { per_page: 2, page: 2 } })
    expect(page.body.data).toHaveLength(2)
    expect(page.body.pagination).toMatchObject({ per_page: 2, current_page: 2 })
  })

  it('the demo client has a pre-order Awaiting Stock', async () => {
    const token = await signIn(DEMO_EMAIL)
    const list = (await call('get', '/api/v1/client/pre-orders', { token })).body.data
    expect(list[0].status).toBe('Awaiting Stock')
    expect(list[0].expected_shipping_date > list[0].estimated_ready_date).toBe(true)
  })

  it("someone else's orders, pre-orders and returns are not found", async () => {
    const { token } = await register('stranger@example.com')
    expect((await call('get', '/api/v1/client/orders', { token })).body.data).toEqual([])
    expect((await call('get', '/api/v1/client/orders/{id}', { token, params: { id: 1 } })).status).toBe(404)
    expect((await call('get', '/api/v1/client/pre-orders/{id}', { token, params: { id: 1 } })).status).toBe(
      404,
    )
    expect(
      (await call('get', '/api/v1/client/return-orders/{id}', { token, params: { id: 1 } })).status,
    ).toBe(404)
    const before = commerceSnapshot()
    const steal = await call('post', '/api/v1/client/return-orders', {
      token,
      json: { order_id: 3, reason: 'Trying to return an order that is not mine.' },
    })
    expect(steal.status).toBe(404)
    expect(commerceSnapshot()).toBe(before)
  })

  it('needs a token', async () => {
    expect((await call('get', '/api/v1/client/orders')).status).toBe(401)
    expect((await call('get', '/api/v1/client/pre-orders')).status).toBe(401)
    expect((await call('get', '/api/v1/client/return-orders')).status).toBe(401)
  })
})

afterEach(() => {
  vi.useRealTimers()
})

describe('the seed', () => {
  it.each(['00:30', '09:59', '23:30'])('dates nothing after now, at %s UTC', async (time) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(`2026-11-28T${time}:00.000Z`))
    await resetDb()
    const now = new Date().toISOString()
    const happened = [
      ...commerce.clients.all().map((c) => c.member_since),
      ...[...commerce.orders.all(), ...commerce.preOrders.all()].flatMap((o) => [
        o.created_at,
        ...o.history.map((h) => h.at),
      ]),
      ...commerce.returns.all().map((r) => r.created_at),
    ]
    expect(happened.length).toBeGreaterThan(15)
    expect(happened.filter((at) => at > now)).toEqual([])
  })

  it('gives every order and pre-order the currency it was placed in (USD for the seed)', async () => {
    const token = await signIn(DEMO_EMAIL)
    for (const path of ['/api/v1/client/orders', '/api/v1/client/pre-orders'] as const)
      for (const order of (await call('get', path, { token })).body.data)
        expect(order.currency, `${path} ${order.id}`).toEqual({ code: 'USD', symbol: '$', exchange_rate: 1 })
  })
})

describe('orders and pre-orders are numbered apart', () => {
  it('each call reads its own kind: an id only a pre-order has is not an order', async () => {
    const { token } = await register('apart@example.com')
    const address = (await call('post', '/api/v1/client/addresses', { token, json: addressInput() })).body
      .data
    const pre = variantWhere((v) => v.pre_order).variant
    await call('post', '/api/v1/client/cart/addOrUpdate', {
      token,
      json: { variant_id: pre.id, quantity: 1 },
    })
    const placed = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'pre_order', address_id: address.id, payment_method: 'cod' },
    })
    const id = placed.body.data.id
    expect((await call('get', '/api/v1/client/pre-orders/{id}', { token, params: { id } })).status).toBe(200)
    expect((await call('get', '/api/v1/client/orders/{id}', { token, params: { id } })).status).toBe(404)
    expect(placed.body.data.expected_shipping_date > placed.body.data.estimated_ready_date).toBe(true)
    expect(placed.body.data.estimated_arrival_days).toBeGreaterThanOrEqual(3)
    expect(placed.body.data.estimated_arrival_days).toBeLessThanOrEqual(5)
  })
})

describe('returns', () => {
  it('a delivered order past the return window (14 days) answers 409; a Rejected return stops no new one', async () => {
    const token = await signIn(DEMO_EMAIL)
    const order = await returnable(token)
    await moveOrder('order', order.id, null, 15)
    const late = await call('post', '/api/v1/client/return-orders', {
      token,
      json: { order_id: order.id, reason: 'The screen has a dead pixel.' },
    })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('The return window for this order has closed.')
    await moveOrder('order', order.id, null, -15)
    const json = { order_id: order.id, reason: 'The screen has a dead pixel.' }
    const first = await call('post', '/api/v1/client/return-orders', { token, json })
    expect(first.status).toBe(200)
    await commerce.returns.update((q) => q.where({ id: first.body.data.id }), {
      data(r) {
        r.status = 'Rejected'
      },
    })
    expect((await call('post', '/api/v1/client/return-orders', { token, json })).status).toBe(200)
  })

  it('a Delivered order can be returned whole; the request is Requested', async () => {
    const token = await signIn(DEMO_EMAIL)
    const order = await returnable(token)
    const created = await call('post', '/api/v1/client/return-orders', {
      token,
      json: { order_id: order.id, reason: '  The screen has a dead pixel.  ' },
    })
    expect(created.status).toBe(200)
    expect(created.body.data).toMatchObject({
      order_id: order.id,
      order_number: order.order_number,
      status: 'Requested',
      reason: 'The screen has a dead pixel.',
      items: order.items.map((i: { id: number; quantity: number }) => ({
        order_item_id: i.id,
        quantity: i.quantity,
      })),
    })
    const listed = (await call('get', '/api/v1/client/return-orders', { token })).body.data
    expect(listed[0].id).toBe(created.body.data.id)
    const detail = await call('get', '/api/v1/client/return-orders/{id}', {
      token,
      params: { id: created.body.data.id },
    })
    expect(detail.body.data).toEqual(created.body.data)
  })

  it('only one open return per order (409)', async () => {
    const token = await signIn(DEMO_EMAIL)
    const order = await returnable(token)
    const json = { order_id: order.id, reason: 'Does not fit my needs after all.' }
    expect((await call('post', '/api/v1/client/return-orders', { token, json })).status).toBe(200)
    const again = await call('post', '/api/v1/client/return-orders', { token, json })
    expect(again.status).toBe(409)
    expect(again.body.result).toBe(false)
  })

  it("answers 409 'Only delivered orders can be returned.' for other statuses", async () => {
    const token = await signIn(DEMO_EMAIL)
    const before = commerceSnapshot()
    for (const order of (await demoOrders(token)).filter((o) => o.status !== 'Delivered')) {
      const answer = await call('post', '/api/v1/client/return-orders', {
        token,
        json: { order_id: order.id, reason: 'Changed my mind about it.' },
      })
      expect(answer.status).toBe(409)
      expect(answer.body.message).toBe('Only delivered orders can be returned.')
    }
    expect(commerceSnapshot()).toBe(before)
  })

  it('items must belong to the order and not exceed what was bought (422)', async () => {
    const token = await signIn(DEMO_EMAIL)
    const order = await returnable(token)
    const item = order.items[0]
    const before = commerceSnapshot()
    const foreign = await call('post', '/api/v1/client/return-orders', {
      token,
      json: {
        order_id: order.id,
        reason: 'Part of it arrived broken.',
        items: [{ order_item_id: 9999, quantity: 1 }],
      },
    })
    expect(foreign.status).toBe(422)
    expect(foreign.body.errors['items.0.order_item_id']).toBeDefined()
    const tooMany = await call('post', '/api/v1/client/return-orders', {
      token,
      json: {
        order_id: order.id,
        reason: 'Part of it arrived broken.',
        items: [{ order_item_id: item.id, quantity: item.quantity + 1 }],
      },
    })
    expect(tooMany.status).toBe(422)
    expect(tooMany.body.errors['items.0.quantity']).toBeDefined()
    expect(commerceSnapshot()).toBe(before)

    const part = await call('post', '/api/v1/client/return-orders', {
      token,
      json: {
        order_id: order.id,
        reason: 'Part of it arrived broken.',
        items: [{ order_item_id: item.id, quantity: 1 }],
      },
    })
    expect(part.status).toBe(200)
    expect(part.body.data.items).toEqual([{ order_item_id: item.id, quantity: 1 }])
  })

  it('a reason of blanks is refused', async () => {
    const token = await signIn(DEMO_EMAIL)
    const order = await returnable(token)
    const answer = await call('post', '/api/v1/client/return-orders', {
      token,
      json: { order_id: order.id, reason: '            ' },
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors.reason).toBeDefined()
  })
})
