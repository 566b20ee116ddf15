// Hybrid mode: the real backend where it exists, the mock where it does not.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MockServer, startMockServer } from '../http.ts'
import type { LoggedCall } from './request-log.ts'

const CLIENT = '/api/v1/client'
const MOCKED = ['getCategories', 'getWishlist']

interface Seen {
  method: string
  url: string
  headers: IncomingHttpHeaders
  body: string
}

/** A stand-in backend: a declared 401 for /me, a 200 without the required `data` for /tags (a contract violation), a declared 422 without its required Content-Language for /contact, an undeclared 418 for /brands. */
function startBackend(seen: Seen[]): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => {
      body += chunk
    })
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      const json = (status: number, value: unknown, headers: Record<string, string> = {}) => {
        res.writeHead(status, { 'content-type': 'application/json', 'content-language': 'en', ...headers })
        res.end(JSON.stringify(value))
      }
      if (req.url === `${CLIENT}/me`)
        return json(
          401,
          { result: false, message: 'From the backend.' },
          { 'set-cookie': 'backend=1; Path=/' },
        )
      if (req.url === `${CLIENT}/tags`) return json(200, { result: true })
      if (req.url === `${CLIENT}/brands`) return json(418, { result: false, message: 'I am a teapot.' })
      if (req.url?.startsWith(`${CLIENT}/contact`))
        return json(
          422,
          { result: false, message: 'Backend says no.', errors: { email: ['Backend.'] } },
          { 'content-language': '' },
        )
      json(404, { result: false, message: 'Not found.' })
    })
  })
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  )
}

/** A raw call, so hop-by-hop headers fetch would refuse to send can be sent. */
function call(
  base: string,
  path: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; json: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      { method: options.method ?? 'GET', headers: options.headers },
      (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => {
          text += chunk
        })
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, json: JSON.parse(text) }),
        )
      },
    )
    req.on('error', reject)
    req.end(options.body)
  })
}

async function calls(mock: MockServer): Promise<LoggedCall[]> {
  const answer = (await (await fetch(`${mock.url}/__mock/requests`)).json()) as {
    data: { calls: LoggedCall[] }
  }
  return answer.data.calls
}

describe('with a backend that answers', () => {
  const seen: Seen[] = []
  let backend: { server: Server; url: string }
  let mock: MockServer
  beforeAll(async () => {
    backend = await startBackend(seen)
    mock = await startMockServer({ port: 0, hybrid: { backend: backend.url, mock: MOCKED } })
  })
  afterAll(async () => {
    await mock.close()
    backend.server.close()
  })

  it('passes an operation not named in --mock on to the backend, with its headers and body, hop-by-hop headers left out', async () => {
    const headers = {
      authorization: 'Bearer real-backend-token',
      cookie: 'session=abc',
      'accept-language': 'ar',
      'idempotency-key': 'key-1',
      'content-type': 'application/json',
      connection: 'keep-alive, x-hop',
      'x-hop': 'only this connection',
      'proxy-authorization': 'Basic secret',
    }
    const body = JSON.stringify({ name: 'A', email: 'a@example.com', message: 'Hello' })
    const answer = await call(mock.url, `${CLIENT}/contact?from=test`, { method: 'POST', headers, body })
    expect(answer.status).toBe(422)
    expect(answer.json.message).toBe('Backend says no.')
    const got = seen.at(-1) as Seen
    expect(got).toMatchObject({ method: 'POST', url: `${CLIENT}/contact?from=test`, body })
    expect(got.headers).toMatchObject({
      authorization: 'Bearer real-backend-token',
      cookie: 'session=abc',
      'accept-language': 'ar',
      'idempotency-key': 'key-1',
    })
    expect(got.headers['x-hop']).toBeUndefined()
    expect(got.headers['proxy-authorization']).toBeUndefined()
    const me = await call(mock.url, `${CLIENT}/me`, {
      headers: { authorization: 'Bearer real-backend-token' },
    })
    expect(me).toMatchObject({ status: 401, json: { message: 'From the backend.' } })
    expect(me.headers['set-cookie']).toEqual(['backend=1; Path=/'])
  })

  it('answers the operations named in --mock itself, and a mocked operation that needs sign-in takes the backend token', async () => {
    const before = seen.length
    const categories = await call(mock.url, `${CLIENT}/categories`)
    expect(categories.status).toBe(200)
    expect(Array.isArray(categories.json.data)).toBe(true)
    const wishlist = await call(mock.url, `${CLIENT}/wishlist`, {
      headers: { authorization: 'Bearer real-backend-token' },
    })
    expect(wishlist.status).toBe(200)
    expect(seen.length).toBe(before)
    const log = await calls(mock)
    expect(log.find((c) => c.operationId === 'getWishlist')).toMatchObject({ status: 200, source: 'mock' })
  })

  it("marks the backend's contract violations in /__mock/requests with the reason, and its good answers as clean, each with source backend", async () => {
    expect((await call(mock.url, `${CLIENT}/tags`)).status).toBe(200)
    expect((await call(mock.url, `${CLIENT}/brands`)).status).toBe(418)
    await call(mock.url, `${CLIENT}/me`)
    const log = await calls(mock)
    expect(log.find((c) => c.operationId === 'getTags')).toMatchObject({
      source: 'backend',
      status: 200,
      contract: { side: 'response', reason: expect.stringContaining("must have required property 'data'") },
    })
    expect(log.find((c) => c.operationId === 'getBrands')).toMatchObject({
      source: 'backend',
      contract: {
        side: 'response',
        reason: expect.stringContaining('status 418 is not documented for getBrands'),
      },
    })
    expect(log.find((c) => c.operationId === 'sendContactMessage')).toMatchObject({
      source: 'backend',
      contract: { side: 'response', reason: 'header Content-Language is required but missing' },
    })
    const me = log.find((c) => c.operationId === 'getCurrentUser')
    expect(me).toMatchObject({ source: 'backend', status: 401 })
    expect(me?.contract).toBeUndefined()
  })
  it('switches one operation between the backend and the mock at /__mock/hybrid, and refuses an operation openapi.yaml does not have', async () => {
    const body = (operationId: string, mock: boolean) => JSON.stringify({ operationId, mock })
    const json = { 'content-type': 'application/json' }
    const on = await call(mock.url, '/__mock/hybrid', {
      method: 'POST',
      headers: json,
      body: body('getTags', true),
    })
    expect(on).toMatchObject({
      status: 200,
      json: { data: { backend: `${backend.url}/`, mocked: ['getCategories', 'getTags', 'getWishlist'] } },
    })
    const before = seen.length
    const tags = await call(mock.url, `${CLIENT}/tags`)
    expect(tags.status).toBe(200)
    expect(Array.isArray(tags.json.data)).toBe(true)
    expect(seen.length).toBe(before)
    await call(mock.url, '/__mock/hybrid', { method: 'POST', headers: json, body: body('getTags', false) })
    expect((await call(mock.url, `${CLIENT}/tags`)).json.data).toBeUndefined()
    expect(seen.length).toBe(before + 1)
    const unknown = await call(mock.url, '/__mock/hybrid', {
      method: 'POST',
      headers: json,
      body: body('getTagz', true),
    })
    expect(unknown.status).toBe(422)
    expect((await call(mock.url, '/__mock/hybrid')).json.data).toMatchObject({ mocked: MOCKED })
  })
})

