import { describe, expect, it } from 'vitest'
import { findVariant, listVariants } from '../../store/catalog.ts'
import { addDays, commerce, findClientByEmail } from '../../store/commerce.ts'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import {
  addressInput,
  call,
  commerceSnapshot,
  register,
  setupMockHarness,
  signIn,
  variantWhere,
} from '../../testing/index.ts'

setupMockHarness()

const round = (n: number) => Math.round(n * 100) / 100
const cheap = () => variantWhere((v) => !v.pre_order && v.stock >= 10 && v.price < 40)
const pricey = () => variantWhere((v) => !v.pre_order && v.stock >= 3 && v.price > 250)
const preOrderVariant = () => variantWhere((v) => v.pre_order)

async function add(token: string, variantId: number, quantity: number) {
  return call('post', '/api/v1/client/cart/addOrUpdate', { token, json: { variant_id: variantId, quantity } })
}

async function cart(token: string) {
  return (await call('get', '/api/v1/client/cart', { token })).body.data
}

/** A new client whose welcome free shipping has run out (so fees show). */
async function plainClient(email = 'plain@example.com') {
  const { token, client } = await register(email)
  await commerce.clients.update((q) => q.where({ id: client.id }), {
    data(c) {
      c.free_shipping_until = null
    },
  })
  return token
}

describe('cart lines', () => {
  it('addOrUpdate sets the quantity, it does not add to it', async () => {
    const token = await signIn(DEMO_EMAIL)
    const { variant } = cheap()
    expect((await add(token, variant.id, 2)).body.message).toBe('Added to cart.')
    const answer = await add(token, variant.id, 3)
    expect(answer.status).toBe(200)
    expect(answer.body.message).toBe('Cart updated.')
    expect(answer.body.data.items).toHaveLength(1)
    expect(answer.body.data.items[0]).toMatchObject({ variant_id: variant.id, quantity: 3, pre_order: false })
    expect(answer.body.data.total_items).toBe(3)
  })

  it('an unknown variant is 404', async () => {
    const token = await signIn(DEMO_EMAIL)
    const answer = await add(token, 999_999, 1)
    expect(answer.status).toBe(404)
    expect(answer.body.result).toBe(false)
  })

  it("refuses more than the stock ('Only N left in stock.') and out-of-stock items (409)", async () => {
    const token = await signIn(DEMO_EMAIL)
    const { variant } = variantWhere((v) => !v.pre_order && v.stock > 0 && v.stock < 99)
    const before = commerceSnapshot()
    const tooMany = await add(token, variant.id, variant.stock + 1)
    expect(tooMany.status).toBe(409)
    expect(tooMany.body.message).toBe(`Only ${variant.stock} left in stock.`)
    const none = variantWhere((v) => !v.pre_order && v.stock === 0)
    const out = await add(token, none.variant.id, 1)
    expect(out.status).toBe(409)
    expect(out.body.message).toBe('This item is out of stock.')
    expect(commerceSnapshot()).toBe(before)
    expect((await add(token, variant.id, variant.stock)).status).toBe(200)
  })

  it('pre-order variants have no stock limit, are flagged and priced apart', async () => {
    const token = await signIn(DEMO_EMAIL)
    const { variant } = preOrderVariant()
    expect(variant.stock).toBe(0)
    const answer = await add(token, variant.id, 5)
    expect(answer.status).toBe(200)
    const data = answer.body.data
    expect(data.items[0].pre_order).toBe(true)
    expect(data.subtotal).toBe(0)
    expect(data.pre_order_total).toBe(round(variant.price * 5))
    expect(data.total_items).toBe(5)
    expect(data.shipping).toBe(0)
  })

  it('remove deletes a line; a missing line is 404', async () => {
    const token = await signIn(DEMO_EMAIL)
    const a = cheap().variant
    const b = pricey().variant
    await add(token, a.id, 1)
    await add(token, b.id, 1)
    const removed = await call('delete', '/api/v1/client/cart/remove', { token, json: { variant_id: a.id } })
    expect(removed.status).toBe(200)
    expect(removed.body.data.items.map((i: { variant_id: number }) => i.variant_id)).toEqual([b.id])
    const again = await call('delete', '/api/v1/client/cart/remove', { token, json: { variant_id: a.id } })
    expect(again.status).toBe(404)
  })

  it('needs a token', async () => {
    expect((await call('get', '/api/v1/client/cart')).status).toBe(401)
    expect(
      (await call('post', '/api/v1/client/cart/addOrUpdate', { json: { variant_id: 1, quantity: 1 } }))
        .status,
    ).toBe(401)
  })
})

