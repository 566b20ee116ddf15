// Apart from their hooks, so the first-load table names these queries without their code.
import { $api } from '../lib/api'
import { PRE_ORDER } from '../lib/paths'

export const ordersQuery = () => $api.queryOptions('get', '/api/v1/client/orders')

export const preOrdersQuery = () => $api.queryOptions('get', '/api/v1/client/pre-orders')
export const orderQuery = (id: number) =>
  $api.queryOptions('get', '/api/v1/client/orders/{id}', { params: { path: { id } } })
export const preOrderQuery = (id: number) =>
  $api.queryOptions('get', '/api/v1/client/pre-orders/{id}', { params: { path: { id } } })
export const returnsQuery = () =>
  $api.queryOptions('get', '/api/v1/client/return-orders', { params: { query: { per_page: 100 } } })

/** The order number of an order address (`/order/12`); 0 for anything else, which asks for nothing. */
export const orderIdOf = (segment: string) => (/^\d+$/.test(segment) ? Number(segment) : 0)

export function confirmedOrderOf(search: string): { id: number; preOrder: boolean } {
  const params = new URLSearchParams(search)
  return { id: Number(params.get('order') ?? 0), preOrder: params.get('type') === PRE_ORDER }
}
