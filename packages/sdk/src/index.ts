/**
 * The storefront SDK: types generated from openapi.yaml, the fetch client that applies the spec's request
 * conventions, and the error every failed call rejects with. The React Query hooks are `@storefront/sdk/react`.
 * @example
 * const client = createApiClient({ baseUrl: 'https://shop.example', appKey: 'partner' })
 * const { data } = await client.GET('/api/v1/client/home')
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
