import { $api } from '../lib/api'

/** GET addresses (first page of 10, default first). */
export const addressesQuery = () => $api.queryOptions('get', '/api/v1/client/addresses')

export const defaultAddressQuery = () => $api.queryOptions('get', '/api/v1/client/addresses/default')
