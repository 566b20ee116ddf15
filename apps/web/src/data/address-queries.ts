import { $api } from '../lib/api'

export const addressesQuery = () => $api.queryOptions('get', '/api/v1/client/addresses')

export const defaultAddressQuery = () => $api.queryOptions('get', '/api/v1/client/addresses/default')
