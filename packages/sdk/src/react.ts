/**
 * The React Query side of the storefront SDK: hooks over the API client and the QueryClient with
 * the spec's cache rules. Needs `react`, `@tanstack/react-query` and `openapi-react-query`.
 *
 * @example
 * const client = createApiClient({ baseUrl: '', appKey: 'web', onUnauthorized: expireSession })
 * const $api = createApiHooks(client)
 * const queryClient = createQueryClient()
 * const cart = $api.useQuery('get', '/api/v1/client/cart')
 *
 * @module
 */
export {
  type ApiHooks,
  createApiHooks,
  createQueryClient,
  GC_TIME,
  isRetryable,
  MAX_RETRIES,
  NO_FOCUS_REFETCH,
  onLanguageChange,
  retryDelay,
  STALE_TIMES,
  shouldRetry,
} from './hooks.ts'
