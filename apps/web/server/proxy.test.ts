// @vitest-environment node
import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createApiHealth } from './api-health.ts'
import { createForwarder, type ForwardLimits, REQUEST_BODY_LIMIT } from './proxy.ts'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: Buffer
}

const closers: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close()
})

function listen(server: Server): Promise<string> {
  closers.push(
    () =>
      new Promise((done) => {
        server.closeAllConnections()
        server.close(() => done())
      }),
  )
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
}

/** An API that records what reached it and answers as `answer` says. */
async function upstream(answer: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void) {
  const seen: Seen[] = []
  let connections = 0
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      answer(req, res, body)
    })
  })
  server.on('connection', () => connections++)
  return { url: await listen(server), seen, connections: () => connections }
}

const LIMITS: ForwardLimits = { answerTimeoutMs: 2000, answerMaxBytes: 64 * 1024 }

/** The storefront's side: every request forwarded to `target`, with the request id the server adds. */
async function storefront(target: string, limits = LIMITS, health?: Parameters<typeof createForwarder>[3]) {
  const forward = createForwarder(target, limits, undefined, health)
  closers.push(async () => forward.close())
  return listen(createServer((req, res) => forward(req, res, { 'X-Request-Id': 'req-1' })))
}

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(body)
  res.writeHead(status, { 'content-type': 'application/json', ...headers })
  res.end(text)
}

/** A raw exchange, so hop-by-hop headers and broken answers are seen as the browser would. */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: Buffer | string; chunked?: boolean },
): Promise<{ status: number; headers: IncomingMessage['headers']; body: string; complete: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      const done = () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
          complete: res.complete,
        })
      res.on('end', done)
      res.on('error', done)
      res.on('close', done)
    })
    req.on('error', reject)
    if (options.chunked && options.body) {
      const body = Buffer.from(options.body)
      for (let at = 0; at < body.length; at += 256 * 1024) req.write(body.subarray(at, at + 256 * 1024))
      req.end()
    } else req.end(options.body)
  })
}

