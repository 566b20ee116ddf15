import type { components } from '@storefront/sdk'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '../lib/api'
import { isSignedIn } from '../lib/auth-store'
import { DEFAULT_CURRENCY } from '../lib/currency-store'
import type { DisplayCurrency } from '../lib/money'
import { useApiMutation } from '../lib/mutation'
import { readStorage, writeStorage } from '../lib/safe-storage'
import { PLACE_ORDER_ATTEMPT_KEY } from '../lib/storage-keys'
import { cartQuery } from './cart-queries'
import { everyAnswerOf } from './keys'
import { orderQuery, ordersQuery, preOrderQuery, preOrdersQuery, returnsQuery } from './order-queries'

type Schemas = components['schemas']
export type Order = Schemas['Order']
export type PreOrder = Schemas['PreOrder']
export type AnyOrder = Order | PreOrder
export type OrderStatus = Schemas['PreOrderStatus']
export type PlaceOrderBody = Schemas['PlaceOrderRequest']
export type ReturnOrder = Schemas['ReturnOrder']
export type ReturnRequest = Schemas['ReturnOrderRequest']

/** The currency an order was placed in, at that day's rate; orders placed without one were in USD. */
export const orderCurrency = (order: AnyOrder): DisplayCurrency => order.currency ?? DEFAULT_CURRENCY

const ARRIVED_OR_STOPPED: readonly OrderStatus[] = [
  'Delivered',
  'Completed',
  'Failed',
  'Cancelled By Admin',
  'Cancelled By Customer',
  'Returned',
]

/** The day (YYYY-MM-DD) an order should arrive; a pre-order counts from its expected shipping date, so it never promises a few days. */
export function arrivalDate(order: AnyOrder): string | null {
  if (ARRIVED_OR_STOPPED.includes(order.status)) return null
  const from = order.type === 'pre_order' ? order.expected_shipping_date : order.created_at.slice(0, 10)
  const day = new Date(`${from}T00:00:00Z`)
  if (Number.isNaN(day.getTime())) return null
  day.setUTCDate(day.getUTCDate() + order.estimated_arrival_days)
  return day.toISOString().slice(0, 10)
}

export const useOrders = () => useQuery(ordersQuery())
export const usePreOrders = () => useQuery(preOrdersQuery())

/** Order details need the owner's session; a visitor is asked to log in instead (no 401 round trip). */
export function useOrder(id: number) {
  return useQuery({ ...orderQuery(id), enabled: isSignedIn.value && id > 0, select: (a) => a.data })
}

export function usePreOrder(id: number) {
  return useQuery({ ...preOrderQuery(id), enabled: isSignedIn.value && id > 0, select: (a) => a.data })
}

export function useOrderReturns(orderId: number) {
  return useQuery({
    ...returnsQuery(),
    enabled: isSignedIn.value && orderId > 0,
    select: (answer) => answer.data.filter((r) => r.order_id === orderId),
  })
}

interface Attempt {
  key: string
  body: string
}

function newKey(): string {
  return (
    globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`
  )
}

/** The Idempotency-Key of this attempt, kept in session storage so a retry or reload sends it again; a changed request is a new attempt. */
export function attemptKey(body: PlaceOrderBody): string {
  const wanted = JSON.stringify(body)
  try {
    const kept = JSON.parse(readStorage(PLACE_ORDER_ATTEMPT_KEY, sessionStorage) ?? 'null') as Attempt | null
    if (kept?.key && kept.body === wanted) return kept.key
  } catch {
    // unreadable: a new attempt
  }
  const key = newKey()
  writeStorage(
    PLACE_ORDER_ATTEMPT_KEY,
    JSON.stringify({ key, body: wanted } satisfies Attempt),
    sessionStorage,
  )
  return key
}

export function dropAttempt(): void {
  writeStorage(PLACE_ORDER_ATTEMPT_KEY, null, sessionStorage)
}

const PLACE_ORDER_SCOPE = 'place-order'

export function usePlaceOrder(onPlaced: (order: AnyOrder) => void) {
  const queryClient = useQueryClient()
  return useApiMutation({
    request: (body: PlaceOrderBody) =>
      apiClient.POST('/api/v1/client/placeOrder', {
        params: { header: { 'Idempotency-Key': attemptKey(body) } },
        body,
      }),
    scope: PLACE_ORDER_SCOPE,
    errors: 'inline',
    invalidate: [cartQuery().queryKey, ordersQuery().queryKey, preOrdersQuery().queryKey],
    onSuccess: (answer) => {
      dropAttempt()
      const order = answer.data
      const key =
        order.type === 'pre_order' ? preOrderQuery(order.id).queryKey : orderQuery(order.id).queryKey
      queryClient.setQueryData(key, { result: true, data: order })
      onPlaced(order)
    },
  })
}

export function useCancelOrder() {
  const queryClient = useQueryClient()
  return useApiMutation({
    request: (id: number) =>
      apiClient.POST('/api/v1/client/orders/{id}/cancel', { params: { path: { id } } }),
    invalidate: [ordersQuery().queryKey],
    onSuccess: (answer, id) => queryClient.setQueryData(orderQuery(id).queryKey, answer),
  })
}

export function useCancelPreOrder() {
  const queryClient = useQueryClient()
  return useApiMutation({
    request: (id: number) =>
      apiClient.POST('/api/v1/client/pre-orders/{id}/cancel', { params: { path: { id } } }),
    invalidate: [preOrdersQuery().queryKey],
    onSuccess: (answer, id) => queryClient.setQueryData(preOrderQuery(id).queryKey, answer),
  })
}

export function useRequestReturn() {
  return useApiMutation({
    request: (body: ReturnRequest) => apiClient.POST('/api/v1/client/return-orders', { body }),
    errors: 'fields',
    invalidate: [everyAnswerOf('/api/v1/client/return-orders')],
  })
}