describe('cart totals', () => {
  it('charges 10.00 shipping below 200 and ships FREE from 200 after discount', async () => {
    const token = await signIn(DEMO_EMAIL)
    const { variant } = cheap()
    const small = (await add(token, variant.id, 2)).body.data
    expect(small.subtotal).toBe(round(variant.price * 2))
    expect(small).toMatchObject({ discount: 0, shipping: 10, free_shipping: false, coupon: null })
    expect(small.total).toBe(round(variant.price * 2 + 10))

    const qty = Math.ceil(200 / variant.price)
    const big = (await add(token, variant.id, qty)).body.data
    expect(big.subtotal).toBe(round(variant.price * qty))
    expect(big).toMatchObject({ shipping: 0, free_shipping: true })
    expect(big.total).toBe(big.subtotal)
  })

  it('the welcome promo ships free for a year after registration', async () => {
    const { token } = await register('fresh@example.com')
    const data = (await add(token, cheap().variant.id, 1)).body.data
    expect(data).toMatchObject({ shipping: 0, free_shipping: true })
  })

  it('SAVE10 needs a subtotal of 100 and takes 10%', async () => {
    const token = await signIn(DEMO_EMAIL)
    const { variant } = cheap()
    await add(token, variant.id, 1)
    const refused = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'SAVE10' } })
    expect(refused.status).toBe(422)
    expect(refused.body.errors.code).toHaveLength(1)
    const qty = Math.ceil(100 / variant.price)
    await add(token, variant.id, qty)
    const applied = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'save10' } })
    expect(applied.status).toBe(200)
    const data = applied.body.data
    const subtotal = round(variant.price * qty)
    expect(data.coupon).toEqual({ code: 'SAVE10', type: 'percent', value: 10, free_shipping: false })
    expect(data.discount).toBe(round(subtotal * 0.1))
    const after = round(subtotal - data.discount)
    expect(data.shipping).toBe(after >= 200 ? 0 : 10)
    expect(data.total).toBe(round(after + data.shipping))
  })

  it('a coupon stops counting while the subtotal is below its minimum', async () => {
    const token = await signIn(DEMO_EMAIL)
    const { variant } = pricey()
    await add(token, variant.id, 2)
    const applied = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'SAVE10' } })
    expect(applied.status).toBe(200)
    expect(applied.body.data.coupon).toMatchObject({ code: 'SAVE10' })
    expect(applied.body.data.discount).toBeGreaterThan(0)
    const cheapLine = cheap().variant
    await add(token, cheapLine.id, 1)
    const dropped = (
      await call('delete', '/api/v1/client/cart/remove', { token, json: { variant_id: variant.id } })
    ).body.data
    expect(dropped.coupon).toBeNull()
    expect(dropped.discount).toBe(0)
    // It stayed with the cart: with the subtotal back above 100 it counts again.
    const back = (await add(token, variant.id, 2)).body.data
    expect(back.coupon).toMatchObject({ code: 'SAVE10' })
    expect(back.discount).toBeGreaterThan(0)
  })

  it('FLAT50 takes 50 from 500 up', async () => {
    const token = await signIn(DEMO_EMAIL)
    const { variant } = pricey()
    const qty = Math.ceil(500 / variant.price)
    await add(token, variant.id, Math.min(qty, variant.stock))
    const data = (await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'FLAT50' } })).body
      .data
    expect(data.discount).toBe(50)
    expect(data.total).toBe(round(data.subtotal - 50 + data.shipping))
  })

  it("answers 'Invalid coupon code.' and 'Please enter coupon code.'", async () => {
    const token = await signIn(DEMO_EMAIL)
    const unknown = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'NOPE' } })
    expect(unknown.status).toBe(422)
    expect(unknown.body.errors.code).toEqual(['Invalid coupon code.'])
    const blank = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: '   ' } })
    expect(blank.status).toBe(422)
    expect(blank.body).toMatchObject({ result: false, message: 'Please enter coupon code.' })
    const empty = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: '' } })
    expect(empty.status).toBe(422)
  })

  it('WELCOME30: 30% off and free shipping on the first order only', async () => {
    const token = await plainClient()
    const { variant } = cheap()
    await add(token, variant.id, 2)
    const applied = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'WELCOME30' } })
    expect(applied.status).toBe(200)
    const subtotal = round(variant.price * 2)
    expect(applied.body.data).toMatchObject({
      subtotal,
      discount: round(subtotal * 0.3),
      shipping: 0,
      free_shipping: true,
    })
    expect(applied.body.data.total).toBe(round(subtotal - round(subtotal * 0.3)))

    const address = (await call('post', '/api/v1/client/addresses', { token, json: addressInput() })).body
      .data
    const placed = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'order', address_id: address.id, payment_method: 'cod' },
    })
    expect(placed.body.data.coupon_code).toBe('WELCOME30')

    await add(token, variant.id, 1)
    const second = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'WELCOME30' } })
    expect(second.status).toBe(422)
    expect(second.body.errors.code).toEqual(['This coupon is only valid on your first order.'])
    // The demo client has ordered before.
    const demo = await signIn(DEMO_EMAIL)
    await add(demo, variant.id, 1)
    expect(
      (await call('post', '/api/v1/client/coupon/apply', { token: demo, json: { code: 'WELCOME30' } }))
        .status,
    ).toBe(422)
  })

  it('coupon/remove takes the coupon off', async () => {
    const { token } = await register('coupon@example.com')
    await add(token, cheap().variant.id, 1)
    const applied = await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'WELCOME30' } })
    expect(applied.status).toBe(200)
    expect(applied.body.data.coupon).toMatchObject({ code: 'WELCOME30' })
    expect(applied.body.data.discount).toBeGreaterThan(0)
    const removed = await call('post', '/api/v1/client/coupon/remove', { token })
    expect(removed.status).toBe(200)
    expect(removed.body.data).toMatchObject({ coupon: null, discount: 0 })
  })
})