describe('with a backend that does not answer', () => {
  let mock: MockServer
  let silent: Server
  beforeAll(async () => {
    // A port nothing listens on: taken, then let go.
    const taken = createServer()
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve))
    const { port } = taken.address() as AddressInfo
    await new Promise((resolve) => taken.close(resolve))
    mock = await startMockServer({ port: 0, hybrid: { backend: `http://127.0.0.1:${port}`, mock: MOCKED } })
    silent = createServer(() => {})
  })
  afterAll(async () => {
    await mock.close()
    silent.closeAllConnections()
    silent.close()
  })

  it("answers 502 in the contract's error shape per call, logs each as a network failure, and the mocked operations keep working", async () => {
    const tags = await call(mock.url, `${CLIENT}/tags`)
    expect(tags.status).toBe(502)
    expect(tags.json).toMatchObject({ result: false, message: 'The backend did not answer.' })
    expect((tags.json.errors as Record<string, string[]>).backend?.[0]).toMatch(/ECONNREFUSED/)
    const arabic = await call(mock.url, `${CLIENT}/brands`, { headers: { 'accept-language': 'ar' } })
    expect(arabic).toMatchObject({ status: 502, json: { message: 'لم يُجب الخادم الخلفي.' } })
    expect((await call(mock.url, `${CLIENT}/categories`)).status).toBe(200)
    const log = await calls(mock)
    for (const operationId of ['getTags', 'getBrands'])
      expect(log.find((c) => c.operationId === operationId)).toMatchObject({
        source: 'backend',
        status: 502,
        network: expect.stringContaining('did not answer'),
      })
    expect(log.find((c) => c.operationId === 'getCategories')).toMatchObject({ source: 'mock', status: 200 })
  })

  it('gives up on a backend that takes longer than the timeout', async () => {
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const backend = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
    await mock.close()
    mock = await startMockServer({ port: 0, hybrid: { backend, mock: MOCKED, timeoutMs: 150 } })
    const tags = await call(mock.url, `${CLIENT}/tags`)
    expect(tags.status).toBe(502)
    expect((await calls(mock))[0]).toMatchObject({
      status: 502,
      network: expect.stringContaining('timed out'),
    })
  })
})
