import { findCoupon, findVariant } from '../../store/catalog.ts'
import { commerce, nextId } from '../../store/commerce.ts'
import { couponProblem, priceCart } from '../../store/pricing.ts'
import { stockProblem } from '../field-rules.ts'
import { errorBody, securedRoute } from '../route.ts'

function cartAnswer(clientId: number, message: string) {
  return { result: true, message, data: priceCart(clientId).cart }
}

export const cartHandlers = [
  securedRoute('get', '/api/v1/client/cart', async ({ session, reply }) => {
    return reply(200, cartAnswer(session.clientId, 'OK'))
  }),

  securedRoute('post', '/api/v1/client/cart/addOrUpdate', async ({ body, session, reply }) => {
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
    const line = commerce.cartLines.findFirst((q) =>
      q.where({ client_id: session.clientId, variant_id: body.variant_id }),
    )
    if (!line) return reply(404, errorBody('This item is not in your cart.'))
    commerce.cartLines.delete(line)
    return reply(200, cartAnswer(session.clientId, 'Removed from cart.'))
  }),

  securedRoute('post', '/api/v1/client/coupon/apply', async ({ body, session, reply }) => {
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
    commerce.cartCoupons.deleteMany((q) => q.where({ client_id: session.clientId }))
    return reply(200, cartAnswer(session.clientId, 'Coupon removed.'))
  }),
]