describe('placeOrder', () => {
  it('turns the in-stock lines into a Pending order with the cart totals and empties them', async () => {
    const token = await signIn(DEMO_EMAIL)
    const demo = findClientByEmail(DEMO_EMAIL)!
    const a = cheap().variant
    const b = pricey().variant
    const pre = preOrderVariant().variant
    await add(token, a.id, 3)
    await add(token, b.id, 1)
    await add(token, pre.id, 1)
    await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'SAVE10' } })
    const before = await cart(token)
    const placed = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'order', address_id: 2, payment_method: 'cod', notes: ' Ring twice ' },
    })
    expect(placed.status).toBe(200)
    const order = placed.body.data
    expect(order).toMatchObject({
      type: 'order',
      status: 'Pending',
      subtotal: before.subtotal,
      discount: before.discount,
      shipping: before.shipping,
      free_shipping: before.free_shipping,
      total: before.total,
      coupon_code: 'SAVE10',
      payment_method: 'cod',
      notes: 'Ring twice',
      contact: { name: demo.name, email: demo.email, phone: demo.phone },
    })
    expect(order.order_number).toMatch(/^ORD-\d{6}$/)
    expect(order.shipping_address).toMatchObject({ label: 'Office', city: 'Giza' })
    expect(order.history).toEqual([{ status: 'Pending', at: order.created_at }])
    expect(order.estimated_arrival_days).toBeGreaterThanOrEqual(3)
    expect(order.estimated_arrival_days).toBeLessThanOrEqual(5)
    expect(
      order.items.map((i: { variant_id: number; quantity: number }) => [i.variant_id, i.quantity]),
    ).toEqual([
      [a.id, 3],
      [b.id, 1],
    ])
    expect(order.items[0]).toMatchObject({ price: a.price, line_total: round(a.price * 3) })

    const after = await cart(token)
    expect(after.items.map((i: { variant_id: number }) => i.variant_id)).toEqual([pre.id])
    expect(after).toMatchObject({ subtotal: 0, coupon: null, total: 0 })
    expect(findVariant(a.id)?.variant.stock).toBe(a.stock - 3)
    expect(findVariant(b.id)?.variant.stock).toBe(b.stock - 1)

    const listed = await call('get', '/api/v1/client/orders', { token })
    expect(listed.body.data[0].id).toBe(order.id)
    expect(
      (await call('get', '/api/v1/client/orders/{id}', { token, params: { id: order.id } })).body.data,
    ).toEqual(order)
  })

  it("refuses an address that is not the client's, and a cart with nothing to order", async () => {
    const { token } = await register('buyer@example.com')
    await add(token, cheap().variant.id, 1)
    const before = commerceSnapshot()
    const noAddress = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'order', address_id: 1, payment_method: 'cod' },
    })
    expect(noAddress.status).toBe(422)
    expect(noAddress.body).toMatchObject({ message: 'Please add a shipping address.' })
    const badPayment = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'order', address_id: 1, payment_method: 'card' },
    })
    expect(badPayment.status).toBe(422)
    expect(badPayment.body.errors.payment_method).toBeDefined()
    expect(commerceSnapshot()).toBe(before)

    const address = (await call('post', '/api/v1/client/addresses', { token, json: addressInput() })).body
      .data
    const preOnly = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'pre_order', address_id: address.id, payment_method: 'cod' },
    })
    expect(preOnly.status).toBe(409)
    await call('delete', '/api/v1/client/cart/remove', { token, json: { variant_id: cheap().variant.id } })
    const empty = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'order', address_id: address.id, payment_method: 'cod' },
    })
    expect(empty.status).toBe(409)
  })

  it('re-checks stock when ordering (409) and changes nothing', async () => {
    const token = await signIn(DEMO_EMAIL)
    const { variant } = cheap()
    await add(token, variant.id, 5)
    const other = (await register('rival@example.com')).token
    const rivalAddress = (
      await call('post', '/api/v1/client/addresses', { token: other, json: addressInput() })
    ).body.data
    await add(other, variant.id, variant.stock - 2)
    await call('post', '/api/v1/client/placeOrder', {
      token: other,
      json: { type: 'order', address_id: rivalAddress.id, payment_method: 'cod' },
    })
    const before = commerceSnapshot()
    const late = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'order', address_id: 1, payment_method: 'cod' },
    })
    expect(late.status).toBe(409)
    expect(late.body.message).toBe('Only 2 left in stock.')
    expect(commerceSnapshot()).toBe(before)
    expect(findVariant(variant.id)?.variant.stock).toBe(2)
  })
})

