// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedConfig } from './config.ts'
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

/** A server build holding only what this test needs: the app's own live chat rule. */
function rendererWithChatRule(): string {
  const dir = mkdtempSync(join(tmpdir(), 'server-entry-'))
  const rule = new URL('../src/lib/live-chat.ts', import.meta.url).href
  writeFileSync(
    join(dir, 'server-entry.js'),
    `export { liveChatOrigin } from '${rule}'\nexport const setSanitizerWindow = () => {}\nexport const applyRuntimeSettings = () => {}\n`,
  )
  return dir
}

describe("the server's policy and the store's live chat", () => {
  let api: Awaited<ReturnType<typeof settingsApi>>
  let web: WebServer
  const serverDist = rendererWithChatRule()
  beforeAll(async () => {
    api = await settingsApi()
    web = await startWebServer(
      embeddedConfig({
        port: 0,
        dist: '/nonexistent',
        serverDist,
        apiUrl: api.url,
        accessLog: false,
      }),
    )
  })
  afterAll(async () => {
    await web.close()
    rmSync(serverDist, { recursive: true, force: true })
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
