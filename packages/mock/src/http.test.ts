import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { getResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { validateResponse } from './http/contract.ts'
import { resetDb } from './http/reset.ts'
import { createMockMiddleware, type MockServer, startMockServer } from './http.ts'
import { handlers } from './index.ts'
import { adjustStock, listVariants } from './store/catalog.ts'
import { queryProducts } from './store/catalog-query.ts'

// No msw interception here: these requests go over real sockets.
let mock: MockServer
beforeAll(async () => {
  process.env.MOCK_QUIET = '1'
  mock = await startMockServer({ port: 0 })
})
afterAll(() => mock.close())
beforeEach(() => resetDb())

describe('HTTP mock server', () => {
  it('drops the connection of an operation forced offline, and skips the cache for a forced answer', async () => {
    const setting = (body: unknown) =>
      fetch(`${mock.url}/__mock/operations/getCategories`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    expect((await fetch(`${mock.url}/api/v1/client/categories`)).status).toBe(200)
    await setting({ status: 503 })
    expect((await fetch(`${mock.url}/api/v1/client/categories`)).status).toBe(503)
    expect(
      (await fetch(`${mock.url}/api/v1/client/categories`, { headers: { prefer: 'status=500' } })).status,
    ).toBe(500)
    await setting({ offline: true })
    await expect(fetch(`${mock.url}/api/v1/client/categories`)).rejects.toThrow(/fetch failed/)
    await setting({})
    expect((await fetch(`${mock.url}/api/v1/client/categories`)).status).toBe(200)
  })

  it('listens on a free port and answers the settings within the contract', async () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    const response = await fetch(`${mock.url}/api/v1/client/allSettings`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const body = await response.json()
    expect(validateResponse('get', '/api/v1/client/allSettings', 200, body)).toEqual([])
    expect(body.data.categories.length).toBeGreaterThanOrEqual(8)
  })

  it('answers a CORS preflight from another origin with the contract headers allowed', async () => {
    const response = await fetch(`${mock.url}/api/v1/client/cart/addOrUpdate`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type, x-tracking-data',
      },
    })
    expect(response.status).toBe(204)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(response.headers.get('access-control-allow-credentials')).toBe('true')
    const allowed = response.headers.get('access-control-allow-headers')?.toLowerCase() ?? ''
    for (const header of [
      'authorization',
      'content-type',
      'accept-language',
      'x-tracking-data',
      'x-device-id',
      'x-app-key',
    ]) {
      expect(allowed).toContain(header)
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE')
  })

  it('adds CORS headers to answers, fresh or repeated', async () => {
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${mock.url}/api/v1/client/colors`, {
        headers: { Origin: 'http://127.0.0.1:4173' },
      })
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173')
      expect(response.headers.get('vary')).toBe('Origin')
    }
    const sameOrigin = await fetch(`${mock.url}/api/v1/client/colors`)
    expect(sameOrigin.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('answers JSON 404 for an unknown API path', async () => {
    const response = await fetch(`${mock.url}/api/v1/client/no-such-call`)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ result: false, message: 'Not found.' })
  })

  it('reads request bodies: a captcha token then a contact message', async () => {
    const { token } = await (await fetch(`${mock.url}/api/v1/captcha-token`)).json()
    const response = await fetch(`${mock.url}/api/v1/client/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        full_name: 'Nora Haddad',
        email: 'nora@example.com',
        message: 'Hello there, a question.',
        agree_terms: true,
        recaptcha_token: token,
      }),
    })
    expect(response.status).toBe(200)
    expect((await response.json()).reference_id).toMatch(/^MSG-\d{4}-\d{6}$/)
    const second = await (await fetch(`${mock.url}/api/v1/captcha-token`)).json()
    expect(second.token).not.toBe(token)
  })

  it('never serves a stale catalogue read after the data changed', async () => {
    const target = queryProducts().find((s) => s.in_stock)!
    const url = `${mock.url}/api/v1/client/product/${target.id}`
    expect((await (await fetch(url)).json()).data.in_stock).toBe(true)
    expect((await (await fetch(url)).json()).data.in_stock).toBe(true)
    for (const v of listVariants(target.id)) if (v.stock > 0) await adjustStock(v.id, -v.stock)
    expect((await (await fetch(url)).json()).data.in_stock).toBe(false)
    await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })
    expect((await (await fetch(url)).json()).data.in_stock).toBe(true)
  })

  it('still injects errors and delays on repeated catalogue reads', async () => {
    const url = `${mock.url}/api/v1/client/shop?sort=price_asc&page=2`
    expect((await fetch(url)).status).toBe(200)
    expect((await fetch(url, { headers: { 'X-Mock-Error': '503' } })).status).toBe(503)
    const started = performance.now()
    await fetch(url, { headers: { 'X-Mock-Delay': '120' } })
    expect(performance.now() - started).toBeGreaterThanOrEqual(110)
  })
})

