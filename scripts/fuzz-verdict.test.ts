// The fuzz step's own verdict, against servers broken on purpose: it must fail each of them.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { drawCases, type FuzzCase, knownCases } from './fuzz-requests.ts'
import { sendAll } from './fuzz-send.ts'
import { freePort, ready, type Watched, watch } from './fuzz-targets.ts'
import { judge } from './fuzz-verdict.ts'

const servers: Server[] = []
const processes: Watched[] = []
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve))
  for (const target of processes.splice(0)) await target.stop()
})

async function serve(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler)
  // Unheard, Node drops a CONNECT unanswered, which the verdict fails as it should.
  server.on('connect', (_req, socket: Duplex) =>
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\n\r\n'),
  )
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const plain = (path: string): FuzzCase => ({
  label: `GET ${path}`,
  request: { head: `GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n` },
  answerRequired: true,
})
const cutOff: FuzzCase = {
  label: 'a body cut off',
  request: {
    head: 'POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10\r\n\r\n',
    body: [Buffer.from('{')],
    end: true,
  },
  answerRequired: false,
}
const healthy = [{ name: 'server', problem: null }]
const fine = [{ name: 'GET / afterwards', ok: true, detail: 'ok' }]

describe('the fuzz verdict', () => {
  it('passes a server that answers every request, drawn ones included, under 500', async () => {
    const url = await serve((_req, res) => res.writeHead(404, { 'content-length': '0' }).end())
    const verdict = judge(await sendAll('server', url, drawCases(7, 40)), healthy, fine)
    expect(verdict.failures).toEqual([])
    expect(verdict.count).toBe(40 + knownCases().length)
    expect(verdict.slowest).toBeDefined()
  })

  it('fails a server that answers 5xx, naming the request', async () => {
    const url = await serve((req, res) =>
      res.writeHead(req.url === '/broken' ? 500 : 200, { 'content-length': '0' }).end(),
    )
    const verdict = judge(await sendAll('server', url, [plain('/fine'), plain('/broken')]), healthy, fine)
    expect(verdict.failures).toEqual(['server: answered 500: GET /broken'])
  })

  it('fails a server that closes a whole request without an answer, not one cut off by its client', async () => {
    const url = await serve((req) => req.socket.end())
    const verdict = judge(await sendAll('server', url, [plain('/'), cutOff]), healthy, fine)
    expect(verdict.failures).toEqual(['server: closed without an answer: GET /'])
  })

  it('fails a server that resets the connection or never answers', async () => {
    const url = await serve((req) => {
      if (req.url === '/reset') req.socket.resetAndDestroy()
    })
    // A limit well above a reset's own time, which a busy machine stretches.
    const outcomes = await sendAll('server', url, [plain('/reset'), plain('/hang')], { timeoutMs: 2000 })
    expect(judge(outcomes, healthy, fine).failures).toEqual([
      'server: connection reset without an answer: GET /reset',
      'server: no answer within 2.0 s: GET /hang',
    ])
  })

  it('fails when a server process died, or lost a worker, on the way', async () => {
    const port = await freePort()
    const dies = watch(
      'dies',
      `http://127.0.0.1:${port}`,
      process.execPath,
      [
        '-e',
        `require('node:http').createServer((q, s) => q.url === '/die' ? process.exit(3) : s.end('ok')).listen(${port}, '127.0.0.1')`,
      ],
      {},
      'fuzz-verdict-test.log',
    )
    processes.push(dies)
    await ready(dies, '/')
    expect(dies.report()).toEqual({ name: 'dies', problem: null })
    await sendAll('dies', dies.url, [plain('/die')])
    if (dies.child.exitCode === null) await new Promise((resolve) => dies.child.once('exit', resolve))
    const verdict = judge([], [dies.report()], fine)
    expect(verdict.failures).toEqual(['dies: the process ended (3); see test-results/fuzz-verdict-test.log'])

    const loses = watch(
      'loses',
      'http://127.0.0.1:1',
      process.execPath,
      [
        '-e',
        `console.log(JSON.stringify({ msg: 'worker exited; starting another' })); setInterval(() => {}, 1000)`,
      ],
      {},
      'fuzz-verdict-test.log',
    )
    processes.push(loses)
    await new Promise((resolve) => loses.child.stdout?.once('data', resolve))
    expect(loses.report().problem).toMatch(/^1 worker\(s\) exited/)
  })

  it('fails when the normal request afterwards does not succeed', () => {
    const afterwards = [{ name: 'web, GET /shop afterwards', ok: false, detail: 'answered 503' }]
    expect(judge([], healthy, afterwards).failures).toEqual(['web, GET /shop afterwards: answered 503'])
  })
})
