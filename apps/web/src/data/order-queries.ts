// Apart from their hooks, so the first-load table names these queries without their code.
import { $api } from '../lib/api'

export const ordersQuery = () => $api.queryOptions('get', '/api/v1/client/orders')

export const preOrdersQuery = () => $api.queryOptions('get', '/api/v1/client/pre-orders')
export const orderQuery = (id: number) =>
  $api.queryOptions('get', '/api/v1/client/orders/{id}', { params: { path: { id } } })
export const preOrderQuery = (id: number) =>
  $api.queryOptions('get', '/api/v1/client/pre-orders/{id}', { params: { path: { id } } })
export const returnsQuery = () =>
  $api.queryOptions('get', '/api/v1/client/return-orders', { params: { query: { per_page: 100 } } })
