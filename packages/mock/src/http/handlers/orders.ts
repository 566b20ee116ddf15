import { RETURN_DAYS } from '../../seed/reference.ts'
import { adjustStock, currencies } from '../../store/catalog.ts'
import { commerce, findAddress, nextId, paginate } from '../../store/commerce.ts'
import {
  arrivalDays,
  createPreOrder,
  OPEN_RETURN_STATUSES,
  orderCancellable,
  orderItems,
  orderNumber,
  preOrderCancellable,
  shippingInfo,
  toOrder,
  toPreOrder,
  toReturn,
} from '../../store/orders.ts'
import { type PricedLine, priceCart } from '../../store/pricing.ts'
import { characters, invalid, stockProblem } from '../field-rules.ts'
import { idempotent } from '../idempotency.ts'
import { errorBody, securedRoute } from '../route.ts'

function removeLines(lines: PricedLine[]): void {
  for (const line of lines) commerce.cartLines.delete(line.record)
}

const newestFirst = <T extends { id: number }>(a: T, b: T) => b.id - a.id

/** Whether a delivered order is still within the configuration's `return_days` of its Delivered step. */
function withinReturnWindow(history: { status: string; at: string }[]): boolean {
  const delivered = history.findLast((step) => step.status === 'Delivered')
  return !!delivered && Date.now() - Date.parse(delivered.at) <= RETURN_DAYS * 86_400_000
}

