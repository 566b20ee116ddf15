// The cart's query, apart from its hooks, so the first-load table names it without their code.
import { $api } from '../lib/api'

export const cartQuery = () => $api.queryOptions('get', '/api/v1/client/cart')
