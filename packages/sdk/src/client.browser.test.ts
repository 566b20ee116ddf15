// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { createApiClient, HEADERS } from './client.ts'

/** A fetch that records each request and answers like GET /me. */
function recorder() {
  const requests: Request[] = []
  const fetch = async (request: Request) => {
    requests.push(request)
    return new Response(JSON.stringify({ result: true, client: null }), {
      headers: { 'content-type': 'application/json' },
    })
  }
  return { requests, fetch }
}

function setCookie(value: string) {
  // biome-ignore lint/suspicious/noDocumentCookie: the test sets cookies the way a server would
  document.cookie = value
}

afterEach(() => {
  for (const name of ['auth_token', 'session_token', 'XSRF-TOKEN']) setCookie(`${name}=; Max-Age=0; Path=/`)
  localStorage.clear()
})

describe('in the browser', () => {
  it('reads the bearer token from the auth_token cookie', async () => {
    setCookie('theme=dark; Path=/')
    setCookie(`auth_token=${encodeURIComponent('tok/with+chars')}; Path=/`)
    const { requests, fetch } = recorder()
    await createApiClient({ baseUrl: 'http://api.test', appKey: 'k', fetch }).GET('/api/v1/client/me')
    expect(requests[0]?.headers.get(HEADERS.authorization)).toBe('Bearer tok/with+chars')
  })

  it('reads the token from another cookie when configured, and sends none without it', async () => {
    setCookie('auth_token=wrong-one; Path=/')
    const { requests, fetch } = recorder()
    const api = createApiClient({
      baseUrl: 'http://api.test',
      appKey: 'k',
      fetch,
      tokenCookie: 'session_token',
    })
    await api.GET('/api/v1/client/me')
    setCookie('session_token=right-one; Path=/')
    await api.GET('/api/v1/client/me')
    expect(requests.map((r) => r.headers.get(HEADERS.authorization))).toEqual([null, 'Bearer right-one'])
  })

  it('echoes the anti-forgery cookie in X-XSRF-TOKEN', async () => {
    setCookie(`XSRF-TOKEN=${encodeURIComponent('abc=')}; Path=/`)
    const { requests, fetch } = recorder()
    await createApiClient({ baseUrl: 'http://api.test', appKey: 'k', fetch }).GET('/api/v1/client/me')
    expect(requests[0]?.headers.get(HEADERS.xsrf)).toBe('abc=')
  })

  it('sends the device id kept in localStorage, the same one from every client', async () => {
    localStorage.setItem('device_id', 'stored-device')
    const { requests, fetch } = recorder()
    await createApiClient({ baseUrl: 'http://api.test', appKey: 'k', fetch }).GET('/api/v1/client/me')
    await createApiClient({ baseUrl: 'http://api.test', appKey: 'k', fetch }).GET('/api/v1/client/me')
    expect(requests.map((r) => r.headers.get(HEADERS.deviceId))).toEqual(['stored-device', 'stored-device'])
    const tracking = JSON.parse(requests[0]?.headers.get(HEADERS.tracking) ?? '{}')
    expect(tracking).toMatchObject({ device_id: 'stored-device', page: location.href })
  })
})
