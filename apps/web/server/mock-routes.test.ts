// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest'
import { embeddedConfig } from './config.ts'
import { startWebServer, type WebServer } from './web-server.ts'

const servers: WebServer[] = []
afterAll(async () => {
  for (const server of servers.splice(0)) await server.close()
})

async function start(apiUrl: string): Promise<WebServer> {
  const web = await startWebServer(
    embeddedConfig({
      port: 0,
      dist: '/nonexistent',
      accessLog: false,
      apiUrl,
    }),
  )
  servers.push(web)
  return web
}

describe('the /__mock/* development paths', () => {
  it('answer 404 on a server with a real backend (the mock switched off)', async () => {
    // Nothing listens on port 9: the check must not depend on the backend answering.
    const web = await start('http://127.0.0.1:9')
    for (const [method, path] of [
      ['GET', '/__mock/health'],
      ['POST', '/__mock/reset'],
      ['POST', '/__mock/personas/demo'],
      ['GET', '/__mock/requests'],
      ['GET', '/__mock'],
    ] as const) {
      const answer = await fetch(`${web.url}${path}`, { method })
      expect(answer.status, `${method} ${path}`).toBe(404)
      expect(await answer.json()).toEqual({ result: false, message: 'Not found.' })
    }
  })
})
