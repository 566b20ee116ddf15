import type { components } from '@storefront/sdk/schema'
import { HttpResponse } from 'msw'
import { commerce } from '../../store/commerce.ts'
import {
  moveOrder,
  nextStatus,
  ORDER_FLOW,
  PRE_ORDER_FLOW,
  RETURN_FLOW,
  toOrder,
  toReturn,
} from '../../store/orders.ts'
import { devRoute } from '../route.ts'

type Schemas = components['schemas']

const fail = (status: number, message: string, errors?: Record<string, string[]>) =>
  HttpResponse.json({ result: false, message, ...(errors ? { errors } : {}) }, { status })

const OFF_FLOW = ['Paid', 'On Hold', 'Failed', 'Cancelled By Admin', 'Cancelled By Customer', 'Returned']
const STATUSES = {
  order: [...ORDER_FLOW, ...OFF_FLOW],
  preOrder: [...PRE_ORDER_FLOW, ...OFF_FLOW],
  return: [...RETURN_FLOW, 'Rejected'],
}

interface Advance {
  status: string | null
  days: number
}

async function readAdvance(request: Request, statuses: string[]): Promise<Advance | Response> {
  const text = await request.text()
  let patch: unknown = {}
  try {
    patch = text.trim() ? JSON.parse(text) : {}
  } catch {
    return fail(400, 'Send a JSON object.')
  }
  if (!patch || typeof patch !== 'object' || Array.isArray(patch)) return fail(400, 'Send a JSON object.')
  const { status = null, days = 1, ...rest } = patch as Record<string, unknown>
  // Without a prototype, a `__proto__` key is kept as the error it is, not taken as the prototype.
  const errors: Record<string, string[]> = Object.create(null)
  if (status !== null && (typeof status !== 'string' || !statuses.includes(status)))
    errors.status = [`status must be one of: ${statuses.join(', ')}.`]
  if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > 365)
    errors.days = ['days must be a whole number from 0 to 365.']
  for (const key of Object.keys(rest)) errors[key] = [`${key} cannot be set here.`]
  if (Object.keys(errors).length > 0) return fail(422, 'The given data was invalid.', errors)
  return { status: status as string | null, days: days as number }
}

const idOf = (raw: unknown) => {
  const id = Number(raw)
  return Number.isInteger(id) && id > 0 ? id : null
}

export const orderDevHandlers = [
  devRoute('post', '*/__mock/orders/:id/advance', async ({ params, request }) => {
    const id = idOf(params.id)
    const order = id ? commerce.orders.findFirst((q) => q.where({ id })) : undefined
    if (!id || !order) return fail(404, 'Order not found.')
    const advance = await readAdvance(request, STATUSES.order)
    if (advance instanceof Response) return advance
    const status = (advance.status ?? nextStatus(ORDER_FLOW, order.status)) as Schemas['OrderStatus'] | null
    if (!status) return fail(409, `An order that is ${order.status} has no next status.`)
    const data = await moveOrder('order', id, status, advance.days)
    return HttpResponse.json({ result: true, message: `Order is now ${status}.`, data })
  }),

  devRoute('post', '*/__mock/pre-orders/:id/advance', async ({ params, request }) => {
    const id = idOf(params.id)
    const preOrder = id ? commerce.preOrders.findFirst((q) => q.where({ id })) : undefined
    if (!id || !preOrder) return fail(404, 'Pre-order not found.')
    const advance = await readAdvance(request, STATUSES.preOrder)
    if (advance instanceof Response) return advance
    const status = (advance.status ?? nextStatus(PRE_ORDER_FLOW, preOrder.status)) as
      | Schemas['PreOrderStatus']
      | null
    if (!status) return fail(409, `A pre-order that is ${preOrder.status} has no next status.`)
    const data = await moveOrder('pre_order', id, status, advance.days)
    return HttpResponse.json({ result: true, message: `Pre-order is now ${status}.`, data })
  }),

  devRoute('post', '*/__mock/return-orders/:id/advance', async ({ params, request }) => {
    const id = idOf(params.id)
    const found = id ? commerce.returns.findFirst((q) => q.where({ id })) : undefined
    if (!id || !found) return fail(404, 'Return not found.')
    const advance = await readAdvance(request, STATUSES.return)
    if (advance instanceof Response) return advance
    const status = (advance.status ?? nextStatus(RETURN_FLOW, found.status)) as Schemas['ReturnStatus'] | null
    if (!status) return fail(409, `A return that is ${found.status} has no next status.`)
    const updated = await commerce.returns.update(found, {
      data(r) {
        r.status = status
      },
    })
    // A refunded return means the goods came back: the order is Returned.
    if (status === 'Refunded') await moveOrder('order', found.order_id, 'Returned', 0)
    const order = commerce.orders.findFirst((q) => q.where({ id: found.order_id }))
    return HttpResponse.json({
      result: true,
      message: `Return is now ${status}.`,
      data: toReturn(updated ?? found),
      order: order ? toOrder(order) : null,
    })
  }),
]
