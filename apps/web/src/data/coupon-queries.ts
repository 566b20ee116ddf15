// The coupons' queries, apart from their hooks, so the first-load table names them without their code.
import { $api } from '../lib/api'

import { ordersQuery } from './order-queries'

export const couponsQuery = () => $api.queryOptions('get', '/api/v1/client/coupons')

/** What `useWelcomeOffer` (coupons.ts) reads, for the pages rendered on the server. */
export const welcomeOfferQueries = () => [couponsQuery(), ordersQuery()] as const
