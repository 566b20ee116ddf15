import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { type ApiClientOptions, createApiClient, HEADERS } from './client.ts'
import { ApiError } from './errors.ts'
import { type ContractAnswer, contractHandler } from './testing/contract-handler.ts'

const BASE = 'http://api.test'
// Made before msw is listening, as an app's module-scope client is made before its tests start.
const madeAtModuleScope = createApiClient({ baseUrl: BASE, appKey: 'module-scope' })
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

function client(options: Partial<ApiClientOptions> = {}) {
  return createApiClient({
    baseUrl: BASE,
    appKey: 'test-app-key',
    fetch: (req) => globalThis.fetch(req),
    ...options,
  })
}

/** Answers GET /me with `answer`, recording each request. */
function answerMe(answer: ContractAnswer<'/api/v1/client/me', 'get'> | Response) {
  const requests: Request[] = []
  server.use(
    contractHandler(BASE, 'get', '/api/v1/client/me', (request) => {
      requests.push(request)
      return answer instanceof Response ? answer.clone() : answer
    }),
  )
  return requests
}

/** An answer openapi.yaml does not document for GET /me: the SDK must still read it. */
const offContract = (body: unknown, status: number) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: body === null ? {} : { 'content-type': 'application/json' },
  })

const CLIENT = {
  id: 1,
  name: 'Demo Shopper',
  email: 'demo@example.com',
  phone: null,
  birthdate: null,
  gender: null,
  order_updates: true,
  newsletter: false,
  member_since: '2025-01-15T10:00:00.000Z',
  free_shipping_until: null,
}

