import { QueryClient, type QueryClientConfig } from '@tanstack/react-query'
import createQueryHooks from 'openapi-react-query'
import type { ApiClient } from './client.ts'
import { ApiError } from './errors.ts'
import type { paths } from './generated/schema.ts'

/** The React Query hooks over the API client (`$api.useQuery('get', '/api/v1/client/cart')`, `$api.useMutation(...)`, `$api.queryOptions(...)`). */
export function createApiHooks(client: ApiClient) {
  return createQueryHooks(client)
}

export type ApiHooks = ReturnType<typeof createApiHooks>

/** How long unused data stays cached (spec §9: 300 seconds). */
export const GC_TIME = 300_000
export const MAX_RETRIES = 3

/** Freshness per read (spec §9), applied as query defaults for `['get', path]`. */
export const STALE_TIMES = {
  '/api/v1/client/allSettings': 300_000,
  '/api/v1/client/cart': 300_000,
  '/api/v1/client/wishlist': 300_000,
  '/api/v1/client/me': 5_000,
} as const satisfies Partial<Record<keyof paths, number>>

/** Reads whose data does not change while the shop is open: no refetch when the window regains focus. */
export const NO_FOCUS_REFETCH = ['/api/v1/client/allSettings'] as const satisfies readonly (keyof paths)[]

/** The delay before retry number `attemptIndex + 1`: 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, 30_000)
}

export function isRetryable(error: unknown): boolean {
  if (!(error instanceof ApiError)) return true
  return error.status >= 500 || error.status === 408 || error.status === 429
}

/** React Query's `retry` for reads: up to {@link MAX_RETRIES} retries (spec §7) of retryable failures. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_RETRIES && isRetryable(error)
}

/** The QueryClient with the spec's cache rules: 5 minutes kept, reads retried with backoff, mutations never, freshness per path. */
export function createQueryClient(config: QueryClientConfig = {}): QueryClient {
  const queryClient = new QueryClient({
    ...config,
    defaultOptions: {
      ...config.defaultOptions,
      queries: { gcTime: GC_TIME, retry: shouldRetry, retryDelay, ...config.defaultOptions?.queries },
      mutations: { retry: false, ...config.defaultOptions?.mutations },
    },
  })
  for (const [path, staleTime] of Object.entries(STALE_TIMES)) {
    queryClient.setQueryDefaults(['get', path], {
      staleTime,
      ...((NO_FOCUS_REFETCH as readonly string[]).includes(path) ? { refetchOnWindowFocus: false } : {}),
    })
  }
  return queryClient
}

/** After the language changes every cached answer is in the old language: mark all stale and refetch the active ones. */
export function onLanguageChange(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries()
}
