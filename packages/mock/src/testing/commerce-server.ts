import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { resetCatalog } from '../db/catalog.ts'
import { resetCommerce } from '../db/commerce-seed.ts'
import { findSession } from '../db/sessions.ts'
import { accountHandlers } from '../handlers/account.ts'
import { addressHandlers } from '../handlers/addresses.ts'
import { authHandlers } from '../handlers/auth.ts'
import { cartHandlers } from '../handlers/cart.ts'
import { orderDevHandlers } from '../handlers/order-dev.ts'
import { orderHandlers } from '../handlers/orders.ts'
import { reviewHandlers } from '../handlers/reviews.ts'
import { wishlistHandlers } from '../handlers/wishlist.ts'
import { mockConfig } from '../lib/config.ts'
import { setSessionResolver } from '../lib/route.ts'

/** The commerce handlers only, so these tests do not wait for the rest of the mock. */
export const commerceHandlers = [
  ...authHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...cartHandlers,
  ...wishlistHandlers,
  ...orderHandlers,
  ...orderDevHandlers,
  ...reviewHandlers,
]

/** Unhandled requests fail, replies are checked against openapi.yaml, and data is reseeded before each test. */
export function useCommerceServer() {
  setSessionResolver(findSession)
  const server = setupServer(...commerceHandlers)
  const settings = mockConfig.snapshot()
  beforeAll(() => {
    process.env.MOCK_QUIET = '1'
    server.listen({ onUnhandledFrame: 'error' })
  })
  beforeEach(async () => {
    mockConfig.update({ ...settings, validateResponses: true, delayMs: 0, errorRate: 0 })
    await resetCatalog()
    await resetCommerce()
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}
