import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedConfig } from '../apps/web/server/config.ts'
import { startWebServer } from '../apps/web/server/web-server.ts'

// The proxy mode of the web server is what makes the Prism run an independent check: if it did not
// forward API calls or did not record Prism's verdicts, the "zero violations" step would pass for
// nothing. A stand-in upstream answers like Prism does (a clean answer, a violation header, and a
// problem+json verdict), and the log must name exactly the two bad calls.

let upstream: Server
let mockSide: Server
let web: { url: string; close: () => Promise<void> }
const log = join(mkdtempSync(join(tmpdir(), 'proxy-check-')), 'violations.log')

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      resolve(`http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`)
    }),
  )
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/api/v1/client/colors')) {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"result":true,"message":"OK","data":[]}')
    } else if (req.url?.startsWith('/api/v1/client/brands')) {
      res.writeHead(200, { 'content-type': 'application/json', 'sl-violations': '[{"message":"bad"}]' })
      res.end('{"result":true}')
    } else {
      let body = ''
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString()
      })
      req.on('end', () => {
        res.writeHead(422, { 'content-type': 'application/problem+json' })
        res.end(JSON.stringify({ title: 'Invalid request', received: body }))
      })
    }
  })
  mockSide = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end('{"from":"mock"}')
  })
  const [api, mock] = await Promise.all([listen(upstream), listen(mockSide)])
  web = await startWebServer(embeddedConfig({ port: 0, proxy: { api, mock, violationsLog: log } }))
})

afterAll(async () => {
  await web?.close()
  upstream?.close()
  mockSide?.close()
})

describe('the web server in validating-proxy mode', () => {
  it('forwards API calls (with their bodies) and mock paths, and logs every verdict of the proxy', async () => {
    const clean = await fetch(`${web.url}/api/v1/client/colors`)
    expect(await clean.json()).toEqual({ result: true, message: 'OK', data: [] })
    await (await fetch(`${web.url}/api/v1/client/brands`)).text()
    const posted = await fetch(`${web.url}/api/v1/client/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"x"}',
    })
    expect(posted.status).toBe(422)
    expect(((await posted.json()) as { received: string }).received).toBe('{"email":"x"}')
    expect(await (await fetch(`${web.url}/__mock/health`)).json()).toEqual({ from: 'mock' })

    const lines = readFileSync(log, 'utf8').trim().split('\n')
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(/^GET \/api\/v1\/client\/brands -> 200 sl-violations: /)
    expect(lines[1]).toMatch(/^POST \/api\/v1\/client\/contact -> 422 .*Invalid request/)
  })
})
