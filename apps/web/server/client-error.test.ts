// @vitest-environment node
import { type IncomingHttpHeaders, request } from 'node:http'
import { startMockServer } from '@storefront/mock/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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

const servers: { close: () => Promise<void> }[] = []
const modes: [string, () => Promise<WebServer>][] = [
  ['with the embedded mock', () => startWebServer({ port: 0, dist: '/nonexistent', accessLog: false })],
  [
    'forwarding the API (proxy mode)',
    async () => {
      const mock = await startMockServer({ port: 0 })
      servers.push(mock)
      return startWebServer({
        port: 0,
        dist: '/nonexistent',
        accessLog: false,
        proxy: { api: mock.url, mock: mock.url },
      })
    },
  ],
]

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