export const orderHandlers = [
  securedRoute('get', '/api/v1/client/orders', async ({ query, session, reply }) => {
    const orders = commerce.orders.findMany((q) => q.where({ client_id: session.clientId })).sort(newestFirst)
    return reply(200, {
      result: true,
      message: 'OK',
      ...paginate(orders.map(toOrder), query.page, query.per_page ?? 10),
    })
  }),

  securedRoute('get', '/api/v1/client/orders/{id}', async ({ params, session, reply }) => {
    const order = commerce.orders.findFirst((q) => q.where({ id: params.id, client_id: session.clientId }))
    if (!order) return reply(404, errorBody('Order not found.'))
    return reply(200, { result: true, message: 'OK', data: toOrder(order) })
  }),

  securedRoute('post', '/api/v1/client/orders/{id}/cancel', async ({ params, session, reply }) => {
    const order = commerce.orders.findFirst((q) => q.where({ id: params.id, client_id: session.clientId }))
    if (!order) return reply(404, errorBody('Order not found.'))
    if (!orderCancellable(order.status))
      return reply(409, errorBody(`An order that is ${order.status} can no longer be cancelled.`))
    const at = new Date().toISOString()
    const cancelled = await commerce.orders.update(order, {
      data(o) {
        o.status = 'Cancelled By Customer'
        o.history.push({ status: 'Cancelled By Customer', at })
      },
    })
    for (const item of order.items) await adjustStock(item.variant_id, item.quantity)
    return reply(200, { result: true, message: 'Order cancelled.', data: toOrder(cancelled ?? order) })
  }),

  securedRoute('get', '/api/v1/client/pre-orders', async ({ query, session, reply }) => {
    const list = commerce.preOrders
      .findMany((q) => q.where({ client_id: session.clientId }))
      .sort(newestFirst)
    return reply(200, {
      result: true,
      message: 'OK',
      ...paginate(list.map(toPreOrder), query.page, query.per_page ?? 10),
    })
  }),

  securedRoute('get', '/api/v1/client/pre-orders/{id}', async ({ params, session, reply }) => {
    const preOrder = commerce.preOrders.findFirst((q) =>
      q.where({ id: params.id, client_id: session.clientId }),
    )
    if (!preOrder) return reply(404, errorBody('Pre-order not found.'))
    return reply(200, { result: true, message: 'OK', data: toPreOrder(preOrder) })
  }),

  securedRoute('post', '/api/v1/client/pre-orders/{id}/cancel', async ({ params, session, reply }) => {
    const preOrder = commerce.preOrders.findFirst((q) =>
      q.where({ id: params.id, client_id: session.clientId }),
    )
    if (!preOrder) return reply(404, errorBody('Pre-order not found.'))
    if (!preOrderCancellable(preOrder.status))
      return reply(409, errorBody(`A pre-order that is ${preOrder.status} can no longer be cancelled.`))
    const at = new Date().toISOString()
    const cancelled = await commerce.preOrders.update(preOrder, {
      data(o) {
        o.status = 'Cancelled By Customer'
        o.history.push({ status: 'Cancelled By Customer', at })
      },
    })
    return reply(200, {
      result: true,
      message: 'Pre-order cancelled.',
      data: toPreOrder(cancelled ?? preOrder),
    })
  }),

  securedRoute('get', '/api/v1/client/return-orders', async ({ query, session, reply }) => {
    const list = commerce.returns.findMany((q) => q.where({ client_id: session.clientId })).sort(newestFirst)
    return reply(200, {
      result: true,
      message: 'OK',
      ...paginate(list.map(toReturn), query.page, query.per_page ?? 10),
    })
  }),

  securedRoute('get', '/api/v1/client/return-orders/{id}', async ({ params, session, reply }) => {
    const found = commerce.returns.findFirst((q) => q.where({ id: params.id, client_id: session.clientId }))
    if (!found) return reply(404, errorBody('Return not found.'))
    return reply(200, { result: true, message: 'OK', data: toReturn(found) })
  }),

  securedRoute('post', '/api/v1/client/return-orders', async ({ body, session, reply }) => {
    const reason = body.reason.trim()
    if (characters(reason) < 10)
      return reply(422, invalid({ reason: ['The reason must be at least 10 characters.'] }))
    const order = commerce.orders.findFirst((q) =>
      q.where({ id: body.order_id, client_id: session.clientId }),
    )
    if (!order) return reply(404, errorBody('Order not found.'))
    if (order.status !== 'Delivered') return reply(409, errorBody('Only delivered orders can be returned.'))
    if (!withinReturnWindow(order.history))
      return reply(409, errorBody('The return window for this order has closed.'))
    const open = commerce.returns.findFirst((q) =>
      q.where({ order_id: order.id, status: (s) => OPEN_RETURN_STATUSES.includes(s) }),
    )
    if (open) return reply(409, errorBody('A return has already been requested for this order.'))

    // Without items the whole order goes back.
    const wanted = body.items ?? order.items.map((i) => ({ order_item_id: i.id, quantity: i.quantity }))
    const errors: Record<string, string[]> = {}
    const seen = new Set<number>()
    wanted.forEach((line, index) => {
      const bought = order.items.find((i) => i.id === line.order_item_id)
      if (!bought) errors[`items.${index}.order_item_id`] = ['This item is not part of the order.']
      else if (seen.has(line.order_item_id))
        errors[`items.${index}.order_item_id`] = ['Each item may be listed once.']
      else if (line.quantity > bought.quantity) {
        errors[`items.${index}.quantity`] = [`Only ${bought.quantity} of this item were bought.`]
      }
      seen.add(line.order_item_id)
    })
    if (Object.keys(errors).length > 0) return reply(422, invalid(errors))

    const created = await commerce.returns.create({
      id: nextId('return'),
      client_id: session.clientId,
      order_id: order.id,
      order_number: order.order_number,
      status: 'Requested',
      reason,
      items: wanted.map(({ order_item_id, quantity }) => ({ order_item_id, quantity })),
      created_at: new Date().toISOString(),
    })
    return reply(200, { result: true, message: 'Return requested.', data: toReturn(created) })
  }),

  // A retried attempt (same Idempotency-Key) gets its first order back, never a second one.
  securedRoute(
    'post',
    '/api/v1/client/placeOrder',
    idempotent(async ({ body, session, reply }) => {
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
