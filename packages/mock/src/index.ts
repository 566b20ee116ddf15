import { findSession } from './db/sessions.ts'
import { accountHandlers } from './handlers/account.ts'
import { addressHandlers } from './handlers/addresses.ts'
import { authHandlers } from './handlers/auth.ts'
import { cartHandlers } from './handlers/cart.ts'
import { catalogHandlers } from './handlers/catalog.ts'
import { devHandlers } from './handlers/dev.ts'
import { engagementHandlers } from './handlers/engagement.ts'
import { geocodeHandlers } from './handlers/geocode.ts'
import { imageHandlers } from './handlers/images.ts'
import { orderDevHandlers } from './handlers/order-dev.ts'
import { orderHandlers } from './handlers/orders.ts'
import { reviewHandlers } from './handlers/reviews.ts'
import { wishlistHandlers } from './handlers/wishlist.ts'
import { methodNotAllowedHandler, setSessionResolver } from './lib/route.ts'

export { resetDb } from './db/index.ts'
export { type MockSettings, mockConfig } from './lib/config.ts'
export { validateResponse } from './lib/contract.ts'
export { STORE_NAME, UNSAFE_DESCRIPTION_PRODUCT_ID } from './seed/index.ts'
export { SAMPLE_ADDRESS } from './testing/sample-address.ts'

// Start-up: the route layer learns how to read a bearer token before any handler runs.
setSessionResolver(findSession)

/**
 * Every mock handler: each contract operation of openapi.yaml, the generated images and the
 * `/__mock/*` development endpoints. The catalogue comes first: it takes most of the traffic.
 */
export const handlers = [
  ...catalogHandlers,
  ...imageHandlers,
  ...authHandlers,
  ...accountHandlers,
  ...addressHandlers,
  ...geocodeHandlers,
  ...cartHandlers,
  ...wishlistHandlers,
  ...orderHandlers,
  ...reviewHandlers,
  ...engagementHandlers,
  ...devHandlers,
  ...orderDevHandlers,
  methodNotAllowedHandler,
]
