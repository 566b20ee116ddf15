import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { mockConfig } from '../http/config.ts'
import { accountHandlers } from '../http/handlers/account.ts'
import { addressHandlers } from '../http/handlers/addresses.ts'
import { authHandlers } from '../http/handlers/auth.ts'
import { cartHandlers } from '../http/handlers/cart.ts'
import { orderDevHandlers } from '../http/handlers/order-dev.ts'
import { orderHandlers } from '../http/handlers/orders.ts'
import { reviewHandlers } from '../http/handlers/reviews.ts'
import { wishlistHandlers } from '../http/handlers/wishlist.ts'
import { resetCatalog } from '../store/catalog.ts'
import { resetCommerce } from '../store/commerce-seed.ts'

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
