import { shouldRetry } from '@storefront/sdk/react'
import { $api } from '../lib/api'
import { endsSession } from '../lib/api-health'

/** While the store has trouble, the session is checked again this often until it answers. */
export const ME_RECHECK_MS = 15_000

// GET /me: a refusal ends the session; a 5xx or no answer is trouble, checked until it answers (decision 0060).
export const meQuery = () =>
  $api.queryOptions('get', '/api/v1/client/me', undefined, {
    retry: (count: number, error: unknown) => !endsSession(error) && shouldRetry(count, error),
    refetchInterval: (query: { state: { status: string; error: unknown } }) =>
      query.state.status === 'error' && !endsSession(query.state.error) ? ME_RECHECK_MS : false,
  })