describe('the API forwarder', () => {
  it('passes the method, query, body and end-to-end headers on, and keeps hop-by-hop ones behind', async () => {
    const api = await upstream((_req, res) => json(res, 201, { result: true, message: 'Created' }))
    const web = await storefront(api.url)
    const body = JSON.stringify({ variant_id: 3, quantity: 2 })
    const answer = await raw(`${web}/api/v1/client/cart/addOrUpdate?lang=ar&x=1`, {
      method: 'POST',
      body,
      headers: {
        'content-type': 'application/json',
        authorization: 'Bearer token-1',
        cookie: 'auth_token=token-1; lang=ar',
        'idempotency-key': 'key-1',
        'x-tracking-data': '{"page":"/cart"}',
        'x-device-id': 'device-1',
        'x-app-key': 'storefront-web',
        'accept-language': 'ar',
        connection: 'keep-alive, x-hop',
        'x-hop': 'one link only',
        'proxy-authorization': 'Basic secret',
        te: 'trailers',
      },
    })
    expect(answer.status).toBe(201)
    const [seen] = api.seen
    expect(seen?.method).toBe('POST')
    expect(seen?.url).toBe('/api/v1/client/cart/addOrUpdate?lang=ar&x=1')
    expect(seen?.body.toString()).toBe(body)
    expect(seen?.headers).toMatchObject({
      authorization: 'Bearer token-1',
      cookie: 'auth_token=token-1; lang=ar',
      'idempotency-key': 'key-1',
      'x-tracking-data': '{"page":"/cart"}',
      'x-device-id': 'device-1',
      'x-app-key': 'storefront-web',
      'accept-language': 'ar',
      'x-request-id': 'req-1',
      host: new URL(api.url).host,
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-host': new URL(web).host,
    })
    for (const name of ['x-hop', 'proxy-authorization', 'te'])
      expect(seen?.headers, name).not.toHaveProperty(name)
  })

  it('streams a body sent in chunks, without a stated length', async () => {
    const api = await upstream((_req, res, body) => json(res, 200, { result: true, length: body.length }))
    const web = await storefront(api.url)
    const body = Buffer.alloc(700 * 1024, 'a')
    const answer = await raw(`${web}/api/v1/client/contact`, { method: 'POST', body, chunked: true })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ result: true, length: body.length })
    expect(api.seen[0]?.headers['transfer-encoding']).toBe('chunked')
  })

  it('refuses a body over the contract limit with 413, before the API hears of it', async () => {
    const api = await upstream((_req, res) => json(res, 200, { result: true }))
    const web = await storefront(api.url)
    const body = Buffer.alloc(REQUEST_BODY_LIMIT + 1, 'a')
    const stated = await raw(`${web}/api/v1/client/contact`, { method: 'POST', body })
    expect(stated.status).toBe(413)
    expect(JSON.parse(stated.body)).toEqual({ result: false, message: 'The request body is too large.' })
    expect(api.connections()).toBe(0)
    const chunked = await raw(`${web}/api/v1/client/contact`, {
      method: 'POST',
      body,
      chunked: true,
      headers: { 'accept-language': 'ar' },
    })
    expect(chunked.status).toBe(413)
    expect(chunked.headers['content-language']).toBe('ar')
  })

  it('answers 502 in the contract shape when the API refuses the connection, and logs the outage once', async () => {
    const lines: Record<string, unknown>[] = []
    const health = createApiHealth('http://127.0.0.1:9', (fields) => lines.push(fields))
    // Nothing listens on port 9.
    const web = await storefront('http://127.0.0.1:9', LIMITS, health)
    for (let i = 0; i < 3; i++) {
      const answer = await raw(`${web}/api/v1/client/home`, { headers: { 'accept-language': 'en' } })
      expect(answer.status).toBe(502)
      expect(answer.headers['content-type']).toBe('application/json')
      expect(answer.headers['content-language']).toBe('en')
      expect(JSON.parse(answer.body)).toMatchObject({ result: false, message: expect.any(String) })
    }
    expect(lines).toEqual([
      { msg: 'the API does not answer', api: 'http://127.0.0.1:9', reason: 'ECONNREFUSED' },
    ])
  })

  it('answers 504 when the API does not begin its answer in time', async () => {
    const api = await upstream((_req, res) => setTimeout(() => json(res, 200, { result: true }), 1500))
    const web = await storefront(api.url, { ...LIMITS, answerTimeoutMs: 200 })
    const answer = await raw(`${web}/api/v1/client/home`, {})
    expect(answer.status).toBe(504)
    expect(JSON.parse(answer.body).result).toBe(false)
  })

  it('never passes on an answer over the limit, whether its length is stated or not', async () => {
    const big = JSON.stringify({ result: true, data: 'x'.repeat(LIMITS.answerMaxBytes) })
    const stated = await upstream((_req, res) => json(res, 200, JSON.parse(big)))
    const chunked = await upstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      for (let at = 0; at < big.length; at += 8192) res.write(big.slice(at, at + 8192))
      res.end()
    })
    for (const api of [stated, chunked]) {
      const web = await storefront(api.url)
      const answer = await raw(`${web}/api/v1/client/shop`, {})
      expect(answer.status).toBe(502)
      expect(JSON.parse(answer.body).result).toBe(false)
    }
  })

  it('cuts the browser off when the API stops halfway, so no partial answer passes for a whole one', async () => {
    const api = await upstream((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' })
      res.write('{"result":true,')
      setTimeout(() => res.destroy(), 50)
    })
    const web = await storefront(api.url)
    const answer = await raw(`${web}/api/v1/client/shop`, {}).catch(() => null)
    expect(answer === null || !answer.complete).toBe(true)
  })

  it("keeps a signed-in answer out of every cache and a cookie on the shop's origin", async () => {
    const api = await upstream((_req, res) =>
      json(res, 200, { result: true }, {
        'cache-control': 'public, max-age=60',
        'set-cookie': 'XSRF-TOKEN=abc; Domain=api.example.com; Path=/; SameSite=Lax',
      } as Record<string, string>),
    )
    const web = await storefront(api.url)
    const signedIn = await raw(`${web}/api/v1/client/cart`, { headers: { authorization: 'Bearer t' } })
    expect(signedIn.headers['cache-control']).toBe('private, no-store')
    expect(signedIn.headers['set-cookie']).toEqual(['XSRF-TOKEN=abc; Path=/; SameSite=Lax'])
    const byCookie = await raw(`${web}/api/v1/client/cart`, { headers: { cookie: 'auth_token=t' } })
    expect(byCookie.headers['cache-control']).toBe('private, no-store')
    const guest = await raw(`${web}/api/v1/client/home`, {})
    expect(guest.headers['cache-control']).toBe('public, max-age=60')
  })
})
