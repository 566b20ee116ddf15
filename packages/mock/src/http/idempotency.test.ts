import { describe, expect, it } from 'vitest'
import { commerce } from '../store/commerce.ts'
import { addressInput, call, register, setupMockHarness, variantWhere } from '../testing/index.ts'

setupMockHarness()

/** A new client with one in-stock line in the cart and a saved address. */
async function readyToOrder(email: string) {
  const { token, client } = await register(email)
  const { variant } = variantWhere((v) => !v.pre_order && v.stock >= 5 && v.price < 200)
  await call('post', '/api/v1/client/cart/addOrUpdate', {
    token,
    json: { variant_id: variant.id, quantity: 1 },
  })
  const address = (await call('post', '/api/v1/client/addresses', { token, json: addressInput() })).body.data
  const body = { type: 'order', address_id: address.id, payment_method: 'cod', notes: 'Ring twice' }
  return { token, clientId: client.id as number, body, variant }
}

const ordersOf = (clientId: number) => commerce.orders.findMany((q) => q.where({ client_id: clientId }))

describe('placeOrder with an Idempotency-Key', () => {
  it('the same key and body answer the same order again, with Idempotent-Replayed, and place one order', async () => {
    const { token, clientId, body } = await readyToOrder('same.key@example.com')
    const key = crypto.randomUUID()
    const headers = { 'Idempotency-Key': key }
    const first = await call('post', '/api/v1/client/placeOrder', { token, json: body, headers })
    expect(first.status).toBe(200)
    const raw = await fetch('http://localhost/api/v1/client/placeOrder', {
      method: 'POST',
      headers: { ...headers, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      // Same body, keys in another order.
      body: JSON.stringify({
        notes: 'Ring twice',
        payment_method: 'cod',
        address_id: body.address_id,
        type: 'order',
      }),
    })
    expect(raw.status).toBe(200)
    expect(raw.headers.get('idempotent-replayed')).toBe('true')
    const again = (await raw.json()) as { data: { id: number; order_number: string } }
    expect(again.data.id).toBe(first.body.data.id)
    expect(again.data.order_number).toBe(first.body.data.order_number)
    expect(ordersOf(clientId)).toHaveLength(1)
  })

  it('a replay is the first answer as it was (the status then), in the language the retry asks for', async () => {
    const { token, body } = await readyToOrder('replay.language@example.com')
    const headers = { 'Idempotency-Key': crypto.randomUUID() }
    const first = await call('post', '/api/v1/client/placeOrder', { token, json: body, headers })
    const id = first.body.data.id
    await call('post', '/api/v1/client/orders/{id}/cancel', { token, params: { id } })
    // The same JSON value written otherwise: white space, and the address id as 1.0e0.
    const text = `{ "type": "order", "address_id": ${body.address_id}.0e0, "payment_method": "cod", "notes": "Ring twice" }`
    const replay = await call('post', '/api/v1/client/placeOrder', {
      token,
      raw: { body: text, type: 'application/json' },
      headers: { ...headers, 'accept-language': 'ar' },
    })
    expect(replay.status).toBe(200)
    expect(replay.headers.get('idempotent-replayed')).toBe('true')
    expect(replay.headers.get('content-language')).toBe('ar')
    expect(replay.body.message).toMatch(/[\u0600-\u06ff]/)
    expect(replay.body.data).toMatchObject({ id, status: 'Pending' })
  })

  it('without the key a second request is a new attempt (refused here: the cart is empty)', async () => {
    const { token, clientId, body } = await readyToOrder('no.key@example.com')
    expect((await call('post', '/api/v1/client/placeOrder', { token, json: body })).status).toBe(200)
    const second = await call('post', '/api/v1/client/placeOrder', { token, json: body })
    expect(second.status).toBe(409)
    expect(ordersOf(clientId)).toHaveLength(1)
  })

  it('the same key with a different body answers 422 keyed Idempotency-Key', async () => {
    const { token, clientId, body } = await readyToOrder('other.body@example.com')
    const headers = { 'Idempotency-Key': crypto.randomUUID() }
    expect((await call('post', '/api/v1/client/placeOrder', { token, json: body, headers })).status).toBe(200)
    const changed = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { ...body, notes: 'Leave at the door' },
      headers,
    })
    expect(changed.status).toBe(422)
    expect(changed.body.errors['Idempotency-Key']).toEqual([
      'This Idempotency-Key was already used with a different request.',
    ])
    expect(ordersOf(clientId)).toHaveLength(1)
  })

  it('two requests with one key at the same moment place one order (the other waits its turn: 409 or the same order)', async () => {
    const { token, clientId, body } = await readyToOrder('race@example.com')
    const headers = { 'Idempotency-Key': crypto.randomUUID() }
    const answers = await Promise.all([
      call('post', '/api/v1/client/placeOrder', { token, json: body, headers }),
      call('post', '/api/v1/client/placeOrder', { token, json: body, headers }),
    ])
    expect(answers.map((a) => a.status).sort()).toEqual(expect.arrayContaining([200]))
    for (const a of answers) expect([200, 409]).toContain(a.status)
    expect(ordersOf(clientId)).toHaveLength(1)
  })

  it('a refused attempt is not kept: fixed, it goes through with the same key', async () => {
    const { token, clientId, body } = await readyToOrder('fixed@example.com')
    const headers = { 'Idempotency-Key': crypto.randomUUID() }
    const line = commerce.cartLines.findFirst((q) => q.where({ client_id: clientId }))!
    commerce.cartLines.delete(line)
    expect((await call('post', '/api/v1/client/placeOrder', { token, json: body, headers })).status).toBe(409)
    await call('post', '/api/v1/client/cart/addOrUpdate', {
      token,
      json: { variant_id: line.variant_id, quantity: 1 },
    })
    expect((await call('post', '/api/v1/client/placeOrder', { token, json: body, headers })).status).toBe(200)
    expect(ordersOf(clientId)).toHaveLength(1)
  })

  it("keys are each client's own: another client's same key places its own order", async () => {
    const a = await readyToOrder('key.a@example.com')
    const b = await readyToOrder('key.b@example.com')
    const headers = { 'Idempotency-Key': crypto.randomUUID() }
    const first = await call('post', '/api/v1/client/placeOrder', { token: a.token, json: a.body, headers })
    const second = await call('post', '/api/v1/client/placeOrder', {
      token: b.token,
      json: { ...b.body },
      headers,
    })
    expect(second.status).toBe(200)
    expect(second.body.data.id).not.toBe(first.body.data.id)
  })

  it('a malformed key answers 400', async () => {
    const { token, body } = await readyToOrder('bad.key@example.com')
    const bad = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: body,
      headers: { 'Idempotency-Key': 'has spaces in it' },
    })
    expect(bad.status).toBe(400)
    expect(Object.keys(bad.body.errors)).toEqual(['Idempotency-Key'])
  })
})
