/**
 * The storefront SDK: types generated from openapi.yaml, the fetch client that applies the
 * request conventions of the spec, the error type every failed call rejects with, and the
 * React Query hooks and QueryClient with the spec's cache rules.
 *
 * @example
 * const client = createApiClient({ baseUrl: '', appKey: 'web', onUnauthorized: expireSession })
 * const $api = createApiHooks(client)
 * const queryClient = createQueryClient()
 * const cart = $api.useQuery('get', '/api/v1/client/cart')
 *
 * @module
 */

/** How the client writes query parameters (arrays as repeated keys), for code that needs the same URL. */
export { createQuerySerializer } from 'openapi-fetch'
export {
  type ApiClient,
  type ApiClientOptions,
  conventionsMiddleware,
  createApiClient,
  DEFAULT_LANGUAGE,
  HEADERS,
  readCookie,
  TOKEN_COOKIE,
  XSRF_COOKIE,
} from './client.ts'
export {
  DEVICE_ID_KEY,
  type DeviceTracking,
  encodeTracking,
  getDeviceId,
  getTrackingData,
  randomId,
} from './device.ts'
export {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  type ErrorBody,
  errorFromResponse,
  errorMessages,
  isApiError,
  unwrap,
} from './errors.ts'
export type { components, operations, paths } from './generated/schema.ts'
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
