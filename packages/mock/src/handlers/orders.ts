import { adjustStock } from '../db/catalog.ts'
import { commerce, nextId, paginate } from '../db/commerce.ts'
import { ensureCommerce } from '../db/commerce-seed.ts'
import {
  OPEN_RETURN_STATUSES,
  orderCancellable,
  preOrderCancellable,
  toOrder,
  toPreOrder,
  toReturn,
} from '../db/orders.ts'
import { characters, invalid } from '../lib/field-rules.ts'
import { errorBody, securedRoute } from '../lib/route.ts'

const newestFirst = <T extends { id: number }>(a: T, b: T) => b.id - a.id

export const orderHandlers = [
  securedRoute('get', '/api/v1/client/orders', async ({ query, session, reply }) => {
    await ensureCommerce()
    const orders = commerce.orders.findMany((q) => q.where({ client_id: session.clientId })).sort(newestFirst)
    return reply(200, {
      result: true,
      message: 'OK',
      ...paginate(orders.map(toOrder), query.page, query.per_page ?? 10),
    })
  }),

  securedRoute('get', '/api/v1/client/orders/{id}', async ({ params, session, reply }) => {
    await ensureCommerce()
    const order = commerce.orders.findFirst((q) => q.where({ id: params.id, client_id: session.clientId }))
    if (!order) return reply(404, errorBody('Order not found.'))
    return reply(200, { result: true, message: 'OK', data: toOrder(order) })
  }),

  securedRoute('post', '/api/v1/client/orders/{id}/cancel', async ({ params, session, reply }) => {
    await ensureCommerce()
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
    await ensureCommerce()
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
    await ensureCommerce()
    const preOrder = commerce.preOrders.findFirst((q) =>
      q.where({ id: params.id, client_id: session.clientId }),
    )
    if (!preOrder) return reply(404, errorBody('Pre-order not found.'))
    return reply(200, { result: true, message: 'OK', data: toPreOrder(preOrder) })
  }),

  securedRoute('post', '/api/v1/client/pre-orders/{id}/cancel', async ({ params, session, reply }) => {
    await ensureCommerce()
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
    await ensureCommerce()
    const list = commerce.returns.findMany((q) => q.where({ client_id: session.clientId })).sort(newestFirst)
    return reply(200, {
      result: true,
      message: 'OK',
      ...paginate(list.map(toReturn), query.page, query.per_page ?? 10),
    })
  }),

  securedRoute('get', '/api/v1/client/return-orders/{id}', async ({ params, session, reply }) => {
    await ensureCommerce()
    const found = commerce.returns.findFirst((q) => q.where({ id: params.id, client_id: session.clientId }))
    if (!found) return reply(404, errorBody('Return not found.'))
    return reply(200, { result: true, message: 'OK', data: toReturn(found) })
  }),

  securedRoute('post', '/api/v1/client/return-orders', async ({ body, session, reply }) => {
    await ensureCommerce()
    const reason = body.reason.trim()
    if (characters(reason) < 10)
      return reply(422, invalid({ reason: ['The reason must be at least 10 characters.'] }))
    const order = commerce.orders.findFirst((q) =>
      q.where({ id: body.order_id, client_id: session.clientId }),
    )
    if (!order) return reply(404, errorBody('Order not found.'))
    if (order.status !== 'Delivered') return reply(409, errorBody('Only delivered orders can be returned.'))
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
]
