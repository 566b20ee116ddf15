/** The React Query side of the storefront SDK: hooks over the API client and the QueryClient with the spec's cache rules. */
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
