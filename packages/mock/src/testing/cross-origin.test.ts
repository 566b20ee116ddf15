// @vitest-environment happy-dom
// happy-dom sends a preflight before every request to another origin and refuses an answer
// without the CORS headers, as a browser does: the page here is http://localhost:3000, the mock
// answers http://localhost.
import { createApiClient } from '@storefront/sdk'
import { expect, it } from 'vitest'
import { DEMO_EMAIL, ORIGIN, setupMockHarness, signInThroughOutbox } from './index.ts'

setupMockHarness()
const client = createApiClient({ baseUrl: ORIGIN, appKey: 'cross-origin-test' })

it('is a page of another origin than the mock', () => {
  expect(location.origin).not.toBe(ORIGIN)
})

it('answers a preflight with 204, Allow and the CORS headers of the HTTP mock', async () => {
  const response = await fetch(`${ORIGIN}/api/v1/client/cart`, { method: 'OPTIONS' })
  expect(response.status).toBe(204)
  expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
  expect(response.headers.get('access-control-allow-origin')).toBe(location.origin)
  expect(response.headers.get('access-control-allow-credentials')).toBe('true')
})

it('lets the page read contract answers and the outbox, so a shopper signs in and reads the cart', async () => {
  const { token } = await signInThroughOutbox(ORIGIN, DEMO_EMAIL)
  const { data } = await client.GET('/api/v1/client/cart', {
    headers: { Authorization: `Bearer ${token}` },
  })
  expect(data?.result).toBe(true)
})

it('lets the page read a refusal, with its status and message', async () => {
  await expect(client.GET('/api/v1/client/cart')).rejects.toMatchObject({ status: 401 })
})
