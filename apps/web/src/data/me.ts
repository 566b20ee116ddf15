import type { components } from '@storefront/sdk'
import { useQuery } from '@tanstack/react-query'
import { $api } from '../lib/api'
import { isSignedIn } from '../lib/auth-store'

export type Client = components['schemas']['Client']

/** GET /me: the signed-in client. Not retried: a refusal means the session is over. */
export const meQuery = () => $api.queryOptions('get', '/api/v1/client/me', undefined, { retry: false })

/** The signed-in client (asked only when signed in; callers read signals, so they call useSignals). */
export function useMe() {
  return useQuery({ ...meQuery(), enabled: isSignedIn.value, select: (answer) => answer.client })
}
