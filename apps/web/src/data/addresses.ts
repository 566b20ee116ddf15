import type { components } from '@storefront/sdk'
import { useQuery } from '@tanstack/react-query'
import { $api } from '../lib/api'
import { isSignedIn } from '../lib/auth-store'

export type Address = components['schemas']['Address']

/** GET addresses (first page of 10, default first). */
export const addressesQuery = () => $api.queryOptions('get', '/api/v1/client/addresses')

/** The saved addresses; a failed list reads as empty (spec §7). */
export function useAddresses() {
  const query = useQuery({ ...addressesQuery(), enabled: isSignedIn.value })
  return { ...query, list: query.isError ? [] : (query.data?.data ?? []) }
}
