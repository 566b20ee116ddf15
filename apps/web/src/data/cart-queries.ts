import { $api } from '../lib/api'

export const cartQuery = () => $api.queryOptions('get', '/api/v1/client/cart')