describe('request conventions (spec §7)', () => {
  it('sends the bearer token, language, tracking data, device id and app key on every call', async () => {
    const requests = answerMe({ status: 200, body: { result: true, client: CLIENT } })
    const api = client({ getToken: () => 'tok_123', getLanguage: () => 'ar', appKey: 'key-from-config' })
    await api.GET('/api/v1/client/me')
    await api.GET('/api/v1/client/me')

    expect(requests).toHaveLength(2)
    for (const request of requests) {
      expect(request.headers.get(HEADERS.authorization)).toBe('Bearer tok_123')
      expect(request.headers.get(HEADERS.language)).toBe('ar')
      expect(request.headers.get(HEADERS.appKey)).toBe('key-from-config')
      const deviceId = request.headers.get(HEADERS.deviceId)
      expect(deviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
      const tracking = JSON.parse(request.headers.get(HEADERS.tracking) ?? 'null')
      expect(Object.keys(tracking).sort()).toEqual(
        ['device_id', 'language', 'page', 'referrer', 'screen_resolution', 'timezone', 'user_agent'].sort(),
      )
      expect(tracking.device_id).toBe(deviceId)
      expect(typeof tracking.timezone).toBe('string')
      // Node has no page, referrer or screen: the safe fallback is an empty string.
      expect(tracking).toMatchObject({ page: '', referrer: '', screen_resolution: '' })
    }
    expect(requests[0]?.headers.get(HEADERS.deviceId)).toBe(requests[1]?.headers.get(HEADERS.deviceId))
  })

  it('sends English and no Authorization header when signed out and no language is configured', async () => {
    const requests = answerMe({ status: 200, body: { result: true, client: CLIENT } })
    await client({ getToken: () => null }).GET('/api/v1/client/me')
    expect(requests[0]?.headers.has(HEADERS.authorization)).toBe(false)
    expect(requests[0]?.headers.get(HEADERS.language)).toBe('en')
  })

  it('reads the token and language on each call, so a sign-in or language switch applies at once', async () => {
    const requests = answerMe({ status: 200, body: { result: true, client: CLIENT } })
    let token = 'first'
    let language = 'en'
    const api = client({ getToken: async () => token, getLanguage: () => language })
    await api.GET('/api/v1/client/me')
    token = 'second'
    language = 'ar'
    await api.GET('/api/v1/client/me')
    expect(requests.map((r) => r.headers.get(HEADERS.authorization))).toEqual([
      'Bearer first',
      'Bearer second',
    ])
    expect(requests.map((r) => r.headers.get(HEADERS.language))).toEqual(['en', 'ar'])
  })

  it('sends cookies with every call (credentials: include)', async () => {
    const seen: Request[] = []
    answerMe({ status: 200, body: { result: true, client: CLIENT } })
    const api = client({
      fetch: (req) => {
        seen.push(req)
        return globalThis.fetch(req)
      },
    })
    await api.GET('/api/v1/client/me')
    expect(seen[0]?.credentials).toBe('include')
  })

  it('reaches a fetch installed after the client was made (msw in tests), without a fetch option', async () => {
    const requests = answerMe({ status: 200, body: { result: true, client: CLIENT } })
    const { data } = await madeAtModuleScope.GET('/api/v1/client/me')
    expect(data?.client.email).toBe('demo@example.com')
    expect(requests[0]?.headers.get(HEADERS.appKey)).toBe('module-scope')
  })

  it('keeps a header the call sets itself', async () => {
    const requests = answerMe({ status: 200, body: { result: true, client: CLIENT } })
    await client({ getLanguage: () => 'en' }).GET('/api/v1/client/me', {
      params: { header: { 'Accept-Language': 'ar' } },
    })
    expect(requests[0]?.headers.get(HEADERS.language)).toBe('ar')
  })
})

describe('answers are read by result and message', () => {
  it('resolves with the data of a 2xx answer whose result is true', async () => {
    answerMe({ status: 200, body: { result: true, client: CLIENT } })
    const { data } = await client().GET('/api/v1/client/me')
    // Typed as defined (failures reject), so no `?.`: tsc fails here if `data` may be undefined.
    const email: string = data.client.email
    expect(email).toBe('demo@example.com')
  })

  it('rejects with an ApiError carrying status, message, errors and error for a 4xx answer', async () => {
    answerMe(
      offContract(
        {
          result: false,
          message: 'The given data was invalid.',
          errors: { email: ['Invalid email address.'] },
          error: 'E42',
        },
        422,
      ),
    )
    const failure = await client()
      .GET('/api/v1/client/me')
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({
      status: 422,
      result: false,
      message: 'The given data was invalid.',
      errors: { email: ['Invalid email address.'] },
      error: 'E42',
    })
  })

  it('rejects with an ApiError for a 200 answer whose result is false', async () => {
    answerMe(offContract({ result: false, message: 'Cart is locked.' }, 200))
    const failure = await client()
      .GET('/api/v1/client/me')
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 200, message: 'Cart is locked.' })
  })

  it('rejects with an ApiError for a non-OK answer with an empty body', async () => {
    answerMe(offContract(null, 503))
    const failure = await client()
      .GET('/api/v1/client/me')
      .catch((e: unknown) => e)
    expect(failure).toBeInstanceOf(ApiError)
    expect(failure).toMatchObject({ status: 503, message: 'An error occurred', body: undefined })
  })
})

describe('401 on any call (spec §8)', () => {
  it('calls onUnauthorized once per 401 answer', async () => {
    answerMe({ status: 401, body: { result: false, message: 'Unauthenticated.' } })
    const onUnauthorized = vi.fn()
    const api = client({ onUnauthorized })
    await expect(api.GET('/api/v1/client/me')).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledTimes(1)
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({ status: 401, message: 'Unauthenticated.' })
    await expect(api.GET('/api/v1/client/me')).rejects.toBeInstanceOf(ApiError)
    expect(onUnauthorized).toHaveBeenCalledTimes(2)
  })

  it('does not call onUnauthorized for other failures', async () => {
    answerMe(offContract({ result: false, message: 'This action is unauthorized.' }, 403))
    const onUnauthorized = vi.fn()
    await expect(client({ onUnauthorized }).GET('/api/v1/client/me')).rejects.toMatchObject({ status: 403 })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })
})
