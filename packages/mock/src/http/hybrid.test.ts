// Hybrid mode: the real backend where it exists, the mock where it does not.
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type MockServer, startMockServer } from '../http.ts'
import { CHECKED_BODY_BYTES } from './forward.ts'
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
    expect((await call(mock.url, `${CLIENT}/tags`, { method: 'PUT' })).status).toBe(200)
    expect((await call(mock.url, `${CLIENT}/no-such-path`)).status).toBe(404)
    const log = await calls(mock)
    expect(log.find((c) => c.operationId === `PUT ${CLIENT}/tags`)).toMatchObject({
      source: 'backend',
      contract: {
        reason: expect.stringContaining('is not an operation of openapi.yaml: 405 expected, not 200'),
      },
    })
    const unknownPath = log.find((c) => c.operationId === `GET ${CLIENT}/no-such-path`)
    expect(unknownPath).toMatchObject({ source: 'backend', status: 404 })
    expect(unknownPath?.contract).toBeUndefined()
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

describe('streaming both ways, bytes unchanged', () => {
  let backend: Server
  let mock: MockServer
  let releaseBrands: () => void = () => {}
  let firstChunkSeen: () => void = () => {}
  const firstChunk = new Promise<void>((resolve) => {
    firstChunkSeen = resolve
  })
  const contactClosed: { complete: boolean; bytes: number }[] = []
  /** The bytes of the last contact body so far, as the backend has them. */
  let contactReceiving = 0
  const colours = JSON.stringify({
    result: true,
    message: 'OK',
    data: Array.from({ length: 30_000 }, (_, i) => ({
      id: i + 1,
      name: `C${i}`,
      slug: `c${i}`,
      hex: '#111111',
    })),
  })
  const gzipped = gzipSync(JSON.stringify({ result: true, message: 'OK' }))

  beforeAll(async () => {
    backend = createServer((req, res) => {
      const head = { 'content-type': 'application/json', 'content-language': 'en' }
      if (req.url === `${CLIENT}/tags`) {
        res.writeHead(200, { ...head, 'content-encoding': 'gzip', 'content-length': gzipped.byteLength })
        return res.end(gzipped)
      }
      if (req.url === `${CLIENT}/colors`) {
        res.writeHead(200, head)
        return res.end(colours)
      }
      if (req.url === `${CLIENT}/brands`) {
        res.writeHead(200, head)
        res.write('{"result":true,"message":"OK",')
        return void new Promise<void>((resolve) => {
          releaseBrands = resolve
        }).then(() => res.end('"data":[]}'))
      }
      if (req.url === `${CLIENT}/home`) {
        res.writeHead(200, { ...head, 'content-length': '1000' })
        res.write('{"result":true,')
        return void setImmediate(() => res.destroy())
      }
      let bytes = 0
      req.on('data', (chunk: Buffer) => {
        bytes += chunk.byteLength
        contactReceiving = bytes
        firstChunkSeen()
      })
      req.on('close', () => contactClosed.push({ complete: req.complete, bytes }))
      req.on('end', () => {
        res.writeHead(200, head)
        res.end(JSON.stringify({ result: true, message: `got ${bytes}` }))
      })
    })
    await new Promise<void>((resolve) => backend.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(backend.address() as AddressInfo).port}`
    mock = await startMockServer({ port: 0, hybrid: { backend: url, mock: ['getWishlist'] } })
  })
  afterAll(async () => {
    await mock.close()
    backend.closeAllConnections()
    backend.close()
  })

  /** The answer's bytes as they came over the wire, not decoded. */
  function raw(path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
    return new Promise((resolve, reject) => {
      httpRequest(`${mock.url}${path}`, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (chunk: Buffer) => chunks.push(chunk))
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        )
        res.on('error', reject)
      })
        .on('error', reject)
        .end()
    })
  }

  it('passes a compressed answer on as the backend sent it, and checks it decoded', async () => {
    const tags = await raw(`${CLIENT}/tags`)
    expect(tags.headers['content-encoding']).toBe('gzip')
    expect(tags.body.equals(gzipped)).toBe(true)
    expect((await calls(mock)).find((c) => c.operationId === 'getTags')).toMatchObject({
      source: 'backend',
      contract: { side: 'response', reason: expect.stringContaining("must have required property 'data'") },
    })
  })

  it(`passes an answer larger than ${CHECKED_BODY_BYTES} bytes on whole, checks its status and headers, and marks its body unchecked`, async () => {
    expect(colours.length).toBeGreaterThan(CHECKED_BODY_BYTES)
    const answer = await raw(`${CLIENT}/colors`)
    expect(answer.status).toBe(200)
    expect(answer.body.toString()).toBe(colours)
    const logged = (await calls(mock)).find((c) => c.operationId === 'getColors')
    expect(logged).toMatchObject({
      source: 'backend',
      status: 200,
      unchecked: expect.stringContaining('larger than'),
    })
    expect(logged?.contract).toBeUndefined()
  })

  it("hands the client the backend's first bytes before the backend has ended its answer", async () => {
    const first = await new Promise<string>((resolve, reject) => {
      httpRequest(`${mock.url}${CLIENT}/brands`, (res) => {
        res.once('data', (chunk: Buffer) => {
          resolve(chunk.toString())
          res.resume()
        })
      })
        .on('error', reject)
        .end()
    })
    expect(first).toBe('{"result":true,"message":"OK",')
    releaseBrands()
    await expect
      .poll(async () => (await calls(mock)).find((c) => c.operationId === 'getBrands'))
      .toMatchObject({
        status: 200,
        source: 'backend',
      })
  })

  it("hands the backend the client's first bytes before the client has ended its body", async () => {
    const req = httpRequest(`${mock.url}${CLIENT}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    })
    const answered = new Promise<string>((resolve, reject) => {
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => {
          text += chunk
        })
        res.on('end', () => resolve(text))
      })
      req.on('error', reject)
    })
    req.write('{"full_name":')
    await firstChunk
    req.end('"A"}')
    expect(JSON.parse(await answered)).toMatchObject({ message: 'got 17' })
  })

  it('answers 413 to a body past the limit sent without a length, and lets go of the backend', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(`${mock.url}${CLIENT}/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
      })
      req.on('response', (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      req.on('error', reject)
      const chunk = Buffer.alloc(64 * 1024, 32)
      for (let sent = 0; sent <= 1_048_576; sent += chunk.byteLength) req.write(chunk)
      req.end()
    })
    expect(status).toBe(413)
    await expect.poll(() => contactClosed.at(-1)).toMatchObject({ complete: false })
  })

  it('lets go of the backend when the client leaves within its body, and goes on serving', async () => {
    const before = contactClosed.length
    const req = httpRequest(`${mock.url}${CLIENT}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': '100' },
    })
    req.on('error', () => {})
    contactReceiving = 0
    req.write('{"full_name":')
    await expect.poll(() => contactReceiving).toBe(13)
    expect(contactClosed.length).toBe(before)
    req.destroy()
    await expect.poll(() => contactClosed.at(-1)).toMatchObject({ complete: false, bytes: 13 })
    expect(contactClosed.length).toBe(before + 1)
    expect((await raw(`${CLIENT}/tags`)).status).toBe(200)
  })

  it('logs a backend that stops within its answer as a network failure of that call', async () => {
    await new Promise<void>((resolve) => {
      httpRequest(`${mock.url}${CLIENT}/home`, (res) => {
        res.on('data', () => {})
        res.on('error', () => resolve())
        res.on('close', () => resolve())
      })
        .on('error', () => resolve())
        .end()
    })
    await expect
      .poll(async () => (await calls(mock)).find((c) => c.operationId === 'getHome'))
      .toMatchObject({
        source: 'backend',
        status: 200,
        network: expect.stringContaining('stopped before the answer ended'),
      })
  })
})

