// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query'
import { renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it } from 'vitest'
import { createApiClient } from './client.ts'
import { ApiError, errorMessages } from './errors.ts'
import { createApiHooks, createQueryClient } from './hooks.ts'

/** The hooks over a client whose server always gives `response`. */
function hooksAnswering(response: () => Response) {
  const client = createApiClient({ baseUrl: 'http://api.test', appKey: 'k', fetch: async () => response() })
  const queryClient = createQueryClient()
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  )
  return { $api: createApiHooks(client), wrapper }
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

describe('React Query hooks fail with an ApiError where openapi-react-query alone would not', () => {
  it('a non-OK answer with an empty body is an error with its status, not a success (#2070, #2238)', async () => {
    const { $api, wrapper } = hooksAnswering(
      () => new Response(null, { status: 404, headers: { 'content-length': '0' } }),
    )
    const { result } = renderHook(() => $api.useQuery('get', '/api/v1/client/cart'), { wrapper })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toBeInstanceOf(ApiError)
    expect(result.current.error).toMatchObject({ status: 404 })
  })

  it('a 200 answer with result false is an error whose messages the app can toast', async () => {
    const { $api, wrapper } = hooksAnswering(() =>
      json({ result: false, message: 'Could not add to cart.', errors: { quantity: ['Only 2 left.'] } }),
    )
    const { result } = renderHook(() => $api.useMutation('post', '/api/v1/client/cart/addOrUpdate'), {
      wrapper,
    })
    result.current.mutate({ body: { variant_id: 1, quantity: 3 } })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ status: 200 })
    expect(errorMessages(result.current.error)).toEqual(['Could not add to cart.', 'Only 2 left.'])
  })

  it('a 2xx answer with result true is data', async () => {
    const cart = {
      items: [],
      total_items: 0,
      subtotal: 0,
      discount: 0,
      shipping: 0,
      free_shipping: false,
      total: 0,
      coupon: null,
    }
    const { $api, wrapper } = hooksAnswering(() => json({ result: true, message: 'OK', data: cart }))
    const { result } = renderHook(() => $api.useQuery('get', '/api/v1/client/cart'), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.data.total_items).toBe(0)
  })
})
