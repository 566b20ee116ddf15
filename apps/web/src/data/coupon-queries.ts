import { $api } from '../lib/api'

import { ordersQuery } from './order-queries'

export const couponsQuery = () => $api.queryOptions('get', '/api/v1/client/coupons')

export const welcomeOfferQueries = () => [couponsQuery(), ordersQuery()] as const
