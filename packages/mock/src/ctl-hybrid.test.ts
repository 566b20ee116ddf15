// storefront-mock ctl hybrid: what a mock in hybrid mode answers itself, read and switched from a terminal.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest'
import { runCtl } from './ctl.ts'
import { resetDb } from './http/reset.ts'
import { type MockServer, startMockServer } from './http.ts'

let backend: Server
let backendUrl = ''
let hybrid: MockServer
let plain: MockServer
const reached: string[] = []

beforeAll(async () => {
  process.env.MOCK_QUIET = '1'
  backend = createServer((req, res) => {
    reached.push(req.url ?? '')
    res.writeHead(200, { 'content-type': 'application/json', 'content-language': 'en' })
    res.end(JSON.stringify({ result: true, message: 'OK', data: [] }))
  })
  await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
  backendUrl = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`
  hybrid = await startMockServer({ port: 0, hybrid: { backend: backendUrl, mock: ['getCategories'] } })
  plain = await startMockServer({ port: 0 })
})
afterAll(async () => {
  await hybrid?.close()
  await plain?.close()
  backend?.close()
})
beforeEach(() => resetDb())

async function ctl(url: string, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCtl(['--url', url, ...argv], {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env: {},
  })
  return { code, out, err }
}

function expectBadInput(result: Awaited<ReturnType<typeof ctl>>, pattern: RegExp) {
  expect(result.code).toBe(2)
  expect(result.out).toEqual([])
  expect(result.err).toHaveLength(1)
  expect(result.err[0]).toMatch(pattern)
}

it('hybrid: shows the backend and the mocked operations, as text or --json', async () => {
  expect(await ctl(hybrid.url, 'hybrid')).toEqual({
    code: 0,
    out: [
      `backend ${backendUrl}/ (timeout 10000 ms)`,
      'mocked getCategories; every other operation goes to the backend',
    ],
    err: [],
  })
  const json = await ctl(hybrid.url, '--json', 'hybrid')
  expect(JSON.parse(json.out[0] ?? '')).toEqual({
    backend: `${backendUrl}/`,
    mocked: ['getCategories'],
    timeoutMs: 10000,
  })
})

it('hybrid mock|backend <operationId>: switches where the operation is answered', async () => {
  const tags = () => fetch(`${hybrid.url}/api/v1/client/tags`).then((r) => r.json())
  const before = reached.length
  expect(await ctl(hybrid.url, 'hybrid', 'mock', 'getTags')).toEqual({
    code: 0,
    out: ['getTags: answered by the mock'],
    err: [],
  })
  expect((await tags()).data.length).toBeGreaterThan(0)
  expect(reached.length).toBe(before)
  const json = await ctl(hybrid.url, '--json', 'hybrid', 'backend', 'getTags')
  expect(JSON.parse(json.out[0] ?? '')).toMatchObject({ mocked: ['getCategories'] })
  expect((await tags()).data).toEqual([])
  expect(reached.length).toBe(before + 1)
  expect((await ctl(hybrid.url, 'hybrid', 'backend', 'getCategories')).code).toBe(0)
  expect((await ctl(hybrid.url, 'hybrid')).out[1]).toBe(
    'mocked (none); every other operation goes to the backend',
  )
})

it('hybrid: bad input is exit 2 in one line, and switches nothing', async () => {
  expectBadInput(
    await ctl(hybrid.url, 'hybrid', 'mock', 'getTagz'),
    /^storefront-mock ctl: .*openapi\.yaml has no operation "getTagz"/,
  )
  expectBadInput(
    await ctl(hybrid.url, 'hybrid', 'mock'),
    /hybrid takes nothing, mock <operationId> or backend <operationId>/,
  )
  expectBadInput(await ctl(hybrid.url, 'hybrid', 'both', 'getTags'), /hybrid takes nothing/)
  expectBadInput(await ctl(hybrid.url, 'hybrid', 'mock', 'getTags', 'getHome'), /hybrid takes nothing/)
  expect(JSON.parse((await ctl(hybrid.url, '--json', 'hybrid')).out[0] ?? '')).toMatchObject({
    mocked: ['getCategories'],
  })
  expectBadInput(
    await ctl(plain.url, 'hybrid'),
    /This mock is not in hybrid mode: start it with --backend <url>/,
  )
  expectBadInput(await ctl(plain.url, 'hybrid', 'mock', 'getTags'), /not in hybrid mode/)
})

it('reset undoes the switches', async () => {
  expect((await ctl(hybrid.url, 'hybrid', 'mock', 'getHome')).code).toBe(0)
  expect((await ctl(hybrid.url, 'reset')).code).toBe(0)
  expect((await ctl(hybrid.url, 'hybrid')).out[1]).toBe(
    'mocked getCategories; every other operation goes to the backend',
  )
})

it('log: says who answered each call, and why a backend gave no answer', async () => {
  // A port nothing listens on: taken, then let go.
  const taken = createServer()
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
  const gone = `http://127.0.0.1:${(taken.address() as AddressInfo).port}`
  await new Promise((resolve) => taken.close(resolve))
  const silent = await startMockServer({ port: 0, hybrid: { backend: gone, mock: ['getCategories'] } })
  try {
    expect((await fetch(`${silent.url}/api/v1/client/tags`)).status).toBe(502)
    expect((await fetch(`${silent.url}/api/v1/client/categories`)).status).toBe(200)
    const log = await ctl(silent.url, 'log', '--limit', '2')
    expect(log.code).toBe(0)
    expect(log.out[0]).toMatch(
      /GET \/api\/v1\/client\/tags 502 getTags \d+ms \[from the backend; network: the backend http:\/\/127\.0\.0\.1:\d+ did not answer: ECONNREFUSED\]$/,
    )
    expect(log.out[1]).toMatch(/GET \/api\/v1\/client\/categories 200 getCategories \d+ms \[from the mock\]$/)
  } finally {
    await silent.close()
  }
})
