import createClient, {
  type Client,
  type FetchResponse,
  type MaybeOptionalInit,
  type Middleware,
} from 'openapi-fetch'
import type { MediaType, PathsWithMethod, RequiredKeysOf } from 'openapi-typescript-helpers'
import { encodeTracking, getDeviceId, getTrackingData } from './device.ts'
import { type ApiError, errorFromResponse } from './errors.ts'
import type { paths } from './generated/schema.ts'

/** The request headers of spec §7, named as openapi.yaml names them. */
export const HEADERS = {
  authorization: 'Authorization',
  language: 'Accept-Language',
  tracking: 'X-Tracking-Data',
  deviceId: 'X-Device-Id',
  appKey: 'X-App-Key',
  /** Laravel's anti-forgery header, echoed from {@link XSRF_COOKIE} when that cookie exists. */
  xsrf: 'X-XSRF-TOKEN',
} as const

export const TOKEN_COOKIE = 'auth_token'
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const DEFAULT_LANGUAGE = 'en'

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch'
// As openapi-fetch writes it, so a throwing method still stands where its own is expected.
type InitParam<Init> =
  RequiredKeysOf<Init> extends never
    ? [(Init & { [key: string]: unknown })?]
    : [Init & { [key: string]: unknown }]
/** openapi-fetch's result once failures have thrown: only its success branch, so `data` is defined. */
export type Succeeded<R> = Extract<R, { error?: never }>
type ThrowingMethod<
  // biome-ignore lint/suspicious/noExplicitAny: the generated `paths` is an interface, which has no index signature to check against.
  Paths extends Record<string, any>,
  M extends Method,
  Media extends MediaType = MediaType,
> = <Path extends PathsWithMethod<Paths, M>, Init extends MaybeOptionalInit<Paths[Path], M>>(
  url: Path,
  ...init: InitParam<Init>
) => Promise<Succeeded<FetchResponse<Paths[Path][M], Init, Media>>>

/** The typed fetch client over every path of openapi.yaml. A call resolves only with a success (`data` defined); any failure rejects with an {@link ApiError}. */
export interface ApiClient extends Omit<Client<paths>, 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH'> {
  GET: ThrowingMethod<paths, 'get'>
  PUT: ThrowingMethod<paths, 'put'>
  POST: ThrowingMethod<paths, 'post'>
  DELETE: ThrowingMethod<paths, 'delete'>
  PATCH: ThrowingMethod<paths, 'patch'>
}

export interface ApiClientOptions {
  /** The API origin, e.g. `http://127.0.0.1:4010`; `''` for same-origin calls in the browser. */
  baseUrl: string
  /** Sent as `X-App-Key`; each deployment configures its own. */
  appKey: string
  /** The bearer token; by default read from the `tokenCookie` cookie. Return null when signed out. */
  getToken?: () => string | null | undefined | Promise<string | null | undefined>
  tokenCookie?: string
  /** The interface language (`en` | `ar`), read on every call. */
  getLanguage?: () => string
  /** Called once for every 401 answer, before the call rejects (spec §8: session expired). */
  onUnauthorized?: (error: ApiError) => void
  /** By default `globalThis.fetch`, looked up on every call so msw (or any stub) installed later is still reached. */
  fetch?: (request: Request) => Promise<Response>
}

/** Reads a cookie in the browser; undefined where there is no `document` (Node). */
export function readCookie(name: string): string | undefined {
  const cookies = (globalThis as { document?: Document }).document?.cookie
  if (!cookies) return undefined
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=')
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim()
      try {
        return decodeURIComponent(value)
      } catch {
        return value
      }
    }
  }
  return undefined
}

/** The middleware behind every call: adds the headers of spec §7 unless set, and throws an ApiError for failures and `result: false`. */
export function conventionsMiddleware(options: ApiClientOptions): Middleware {
  const tokenCookie = options.tokenCookie ?? TOKEN_COOKIE
  const getToken = options.getToken ?? (() => readCookie(tokenCookie))
  const setIfAbsent = (request: Request, name: string, value: string | null | undefined) => {
    if (value && !request.headers.has(name)) request.headers.set(name, value)
  }
  return {
    async onRequest({ request }) {
      const language = options.getLanguage?.() || DEFAULT_LANGUAGE
      const deviceId = getDeviceId()
      const token = await getToken()
      setIfAbsent(request, HEADERS.authorization, token ? `Bearer ${token}` : null)
      setIfAbsent(request, HEADERS.language, language)
      setIfAbsent(request, HEADERS.tracking, encodeTracking(getTrackingData(language, deviceId)))
      setIfAbsent(request, HEADERS.deviceId, deviceId)
      setIfAbsent(request, HEADERS.appKey, options.appKey)
      setIfAbsent(request, HEADERS.xsrf, readCookie(XSRF_COOKIE))
      return request
    },
    async onResponse({ response }) {
      const error = await errorFromResponse(response)
      if (!error) return undefined
      if (error.status === 401) options.onUnauthorized?.(error)
      throw error
    },
  }
}

/** The API client: openapi-fetch over the generated `paths`, with cookies and the headers of spec §7; a failed call rejects with an ApiError. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl,
    credentials: 'include',
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
  })
  client.use(conventionsMiddleware(options))
  // The middleware throws on every failure, so only the success branch of a result is ever seen.
  return client as ApiClient
}