/** The status line of the answer to a request head written byte for byte. */
function statusOf(head: Buffer): Promise<number> {
  const { hostname, port } = new URL(mock.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head))
    let text = ''
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1')
    })
    socket.on('error', reject)
    socket.on('close', () => resolve(Number(text.split(' ')[1] ?? 0)))
  })
}
const head = (...lines: string[]) =>
  Buffer.from(
    ['GET /api/v1/client/colors HTTP/1.1', 'Host: 127.0.0.1', ...lines, 'Connection: close', '', ''].join(
      '\r\n',
    ),
  )

describe('the request head, as bytes on the wire (openapi.yaml)', () => {
  it("a header's maxLength counts bytes: X-Device-Id takes 50 two-byte letters, not 51", async () => {
    expect(await statusOf(head(`X-Device-Id: ${'\u00e9'.repeat(50)}`))).toBe(200)
    expect(await statusOf(head(`X-Device-Id: ${'\u00e9'.repeat(51)}`))).toBe(400)
    expect(await statusOf(head(`X-Device-Id: ${'d'.repeat(100)}`))).toBe(200)
  })

  it('keeps cached catalogue reads apart by the negotiated language, not by the first letters', async () => {
    const url = `${mock.url}/api/v1/client/colors`
    for (let i = 0; i < 2; i++) expect((await fetch(url)).headers.get('content-language')).toBe('en')
    const arabic = await fetch(url, { headers: { 'accept-language': 'en;q=0.1, ar' } })
    expect(arabic.headers.get('content-language')).toBe('ar')
    expect((await arabic.json()).message).toBe('تم بنجاح')
    const mapudungun = await fetch(url, { headers: { 'accept-language': 'arn' } })
    expect(mapudungun.headers.get('content-language')).toBe('en')
  })

  it('a head of up to 16 KiB answers; a larger one answers 431', async () => {
    const room = 16_384 - head('X-Big: ').byteLength
    expect(await statusOf(head(`X-Big: ${'a'.repeat(room - 100)}`))).toBe(200)
    expect(await statusOf(head(`X-Big: ${'a'.repeat(room + 100)}`))).toBe(431)
  })
})

describe('contract operations over HTTP', () => {
  // The server answers these without msw's handler matching: each must match what msw's handlers give.
  const calls: [string, RequestInit?][] = [
    ['/api/v1/client/shop?search=pro&sort=price_asc&page=2&colors=1,3&brands=2'],
    ['/api/v1/client/shop?categories[]=1&categories[]=2&min_price=abc'],
    ['/api/v1/client/shop?search=pro', { headers: { 'accept-language': 'ar' } }],
    ['/api/v1/client/product/1'],
    ['/api/v1/client/product/a%20b'],
    ['/api/v1/client/product/%31'],
    ['/api/v1/client/product/99999', { headers: { 'accept-language': 'ar' } }],
    ['/api/v1/client/categories', { headers: { 'x-tracking-data': '{not json' } }],
    ['/api/v1/client/categories', { headers: { 'x-mock-error': '503' } }],
    ['/api/v1/client/addresses/default'],
    ['/api/v1/client/cart/addOrUpdate', { method: 'POST', body: '{"variant_id":"x"}' }],
    [
      '/api/v1/client/send-otp-login',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"no"}' },
    ],
    [
      '/api/v1/client/send-otp-login',
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'x' },
    ],
  ]
  const seen = async (response: Response) => {
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (!['date', 'connection', 'keep-alive'].includes(name)) headers[name] = value
    })
    return { status: response.status, headers, body: await response.text() }
  }

  it('answers each as msw runs the same handlers: status, headers and bytes', async () => {
    for (const [path, init] of calls) {
      const overHttp = await seen(await fetch(`${mock.url}${path}`, init))
      const request = new Request(`${mock.url}${path}`, init)
      const throughMsw = await getResponse(handlers, request, { baseUrl: mock.url })
      expect(throughMsw, path).toBeDefined()
      expect(overHttp, `${init?.method ?? 'GET'} ${path}`).toEqual(await seen(throughMsw as Response))
    }
  })
})

describe('Vite middleware', () => {
  let server: Server
  let base: string
  beforeAll(async () => {
    const middleware = createMockMiddleware()
    server = createServer((req, res) => middleware(req, res, () => res.end(`next ${req.url}`)))
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  it('passes pages and assets to next()', async () => {
    for (const path of ['/', '/shop?search=phone', '/src/main.tsx', '/apiary', '/mockServiceWorker.js']) {
      expect(await (await fetch(`${base}${path}`)).text()).toBe(`next ${path}`)
    }
  })

  it('answers the API, the dev endpoints and the images itself', async () => {
    const colors = await fetch(`${base}/api/v1/client/colors`)
    expect(colors.status).toBe(200)
    expect((await colors.json()).data.length).toBeGreaterThan(5)
    expect((await (await fetch(`${base}/__mock/health`)).json()).status).toBe('ok')
    expect((await fetch(`${base}/mock-images/hero.webp`)).headers.get('content-type')).toBe('image/webp')
    expect((await fetch(`${base}/api/nothing`)).status).toBe(404)
  })
})
