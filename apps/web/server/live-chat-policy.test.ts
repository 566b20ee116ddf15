// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startWebServer, type WebServer } from './web-server.ts'

/** An API that answers the settings alone, with a provider's chat, and counts the times it is asked. */
function settingsApi(): Promise<{ server: Server; url: string; asked: () => number }> {
  let asked = 0
  const server = createServer((req, res) => {
    if (!req.url?.startsWith('/api/v1/client/allSettings')) return void res.writeHead(404).end()
    asked++
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(
      JSON.stringify({
        result: true,
        message: 'OK',
        data: { live_chat: { provider: 'crisp', widget_url: 'https://client.crisp.example/l.js' } },
      }),
    )
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        server,
        url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        asked: () => asked,
      }),
    ),
  )
}

describe("the server's policy and the store's live chat", () => {
  let api: Awaited<ReturnType<typeof settingsApi>>
  let web: WebServer
  beforeAll(async () => {
    api = await settingsApi()
    web = await startWebServer({ port: 0, dist: '/nonexistent', apiUrl: api.url, accessLog: false })
  })
  afterAll(async () => {
    await web.close()
    await new Promise((done) => api.server.close(done))
  })

  it('allows the chat script origin the settings name, read once at start rather than per request', async () => {
    expect(api.asked()).toBe(1)
    for (let i = 0; i < 3; i++) {
      const answer = await fetch(`${web.url}/robots.txt`)
      await answer.arrayBuffer()
      const csp = answer.headers.get('content-security-policy') ?? ''
      expect(csp).toContain("script-src 'self' https://client.crisp.example;")
      expect(csp).toContain("frame-src 'self' https://client.crisp.example;")
    }
    expect(api.asked()).toBe(1)
  })
})
