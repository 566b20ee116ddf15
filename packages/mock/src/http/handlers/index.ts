import { withCors } from '../cors.ts'
import { imageHandlers } from '../images.ts'
import { headHandler, methodNotAllowedHandlers } from '../route.ts'
import { withWorld } from '../world-entry.ts'
import { accountHandlers } from './account.ts'
import { addressHandlers } from './addresses.ts'
import { authHandlers } from './auth.ts'
import { cartHandlers } from './cart.ts'
import { catalogHandlers } from './catalog.ts'
import { chaosDevHandlers } from './chaos-dev.ts'
import { devHandlers } from './dev.ts'
import { engagementHandlers } from './engagement.ts'
import { eventDevHandlers } from './events-dev.ts'
import { forcingDevHandlers } from './forcing-dev.ts'
import { geocodeHandlers } from './geocode.ts'
import { orderDevHandlers } from './order-dev.ts'
import { orderHandlers } from './orders.ts'
import { personaDevHandlers } from './persona-dev.ts'
import { reviewHandlers } from './reviews.ts'
import { scenarioDevHandlers } from './scenario-dev.ts'
import { wishlistHandlers } from './wishlist.ts'
import { worldDevHandlers } from './world-dev.ts'

/** Every mock handler, each run in the request's world; the catalogue comes first: it takes most of the traffic. */
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
  ...forcingDevHandlers,
  ...chaosDevHandlers,
  ...personaDevHandlers,
  ...scenarioDevHandlers,
  ...eventDevHandlers,
  ...worldDevHandlers,
  headHandler,
  ...methodNotAllowedHandlers,
].map((handler) => withCors(withWorld(handler)))
