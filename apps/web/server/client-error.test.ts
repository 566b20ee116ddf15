// @vitest-environment node
import { type IncomingHttpHeaders, request } from 'node:http'
import { startMockServer } from '@storefront/mock/http'
import { rawExchange, sendAfterAnswer } from '@storefront/mock/testing'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedConfig } from './config.ts'
import { startWebServer, type WebServer } from './web-server.ts'

/** Node's client sends any method token and any header size, where fetch refuses them. */
function raw(
  base: string,
  method: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(`${base}${path}`, { method, headers }, (answer) => {
      let body = ''
      answer.setEncoding('utf8')
      answer.on('data', (chunk: string) => {
        body += chunk
      })
      answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }))
    })
    sent.on('error', reject)
    sent.end()
  })
}

/** A request written byte for byte: Node's client will not send a target such as `//`. */
const rawRequest = (base: string, head: string) => rawExchange(base, { head: head.replaceAll('\n', '\r\n') })

const servers: { close: () => Promise<void> }[] = []
const withApiUrl: [string, () => Promise<WebServer>] = [
  'with API_URL (the API on another origin)',
  async () => {
    const mock = await startMockServer({ port: 0 })
    servers.push(mock)
    return startWebServer(
      embeddedConfig({ port: 0, dist: '/nonexistent', accessLog: false, apiUrl: mock.url }),
    )
  },
]
const modes: [string, () => Promise<WebServer>][] = [
  [
    'with the embedded mock',
    () => startWebServer(embeddedConfig({ port: 0, dist: '/nonexistent', accessLog: false })),
  ],
  [
    'forwarding the API (proxy mode)',
    async () => {
      const mock = await startMockServer({ port: 0 })
      servers.push(mock)
      return startWebServer(
        embeddedConfig({
          port: 0,
          dist: '/nonexistent',
          accessLog: false,
          proxy: { api: mock.url, mock: mock.url },
        }),
      )
    },
  ],
]

describe.each([...modes, withApiUrl])('requests that named no page, on the web server %s', (_name, start) => {
  let web: WebServer
  beforeAll(async () => {
    process.env.MOCK_QUIET = '1'
    web = await start()
    servers.push(web)
  })
  afterAll(async () => {
    for (const server of servers.splice(0).reverse()) await server.close()
  })
  const alive = async () => expect((await fetch(`${web.url}/healthz`)).status).toBe(200)

  it('a request Node refuses, its target starting //, is answered and the server keeps serving', async () => {
    const madeUp = await rawRequest(web.url, 'FOO // HTTP/1.1\nHost: x\n\n')
    expect(madeUp.status).toBe(405)
    const big = await rawRequest(web.url, `GET // HTTP/1.1\nHost: x\nX-Big: ${'a'.repeat(17_000)}\n\n`)
    expect(big.status).toBe(431)
    await alive()
  })

  it('pages and files answer GET and HEAD only: any other method gets 405 with Allow: GET, HEAD', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'TRACE', 'OPTIONS']) {
      for (const path of ['/shop', '/favicon.svg', '/robots.txt']) {
        const answer = await raw(web.url, method, path)
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(answer.headers.allow, `${method} ${path}`).toBe('GET, HEAD')
      }
    }
  })

  it('CONNECT gets 405 with Allow: GET, HEAD, where Node would drop the connection unanswered', async () => {
    for (const target of ['example.com:443', '/shop', '//']) {
      const answer = await rawRequest(web.url, `CONNECT ${target} HTTP/1.1\nHost: x\n\n`)
      expect([answer.status, answer.headers.find(([name]) => name === 'allow')?.[1]], target).toEqual([
        405,
        'GET, HEAD',
      ])
    }
    await alive()
  })

  it('an HTTP/1.1 request without Host answers 400', async () => {
    expect((await rawRequest(web.url, 'GET /shop HTTP/1.1\n\n')).status).toBe(400)
  })

  it('after its last answer, reads on what the client still sends, so the client is not reset under the answer', async () => {
    const head = 'POST /shop HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 2000000\r\n\r\n'
    const ended = await sendAfterAnswer(
      web.url,
      head,
      Buffer.alloc(1000, 0x20),
      Buffer.alloc(8_000_000, 0x20),
    )
    expect(ended).toEqual({ status: 405, ending: 'closed' })
  })

  it('a path whose escapes do not decode answers 400, a target that names no path too', async () => {
    for (const path of ['/%', '/%zz', '/product/%E0%A4%A'])
      expect((await raw(web.url, 'GET', path)).status, path).toBe(400)
    expect((await rawRequest(web.url, 'GET example.com:443 HTTP/1.1\nHost: x\n\n')).status).toBe(400)
    await alive()
  })
})

describe.each(modes)('an API path that resolves to //, on the web server %s', (_name, start) => {
  let web: WebServer
  beforeAll(async () => {
    process.env.MOCK_QUIET = '1'
    web = await start()
    servers.push(web)
  })
  afterAll(async () => {
    for (const server of servers.splice(0).reverse()) await server.close()
  })

  it('reaches the mock as a path, answered 404, and both keep serving', async () => {
    const answer = await rawRequest(web.url, 'GET /api/..// HTTP/1.1\nHost: x\n\n')
    expect(answer.status).toBe(404)
    expect((await fetch(`${web.url}/api/v1/client/colors`)).status).toBe(200)
  })
})

describe.each(modes)('requests Node refuses, on the web server %s', (_name, start) => {
  let web: WebServer
  beforeAll(async () => {
    process.env.MOCK_QUIET = '1'
    web = await start()
    servers.push(web)
  })
  afterAll(async () => {
    for (const server of servers.splice(0).reverse()) await server.close()
  })

  it('a made-up method on an API path gets the contract 405 with Allow, in the request language', async () => {
    for (const method of ['TRACK', 'FOO']) {
      const answer = await raw(web.url, method, '/api/v1/client/home', { 'Accept-Language': 'ar' })
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow, method).toBe('GET, HEAD, OPTIONS')
      expect(answer.headers['content-language'], method).toBe('ar')
      expect(JSON.parse(answer.body).message, method).toMatch(/[\u0600-\u06ff]/)
    }
    expect((await raw(web.url, 'FOO', '/api/v1/client/no-such-call')).status).toBe(404)
  })

  it('a made-up method on a page answers 405 with Allow: GET, HEAD', async () => {
    const answer = await raw(web.url, 'FOO', '/shop')
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
  })

  it('headers over 16 KB answer 431 with the error body', async () => {
    const answer = await raw(web.url, 'GET', '/api/v1/client/home', { 'X-Big': 'a'.repeat(17_000) })
    expect(answer.status).toBe(431)
    expect(answer.headers['content-language']).toBe('en')
    expect(JSON.parse(answer.body)).toMatchObject({ result: false, message: expect.any(String) })
  })
})
