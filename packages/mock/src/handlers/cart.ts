import { adjustStock, currencies, findCoupon, findVariant } from '../db/catalog.ts'
import { commerce, findAddress, nextId } from '../db/commerce.ts'
import { ensureCommerce } from '../db/commerce-seed.ts'
import {
  arrivalDays,
  createPreOrder,
  orderItems,
  orderNumber,
  shippingInfo,
  toOrder,
  toPreOrder,
} from '../db/orders.ts'
import { couponProblem, type PricedLine, priceCart } from '../db/pricing.ts'
import { idempotent } from '../lib/idempotency.ts'
import { errorBody, securedRoute } from '../lib/route.ts'

function stockProblem(stock: number, quantity: number): string | null {
  if (stock <= 0) return 'This item is out of stock.'
  if (quantity > stock) return `Only ${stock} left in stock.`
  return null
}

function cartAnswer(clientId: number, message: string) {
  return { result: true, message, data: priceCart(clientId).cart }
}

/** The lines a placed order bought leave the cart; the others stay. */
function removeLines(lines: PricedLine[]): void {
  for (const line of lines) commerce.cartLines.delete(line.record)
}

export const cartHandlers = [
  securedRoute('get', '/api/v1/client/cart', async ({ session, reply }) => {
    await ensureCommerce()
    return reply(200, cartAnswer(session.clientId, 'OK'))
  }),

  securedRoute('post', '/api/v1/client/cart/addOrUpdate', async ({ body, session, reply }) => {
    await ensureCommerce()
    const found = findVariant(body.variant_id)
    if (!found) return reply(404, errorBody('Product variant not found.'))
    if (!found.variant.pre_order) {
      const problem = stockProblem(found.variant.stock, body.quantity)
      if (problem) return reply(409, errorBody(problem))
    }
    const line = commerce.cartLines.findFirst((q) =>
      q.where({ client_id: session.clientId, variant_id: body.variant_id }),
    )
    if (line) {
      await commerce.cartLines.update(line, {
        data(l) {
          l.quantity = body.quantity
        },
      })
      return reply(200, cartAnswer(session.clientId, 'Cart updated.'))
    }
    await commerce.cartLines.create({
      client_id: session.clientId,
      variant_id: body.variant_id,
      quantity: body.quantity,
      seq: nextId('seq'),
    })
    return reply(200, cartAnswer(session.clientId, 'Added to cart.'))
  }),

  securedRoute('delete', '/api/v1/client/cart/remove', async ({ body, session, reply }) => {
    await ensureCommerce()
    const line = commerce.cartLines.findFirst((q) =>
      q.where({ client_id: session.clientId, variant_id: body.variant_id }),
    )
    if (!line) return reply(404, errorBody('This item is not in your cart.'))
    commerce.cartLines.delete(line)
    return reply(200, cartAnswer(session.clientId, 'Removed from cart.'))
  }),

  securedRoute('post', '/api/v1/client/coupon/apply', async ({ body, session, reply }) => {
    await ensureCommerce()
    const code = body.code.trim()
    if (code === '')
      return reply(422, errorBody('Please enter coupon code.', { code: ['Please enter coupon code.'] }))
    const coupon = findCoupon(code)
    if (!coupon) return reply(422, errorBody('Invalid coupon code.', { code: ['Invalid coupon code.'] }))
    const problem = couponProblem(coupon, session.clientId, priceCart(session.clientId).cart.subtotal)
    if (problem) return reply(422, errorBody(problem, { code: [problem] }))
    commerce.cartCoupons.deleteMany((q) => q.where({ client_id: session.clientId }))
    await commerce.cartCoupons.create({ client_id: session.clientId, code: coupon.code })
    return reply(200, cartAnswer(session.clientId, 'Coupon applied.'))
  }),

  securedRoute('post', '/api/v1/client/coupon/remove', async ({ session, reply }) => {
    await ensureCommerce()
    commerce.cartCoupons.deleteMany((q) => q.where({ client_id: session.clientId }))
    return reply(200, cartAnswer(session.clientId, 'Coupon removed.'))
  }),

  // A retried attempt (same Idempotency-Key) gets its first order back, never a second one.
  securedRoute(
    'post',
    '/api/v1/client/placeOrder',
    idempotent(async ({ body, session, reply }) => {
      await ensureCommerce()
      const { client } = session
      // The schema admits only 'cod'; this keeps the spec's wording should that ever widen.
      if (body.payment_method !== 'cod') {
        return reply(
          422,
          errorBody('Please select a payment method.', {
            payment_method: ['Please select a payment method.'],
          }),
        )
      }
      const offered = currencies.findFirst((q) => q.where({ code: body.currency ?? 'USD' }))
      if (!offered) {
        const problem = 'The selected currency is not offered.'
        return reply(422, errorBody(problem, { currency: [problem] }))
      }
      const currency = { code: offered.code, symbol: offered.symbol, exchange_rate: offered.exchange_rate }
      const address = findAddress(client.id, body.address_id)
      if (!address) {
        return reply(
          422,
          errorBody('Please add a shipping address.', { address_id: ['Please add a shipping address.'] }),
        )
      }
      const priced = priceCart(client.id)
      const placedAt = new Date().toISOString()
      const shipping_address = shippingInfo(address)
      const contact = { name: client.name, email: client.email, phone: client.phone ?? address.phone }
      const notes = body.notes?.trim() || null

      if (body.type === 'order') {
        if (priced.orderLines.length === 0) return reply(409, errorBody('Your cart has no items to order.'))
        // Stock may have moved since the lines were added.
        for (const { item } of priced.orderLines) {
          const problem = stockProblem(item.variant.stock, item.quantity)
          if (problem) return reply(409, errorBody(problem, undefined, item.product.name))
        }
        const taken: PricedLine[] = []
        for (const line of priced.orderLines) {
          if (await adjustStock(line.item.variant_id, -line.item.quantity)) {
            taken.push(line)
            continue
          }
          // Another order took the stock meanwhile: give back what this one took.
          for (const back of taken) await adjustStock(back.item.variant_id, back.item.quantity)
          return reply(409, errorBody('This item is out of stock.', undefined, line.item.product.name))
        }
        const id = nextId('order')
        const { cart } = priced
        const order = await commerce.orders.create({
          id,
          client_id: client.id,
          type: 'order',
          order_number: orderNumber(id),
          created_at: placedAt,
          status: 'Pending',
          history: [{ status: 'Pending', at: placedAt }],
          items: orderItems(priced.orderLines.map(({ item }) => item)),
          subtotal: cart.subtotal,
          discount: cart.discount,
          shipping: cart.shipping,
          free_shipping: cart.free_shipping,
          total: cart.total,
          coupon_code: priced.coupon?.code ?? null,
          payment_method: 'cod',
          shipping_address,
          contact,
          notes,
          estimated_arrival_days: arrivalDays(shipping_address),
          currency,
        })
        removeLines(priced.orderLines)
        commerce.cartCoupons.deleteMany((q) => q.where({ client_id: client.id }))
        return reply(200, { result: true, message: 'Order placed successfully.', data: toOrder(order) })
      }

      if (priced.preOrderLines.length === 0) return reply(409, errorBody('Your cart has no pre-order items.'))
      const preOrder = await createPreOrder({
        client,
        lines: priced.preOrderLines.map(({ item }) => item),
        placedAt,
        address,
        notes,
        currency,
      })
      removeLines(priced.preOrderLines)
      return reply(200, {
        result: true,
        message: 'Pre-order placed successfully.',
        data: toPreOrder(preOrder),
      })
    }),
  ),
]
