// The address book's queries, apart from its hooks, so the first-load table names them without their code.
import { $api } from '../lib/api'

/** GET addresses (first page of 10, default first). */
export const addressesQuery = () => $api.queryOptions('get', '/api/v1/client/addresses')

/** GET addresses/default: `null` when the client has none. */
export const defaultAddressQuery = () => $api.queryOptions('get', '/api/v1/client/addresses/default')