describe('pre-orders', () => {
  it("takes no coupon: the cart's coupon stays for the order, and shipping follows an order's rules", async () => {
    const token = await plainClient('pre.coupon@example.com')
    const { variant } = pricey()
    await add(token, variant.id, 1)
    expect(
      (await call('post', '/api/v1/client/coupon/apply', { token, json: { code: 'SAVE10' } })).status,
    ).toBe(200)
    const pre = variantWhere((v) => v.pre_order && v.price < 200).variant
    await add(token, pre.id, 1)
    const address = (await call('post', '/api/v1/client/addresses', { token, json: addressInput() })).body
      .data
    const placed = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'pre_order', address_id: address.id, payment_method: 'cod' },
    })
    expect(placed.body.data).toMatchObject({
      discount: 0,
      coupon_code: null,
      shipping: 10,
      free_shipping: false,
    })
    expect(placed.body.data.total).toBe(round(pre.price + 10))
    const left = await cart(token)
    expect(left.coupon).toMatchObject({ code: 'SAVE10' })
    expect(left.discount).toBeGreaterThan(0)
  })

  it('turns the pre-order lines into a pre-order Awaiting Stock with ready and shipping dates', async () => {
    const token = await signIn(DEMO_EMAIL)
    const pres = listVariants().filter((v) => v.pre_order && v.ready_date)
    const first = pres[0]!
    const later = pres.find((v) => v.ready_date! > first.ready_date!) ?? first
    const inStock = cheap().variant
    await add(token, first.id, 1)
    await add(token, later.id, 2)
    await add(token, inStock.id, 1)
    const placed = await call('post', '/api/v1/client/placeOrder', {
      token,
      json: { type: 'pre_order', address_id: 1, payment_method: 'cod' },
    })
    expect(placed.status).toBe(200)
    const preOrder = placed.body.data
    expect(preOrder).toMatchObject({ type: 'pre_order', status: 'Awaiting Stock', payment_method: 'cod' })
    expect(preOrder.order_number).toMatch(/^PRE-\d{6}$/)
    expect(preOrder.estimated_ready_date).toBe(later.ready_date)
    expect(preOrder.expected_shipping_date).toBe(addDays(later.ready_date!, 2))
    const subtotal = round(first.price + later.price * 2)
    expect(preOrder.subtotal).toBe(subtotal)
    expect(preOrder.total).toBe(round(subtotal + preOrder.shipping))
    // Pre-orders take no stock.
    expect(findVariant(first.id)?.variant.stock).toBe(0)

    const after = await cart(token)
    expect(after.items.map((i: { variant_id: number }) => i.variant_id)).toEqual([inStock.id])
    const listed = await call('get', '/api/v1/client/pre-orders', { token })
    expect(listed.body.data[0].id).toBe(preOrder.id)
    const detail = await call('get', '/api/v1/client/pre-orders/{id}', { token, params: { id: preOrder.id } })
    expect(detail.body.data).toEqual(preOrder)
  })
})
