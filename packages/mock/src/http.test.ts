import { createServer, type Server } from 'node:http'
import { type AddressInfo, connect } from 'node:net'
import { getResponse } from 'msw'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { validateResponse } from './http/contract.ts'
import { resetDb } from './http/reset.ts'
import { createMockMiddleware, MAX_BODY_BYTES, type MockServer, startMockServer } from './http.ts'
import { handlers } from './index.ts'
import { adjustStock, listVariants } from './store/catalog.ts'
import { queryProducts } from './store/catalog-query.ts'
import { type RawAnswer, rawExchange, sendAfterAnswer } from './testing/raw-http.ts'

/** One request written byte for byte (fetch refuses most of these); `body` is sent after the head, `end` half-closes. */
function raw(base: string, head: string, body: Buffer | string = '', end = false): Promise<RawAnswer> {
  const pieces = body.length > 0 ? [Buffer.from(body)] : []
  return rawExchange(base, { head: head.replaceAll('\n', '\r\n'), body: pieces, end })
}

const header = (answer: RawAnswer, name: string) => answer.headers.find(([n]) => n === name)?.[1]

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

  it('answers a Prefer header on a read the cache holds with the preferred answer, and keeps the cached one for the rest', async () => {
    const categories = `${mock.url}/api/v1/client/categories`
    // Asked twice, so the plain answer is surely in the cache.
    for (let i = 0; i < 2; i++) expect((await fetch(categories)).status).toBe(200)
    const preferred = await fetch(categories, { headers: { prefer: 'status=500' } })
    expect(preferred.status).toBe(500)
    expect(preferred.headers.get('preference-applied')).toBe('status=500')
    const named = await fetch(categories, { headers: { prefer: 'code=200, example=default' } })
    expect(named.headers.get('preference-applied')).toBe('status=200, example=default')
    // The preferred answers were not kept in place of the plain one.
    const plain = await fetch(categories)
    expect(plain.status).toBe(200)
    expect(plain.headers.get('preference-applied')).toBeNull()
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

  it('answers preflights and cross-origin calls in-process (msw) as it does over HTTP', async () => {
    const origin = { Origin: 'http://localhost:5173' }
    const cases: [string, RequestInit][] = [
      ['/api/v1/client/cart/addOrUpdate', { method: 'OPTIONS', headers: origin }],
      ['/api/v1/client/products/1', { method: 'OPTIONS', headers: origin }],
      ['/api/v1/client/no-such-path', { method: 'OPTIONS', headers: origin }],
      ['/__mock/outbox?email=demo@example.com', { method: 'OPTIONS', headers: origin }],
      ['/api/v1/client/cart', { method: 'OPTIONS' }],
      ['/api/v1/client/colors', { headers: origin }],
      ['/api/v1/client/cart', { headers: origin }],
      ['/__mock/outbox?email=demo@example.com', { headers: origin }],
    ]
    const NAMES = ['allow', 'vary', 'access-control-allow-origin', 'access-control-allow-credentials']
    const seen = (response: Response) => ({
      status: response.status,
      ...Object.fromEntries(NAMES.map((name) => [name, response.headers.get(name)])),
      'access-control-allow-headers': response.headers.get('access-control-allow-headers'),
      'access-control-allow-methods': response.headers.get('access-control-allow-methods'),
    })
    for (const [path, init] of cases) {
      const overHttp = await fetch(`${mock.url}${path}`, init)
      const inProcess = await getResponse(handlers, new Request(`http://localhost${path}`, init))
      expect(inProcess, `${init.method ?? 'GET'} ${path}`).toBeDefined()
      expect(seen(inProcess as Response), `${init.method ?? 'GET'} ${path}`).toEqual(seen(overHttp))
    }
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

describe('requests no handler could parse', () => {
  const alive = async () => expect((await fetch(`${mock.url}/api/v1/client/colors`)).status).toBe(200)

  it('a target starting // is a path, answered as any unknown path, and the server keeps serving', async () => {
    expect((await raw(mock.url, 'GET // HTTP/1.1\nHost: x\n\n')).status).toBe(404)
    expect((await raw(mock.url, 'OPTIONS // HTTP/1.1\nHost: x\n\n')).status).toBe(204)
    expect((await raw(mock.url, 'CONNECT // HTTP/1.1\nHost: x\n\n')).status).toBe(404)
    expect((await raw(mock.url, 'FOO // HTTP/1.1\nHost: x\n\n')).status).toBe(404)
    await alive()
  })

  it('a Host that names no host answers 400 with the error body in the request language', async () => {
    for (const host of ['a b', 'x:99999', '[', 'a%zz', 'a@b', 'a/b']) {
      const answer = await raw(
        mock.url,
        `GET /api/v1/client/colors HTTP/1.1\nHost: ${host}\nAccept-Language: ar\n\n`,
      )
      expect(answer.status, host).toBe(400)
      expect(header(answer, 'content-language'), host).toBe('ar')
      expect(JSON.parse(answer.body.toString()), host).toEqual({ result: false, message: 'طلب غير صالح.' })
    }
    await alive()
  })

  it('an HTTP/1.1 request without Host answers 400 with the error body; an HTTP/1.0 one is served', async () => {
    const missing = await raw(mock.url, 'POST /api/v1/client/contact HTTP/1.1\nContent-Length: 5\n\n{"a":')
    expect(missing.status).toBe(400)
    expect(JSON.parse(missing.body.toString())).toEqual({ result: false, message: 'Bad request.' })
    expect((await raw(mock.url, 'GET /api/v1/client/colors HTTP/1.0\n\n')).status).toBe(200)
  })

  it('a URL longer than msw matches answers as the contract says on the API, and 414 elsewhere', async () => {
    const long = 'a'.repeat(9000)
    expect((await raw(mock.url, `GET /api/v1/client/nothing?q=${long} HTTP/1.1\nHost: x\n\n`)).status).toBe(
      404,
    )
    const post = await raw(
      mock.url,
      `POST /api/v1/client/colors?q=${long} HTTP/1.1\nHost: x\nContent-Length: 0\n\n`,
    )
    expect([post.status, header(post, 'allow')]).toEqual([405, 'GET, HEAD, OPTIONS'])
    expect((await raw(mock.url, `GET /__mock/health?q=${long} HTTP/1.1\nHost: x\n\n`)).status).toBe(414)
    expect((await raw(mock.url, `GET /__mock/health HTTP/1.1\nHost: ${'h'.repeat(9000)}\n\n`)).status).toBe(
      414,
    )
  })

  it("writes Content-Length once in the answers it writes itself (Node's parser refused the request)", async () => {
    const answers = [
      await raw(mock.url, 'FOO /api/v1/client/colors HTTP/1.1\nHost: x\n\n'),
      await raw(mock.url, `GET /api/v1/client/colors HTTP/1.1\nHost: x\nX-Big: ${'a'.repeat(17_000)}\n\n`),
      await raw(mock.url, 'GET /api/v1/client/colors HTTP/1.1\nHost: x\nno colon\n\n'),
      await raw(mock.url, 'CONNECT example.com:443 HTTP/1.1\nHost: example.com:443\n\n'),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([405, 431, 400, 404])
    for (const answer of answers)
      expect(
        answer.headers.filter(([name]) => name === 'content-length'),
        String(answer.status),
      ).toHaveLength(1)
  })
})

describe('request bodies over 1 MiB', () => {
  const contact = (length: string, language = 'en') =>
    `POST /api/v1/client/contact HTTP/1.1\nHost: x\nContent-Type: application/json\nAccept-Language: ${language}\n${length}\n\n`

  it('answer 413 with the error body in the request language, never any internal error text', async () => {
    for (const [language, message] of [
      ['en', 'The request body is too large.'],
      ['ar-EG', 'نص الطلب كبير جدًا.'],
    ] as const) {
      const body = Buffer.alloc(MAX_BODY_BYTES + 1, 0x20)
      const answer = await raw(mock.url, contact(`Content-Length: ${body.length}`, language), body)
      expect(answer.status).toBe(413)
      expect(header(answer, 'content-language')).toBe(language.slice(0, 2))
      expect(JSON.parse(answer.body.toString())).toEqual({ result: false, message })
    }
  })

  it('are refused before they end: a declared length at once, a chunked body as soon as it passes the limit', async () => {
    // Neither body is ever finished: the answer can only come from a server that stopped reading.
    const declared = await raw(mock.url, contact('Content-Length: 600000000'))
    expect(declared.status).toBe(413)
    const chunk = Buffer.alloc(64 * 1024, 0x20)
    const chunks = Buffer.concat(
      Array.from({ length: 17 }, () => Buffer.concat([Buffer.from('10000\r\n'), chunk, Buffer.from('\r\n')])),
    )
    const streamed = await raw(mock.url, contact('Transfer-Encoding: chunked'), chunks)
    expect(streamed.status).toBe(413)
  })

  it('are read on after the 413 when the connection then closes, so the client is not reset under its answer', async () => {
    const head =
      'POST /api/v1/client/contact HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 2000000\r\n\r\n'
    const ended = await sendAfterAnswer(
      mock.url,
      head,
      Buffer.alloc(1000, 0x20),
      Buffer.alloc(8_000_000, 0x20),
    )
    expect(ended).toEqual({ status: 413, ending: 'closed' })
  })

  it('a body of exactly 1 MiB is read and judged as any other', async () => {
    const body = Buffer.alloc(MAX_BODY_BYTES, 0x20)
    const answer = await raw(mock.url, contact(`Content-Length: ${body.length}`), body)
    expect(answer.status).toBe(422)
  })

  it('a body cut short by the client answers 400, and the server keeps serving', async () => {
    const cut = await raw(mock.url, contact('Content-Length: 100'), '{"full_name":', true)
    expect(cut.status).toBe(400)
    expect((await fetch(`${mock.url}/api/v1/client/colors`)).status).toBe(200)
  })
})

describe('the development endpoints from a browser', () => {
  const reset = (origin: string, host = new URL(mock.url).host) =>
    raw(mock.url, `POST /__mock/reset HTTP/1.1\nHost: ${host}\nOrigin: ${origin}\nContent-Length: 0\n\n`)

  it('answer the loopback origins of the dev servers and of the mock, and the origin they were sent to', async () => {
    for (const origin of ['http://localhost:5173', 'http://127.0.0.1:4173', mock.url, 'http://[::1]:5173']) {
      const answer = await reset(origin)
      expect(answer.status, origin).toBe(200)
      expect(header(answer, 'access-control-allow-origin'), origin).toBe(origin)
    }
    const own = await reset('https://shop.example.com', 'shop.example.com')
    expect(own.status).toBe(200)
  })

  it('refuse any other origin with 403 and no CORS headers; the API keeps answering it', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
    ]) {
      const answer = await reset(origin)
      expect(answer.status, origin).toBe(403)
      expect(header(answer, 'access-control-allow-origin'), origin).toBeUndefined()
    }
    const preflight = await raw(
      mock.url,
      'OPTIONS /__mock/outbox HTTP/1.1\nHost: x\nOrigin: https://evil.example\nAccess-Control-Request-Method: GET\n\n',
    )
    expect(preflight.status).toBe(403)
    const api = await fetch(`${mock.url}/api/v1/client/colors`, {
      headers: { Origin: 'https://evil.example' },
    })
    expect(api.headers.get('access-control-allow-origin')).toBe('https://evil.example')
  })

  it('answer the origins added by option or by MOCK_ALLOWED_ORIGINS', async () => {
    process.env.MOCK_ALLOWED_ORIGINS = 'https://staging.example.com, https://qa.example.com/'
    const more = await startMockServer({ port: 0, allowedOrigins: ['https://review.example.com'] })
    try {
      for (const origin of [
        'https://staging.example.com',
        'https://qa.example.com',
        'https://review.example.com',
      ]) {
        const answer = await raw(more.url, `GET /__mock/health HTTP/1.1\nHost: x\nOrigin: ${origin}\n\n`)
        expect(answer.status, origin).toBe(200)
        expect(header(answer, 'access-control-allow-credentials'), origin).toBe('true')
      }
    } finally {
      delete process.env.MOCK_ALLOWED_ORIGINS
      await more.close()
    }
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
