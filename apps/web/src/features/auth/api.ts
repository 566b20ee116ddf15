import { $api } from '../../lib/api'

/** The signed-in client, fresh for 5 seconds (sdk query defaults); asked only when signed in. */
export function useCurrentUser(enabled: boolean) {
  return $api.useQuery('get', '/api/v1/client/me', undefined, { enabled, retry: false })
}