describe('with a backend on a port fetch refuses to reach', () => {
  // The Fetch standard's blocked ports above 1023: a backend may well listen on one of them.
  const BLOCKED = [
    1719, 1720, 1723, 2049, 3659, 4045, 5060, 5061, 6000, 6566, 6665, 6666, 6667, 6668, 6669, 6697, 10080,
  ]
  let backend: Server
  let mock: MockServer
  let port = 0
  beforeAll(async () => {
    backend = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-language': 'en' })
      res.end(JSON.stringify({ result: true, message: 'OK', data: [] }))
    })
    for (const candidate of BLOCKED) {
      const taken = await new Promise<boolean>((resolve) => {
        backend.once('error', () => resolve(false))
        backend.listen(candidate, '127.0.0.1', () => resolve(true))
      })
      if (taken) {
        port = candidate
        break
      }
    }
    mock = await startMockServer({ port: 0, hybrid: { backend: `http://127.0.0.1:${port}` } })
  })
  afterAll(async () => {
    await mock.close()
    backend.close()
  })

  it('forwards to it all the same', async () => {
    expect(BLOCKED).toContain(port)
    await expect(fetch(`http://127.0.0.1:${port}/`)).rejects.toThrow()
    const tags = await call(mock.url, `${CLIENT}/tags`)
    expect(tags).toMatchObject({ status: 200, json: { data: [] } })
  })
})

describe('reset', () => {
  it('undoes the switches made at /__mock/hybrid: back to the operations the server started with', async () => {
    const mock = await startMockServer({
      port: 0,
      hybrid: { backend: 'http://127.0.0.1:9', mock: ['getCategories'] },
    })
    try {
      const json = { 'content-type': 'application/json' }
      const post = (operationId: string, on: boolean) =>
        call(mock.url, '/__mock/hybrid', {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ operationId, mock: on }),
        })
      await post('getTags', true)
      await post('getCategories', false)
      expect((await call(mock.url, '/__mock/hybrid')).json.data).toMatchObject({ mocked: ['getTags'] })
      expect((await call(mock.url, '/__mock/reset', { method: 'POST' })).status).toBe(200)
      expect((await call(mock.url, '/__mock/hybrid')).json.data).toMatchObject({ mocked: ['getCategories'] })
    } finally {
      await mock.close()
    }
  })

  it("leaves them alone when an isolated world resets: they are the process's, not the world's", async () => {
    const mock = await startMockServer({ port: 0, hybrid: { backend: 'http://127.0.0.1:9', mock: [] } })
    try {
      const json = { 'content-type': 'application/json' }
      await call(mock.url, '/__mock/hybrid', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ operationId: 'getTags', mock: true }),
      })
      const worldReset = await call(mock.url, '/__mock/reset', {
        method: 'POST',
        headers: { 'x-mock-session': 'reset-in-a-world' },
      })
      expect(worldReset.status).toBe(200)
      expect((await call(mock.url, '/__mock/hybrid')).json.data).toMatchObject({ mocked: ['getTags'] })
    } finally {
      await mock.close()
    }
  })
})
