// The mock and openapi.yaml agree on every rule, every method and every header: values at the
// edges of each request schema, every method on every path (over real sockets, on the HTTP
// server and the dev-server middleware alike) and the header limits.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import type { paths } from '@storefront/sdk/schema'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type HttpMethod,
  type JsonSchema,
  openapi,
  operations,
  parametersOf,
  requiresAuth,
} from './http/contract.ts'
import { createMockMiddleware, type MockServer, startMockServer } from './http.ts'
import { listVariants } from './store/catalog.ts'
import { DEMO_EMAIL } from './store/commerce-seed.ts'
import { issueCaptchaToken } from './store/engagement.ts'
import { addressInput, call, setupMockHarness, signIn } from './testing/index.ts'

setupMockHarness()

type Path = keyof paths & string

function deref(schema: JsonSchema): JsonSchema {
  const ref = schema.$ref
  if (typeof ref !== 'string') return schema
  let node: unknown = openapi
  for (const part of ref.replace('#/', '').split('/')) node = (node as Record<string, unknown>)[part]
  return deref(node as JsonSchema)
}

const today = () => new Date().toISOString().slice(0, 10)
const dayFrom = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** Values a property's schema accepts at its edges, and values just past them. */
function edges(raw: JsonSchema): { accept: unknown[]; refuse: unknown[] } {
  const schema = deref(raw)
  // A nullable field written as a union (`oneOf: [Phone, null]`): the branch's edges, and null.
  const union = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined
  const branches = union?.filter((branch) => deref(branch).type !== 'null')
  if (union && branches?.length === 1 && branches.length < union.length) {
    const branch = edges(branches[0] as JsonSchema)
    return { accept: [...branch.accept, null], refuse: branch.refuse.filter((value) => value !== null) }
  }
  const types = ([] as unknown[]).concat(schema.type ?? [])
  const nullable = types.includes('null')
  const type = types.find((t) => t !== 'null')
  const out = { accept: nullable ? [null] : ([] as unknown[]), refuse: [] as unknown[] }
  if ('const' in schema) {
    out.accept.push(schema.const)
    out.refuse.push(typeof schema.const === 'boolean' ? !schema.const : `not-${String(schema.const)}`)
    return out
  }
  if (Array.isArray(schema.enum)) {
    out.accept.push(...schema.enum)
    out.refuse.push(`not-${String(schema.enum[0])}`)
    return out
  }
  if (type === 'boolean') {
    out.accept.push(true, false)
    out.refuse.push('yes')
    return out
  }
  if (type === 'integer' || type === 'number') {
    const min = typeof schema.minimum === 'number' ? schema.minimum : undefined
    const max = typeof schema.maximum === 'number' ? schema.maximum : undefined
    out.accept.push(min ?? 1, max ?? 1000)
    if (min !== undefined) out.refuse.push(min - 1)
    if (max !== undefined) out.refuse.push(max + 1)
    if (type === 'integer') out.refuse.push((min ?? 1) + 0.5)
    out.refuse.push('1')
    return out
  }
  if (type === 'array' || type === 'object') {
    out.refuse.push('a')
    return out
  }
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 5000
  const pattern = typeof schema.pattern === 'string' ? new RegExp(schema.pattern, 'u') : null
  const fits = (v: string) => v.length >= minLength && v.length <= maxLength && (!pattern || pattern.test(v))
  if (schema.format === 'email') {
    const head = `${'a'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.`
    const longest = `${head}${'f'.repeat(254 - head.length)}`
    const sampled = fc.sample(fc.emailAddress(), { numRuns: 40, seed: 13 }).filter(fits).slice(0, 8)
    out.accept.push('a@b.co', "o'brien+tag@mail.example.org", longest, ...sampled)
    out.refuse.push('a@com', 'a b@example.com', '"quoted"@example.com', `a${longest}`, '')
  } else if (schema.format === 'date') {
    out.accept.push('1900-01-01', '2024-02-29', today())
    out.refuse.push('1899-12-31', '2023-02-29', dayFrom(2), '01/02/2000')
  } else if (pattern) {
    const shapes = ['123456', '+201001234567', '(02) 123-4567', '1'.repeat(15), '+1 (234) 567-89012']
    const sampled = [...shapes, ...fc.sample(fc.stringMatching(pattern), { numRuns: 300, seed: 7 })]
      .filter(fits)
      .sort((a, b) => a.length - b.length)
    expect(sampled.length, `no value fits ${schema.pattern}`).toBeGreaterThan(0)
    out.accept.push(sampled[0], sampled.at(-1), ...sampled.slice(1, 6))
    const breaking = ['', ' ', '((((((', 'x', '1'.repeat(16), '+1 (23) 45', 'abc-def']
    out.refuse.push(...breaking.filter((v) => !fits(v)).slice(0, 4))
  } else {
    out.accept.push('a'.repeat(Math.max(minLength, 1)), 'a'.repeat(maxLength))
    if (minLength > 0) out.refuse.push('a'.repeat(minLength - 1))
    if (maxLength < 5000) out.refuse.push('a'.repeat(maxLength + 1))
  }
  for (const value of out.accept) expect(fits(String(value)), `${String(value)} should fit`).toBe(true)
  return out
}

let freshCount = 0
const fresh = () => `edge${++freshCount}.${Date.now()}@example.com`

/** A body each JSON-body operation accepts; a new operation without one fails the test below. */
const bases: Partial<Record<string, { auth?: boolean; body: () => Record<string, unknown> }>> = {
  sendOtpRegister: {
    body: () => ({ email: fresh(), name: 'Nora Haddad', terms: true, recaptcha_token: issueCaptchaToken() }),
  },
  sendOtpLogin: { body: () => ({ email: DEMO_EMAIL, recaptcha_token: issueCaptchaToken() }) },
  verifyOtpLogin: { body: () => ({ email: DEMO_EMAIL, otp: '123456' }) },
  verifyOtpRegister: { body: () => ({ email: fresh(), otp: '123456' }) },
  updateProfile: { auth: true, body: () => ({ name: 'Demo Shopper' }) },
  createAddress: { auth: true, body: () => addressInput() },
  sendContactMessage: {
    body: () => ({
      full_name: 'Nora Haddad',
      email: 'nora@example.com',
      message: 'A question about delivery.',
      agree_terms: true,
      recaptcha_token: issueCaptchaToken(),
    }),
  },
  subscribeNewsletter: { body: () => ({ email: fresh(), recaptcha_token: issueCaptchaToken() }) },
  placeOrder: {
    auth: true,
    body: () => ({ type: 'order', address_id: 1, payment_method: 'cod', notes: null }),
  },
  addOrUpdateCartItem: {
    auth: true,
    body: () => ({ variant_id: listVariants().find((v) => v.stock > 5 && !v.pre_order)?.id, quantity: 1 }),
  },
  removeCartItem: { auth: true, body: () => ({ variant_id: 2 }) },
  applyCoupon: { auth: true, body: () => ({ code: 'SAVE10' }) },
  toggleWishlist: { auth: true, body: () => ({ product_id: 1 }) },
  createReturnOrder: { auth: true, body: () => ({ order_id: 3, reason: 'It broke after a day.' }) },
  createReview: { auth: true, body: () => ({ product_id: 2, rating: 5, comment: 'Nice.' }) },
  updateReview: { auth: true, body: () => ({ rating: 5, comment: 'Nice.' }) },
}

/** Messages of a value refused for its shape; business answers (no account, bad code) differ. */
function refusedForShape(messages: string[] | undefined): boolean {
  return (messages ?? []).some(
    (m) =>
      /^The .* (field|header)/.test(m) ||
      [
        'Please enter a valid email address.',
        'Please enter your email.',
        'Invalid phone number.',
        'Invalid birthdate.',
        'OTP must be exactly 6 digits.',
        'OTP must contain only numbers.',
        'OTP is required.',
        'Full name must be at least 2 characters.',
        'Message must be at least 10 characters.',
        'You must agree to the terms and conditions.',
        'Rating must be an integer.',
        'Maximum rating is 5.',
        'Please enter coupon code.',
        'Please select a payment method.',
        'email Required',
      ].includes(m) ||
      / is required\.?$/.test(m),
  )
}

const jsonBodyOperations = operations().filter(
  ({ op }) => op.requestBody?.content['application/json'] !== undefined,
)

describe('values at the edges of every request schema', () => {
  it('every JSON-body operation has a base body here', () => {
    const missing = jsonBodyOperations.map(({ op }) => op.operationId).filter((id) => !bases[id])
    expect(missing).toEqual([])
  })

  for (const { method, path, op } of jsonBodyOperations) {
    it(`${op.operationId}: accepted at each edge, refused just past it`, async () => {
      const base = bases[op.operationId]
      if (!base) throw new Error(`no base body for ${op.operationId}`)
      const token = base.auth ? await signIn(DEMO_EMAIL) : undefined
      const schema = deref(op.requestBody?.content['application/json']?.schema ?? {})
      const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
      const send = (field: string, value: unknown) =>
        call(method as HttpMethod, path as Path, {
          token,
          params: { id: 1 },
          json: { ...base.body(), [field]: value },
        })
      for (const [field, fieldSchema] of Object.entries(properties)) {
        const { accept, refuse } = edges(fieldSchema)
        for (const value of accept) {
          const answer = await send(field, value)
          const label = `${field}=${JSON.stringify(value)} → ${answer.status} ${JSON.stringify(answer.body)}`
          expect(answer.status, label).not.toBe(400)
          expect(refusedForShape(answer.body.errors?.[field]), label).toBe(false)
        }
        for (const value of refuse) {
          const answer = await send(field, value)
          const label = `${field}=${JSON.stringify(value)} → ${answer.status} ${JSON.stringify(answer.body)}`
          expect(answer.status, label).toBe(422)
          expect(answer.body.errors?.[field], label).toBeDefined()
        }
      }
    }, 120_000)
  }

  it("a missing newsletter field answers 'email Required', as the schema's x-required-message says", async () => {
    expect(deref({ $ref: '#/components/schemas/NewsletterRequest' })['x-required-message']).toBe(
      'email Required',
    )
    for (const body of [{}, { email: 'nora@example.com' }, { recaptcha_token: issueCaptchaToken() }]) {
      const answer = await call('post', '/api/v1/client/newsletterSubscribe', { json: body })
      expect(answer.status).toBe(422)
      expect(answer.body.message).toBe('email Required')
    }
  })
})

const queryOperations = operations().filter(({ op }) => parametersOf(op).some((p) => p.in === 'query'))

describe('values at the edges of every query parameter', () => {
  for (const { method, path, op } of queryOperations) {
    it(`${op.operationId}: accepted at each edge, refused just past it`, async () => {
      const token = requiresAuth(op) || op.operationId === 'getReviews' ? await signIn(DEMO_EMAIL) : undefined
      const inQuery = parametersOf(op).filter((p) => p.in === 'query')
      for (const param of inQuery) {
        const { accept, refuse } = edges(param.schema ?? {})
        // The other required parameters keep a value they accept, so only this one is at its edge.
        const others = Object.fromEntries(
          inQuery
            .filter((p) => p.required && p.name !== param.name)
            .map((p) => [p.name, String(edges(p.schema ?? {}).accept.find((v) => v !== null))]),
        )
        const send = (value: unknown) =>
          call(method as HttpMethod, path as Path, {
            token,
            params: { id: 1 },
            query: { ...others, [param.name]: String(value) },
          })
        // In a URL every value is text: null and a number written as text are no edge here.
        for (const value of accept.filter((v) => v !== null)) {
          const answer = await send(value)
          const label = `${param.name}=${String(value)} → ${answer.status} ${JSON.stringify(answer.body)}`
          expect(answer.status, label).toBeLessThan(400)
        }
        for (const value of refuse.filter((v) => v !== '1')) {
          const answer = await send(value)
          const label = `${param.name}=${String(value)} → ${answer.status} ${JSON.stringify(answer.body)}`
          expect(answer.status, label).toBe(422)
          expect(
            Object.keys(answer.body.errors ?? {}).some((k) => k.split('.')[0] === param.name),
            label,
          ).toBe(true)
        }
      }
    }, 120_000)
  }
})

describe('header parameters are held to their limits', () => {
  const limits: [string, number][] = [
    ['X-App-Key', 200],
    ['X-Device-Id', 100],
    ['Accept-Language', 255],
    ['X-XSRF-TOKEN', 500],
  ]
  const get = (headers: Record<string, string>) =>
    fetch('http://localhost/api/v1/client/home', { headers }).then(async (r) => ({
      status: r.status,
      body: await r.json(),
    }))

  it.each(limits)('%s: %i characters pass, one more answers 400 naming the header', async (name, max) => {
    expect((await get({ [name]: 'a'.repeat(max) })).status).toBe(200)
    const refused = await get({ [name]: 'a'.repeat(max + 1) })
    expect(refused.status).toBe(400)
    expect(refused.body.errors[name]).toHaveLength(1)
  })

  it('X-Tracking-Data must be a JSON object of strings', async () => {
    const good = JSON.stringify({ user_agent: 'test', device_id: 'd', page: 'http://x/' })
    expect((await get({ 'X-Tracking-Data': good })).status).toBe(200)
    for (const bad of ['not-json', '[]', '42', '{"page":5}']) {
      const refused = await get({ 'X-Tracking-Data': bad })
      expect(refused.status, bad).toBe(400)
      expect(refused.body.errors['X-Tracking-Data'], bad).toBeDefined()
    }
  })
})

// ---------------------------------------------------------------------------------------------
// Methods, over real sockets (fetch refuses TRACE, CONNECT and TRACK).

interface RawAnswer {
  status: number
  headers: Record<string, string>
  body: string
}

function rawRequest(base: string, method: string, path: string, headers: string[] = []): Promise<RawAnswer> {
  const { hostname, port } = new URL(base)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: ${hostname}\r\n${headers.join('\r\n')}${headers.length ? '\r\n' : ''}Connection: close\r\n\r\n`,
      ),
    )
    const chunks: Buffer[] = []
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk)
    })
    socket.on('error', reject)
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const [head = '', ...rest] = text.split('\r\n\r\n')
      const [statusLine = '', ...lines] = head.split('\r\n')
      const status = Number(statusLine.split(' ')[1] ?? 0)
      const parsed: Record<string, string> = {}
      for (const line of lines) {
        const at = line.indexOf(':')
        if (at > 0) parsed[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim()
      }
      resolve({ status, headers: parsed, body: rest.join('\r\n\r\n') })
    })
  })
}

/**
 * The `Allow` of a concrete path, worked out here from openapi.yaml: the methods of the template it
 * matches (as OpenAPI says, a concrete path wins over a templated one: `/addresses/default` over
 * `/addresses/{id}`), `HEAD` where there is `GET`, and `OPTIONS`.
 */
function expectedAllow(concrete: string): string[] {
  const segments = concrete.split('/')
  const matches = Object.entries(openapi.paths).filter(([template]) => {
    const parts = template.split('/')
    return (
      parts.length === segments.length &&
      parts.every((part, i) => /^\{\w+\}$/.test(part) || part === segments[i])
    )
  })
  const literals = (template: string) => template.split('/').filter((part) => !part.startsWith('{')).length
  const most = Math.max(...matches.map(([template]) => literals(template)))
  const allowed = new Set<string>()
  for (const [template, item] of matches)
    if (literals(template) === most) for (const method of Object.keys(item)) allowed.add(method.toUpperCase())
  if (allowed.has('GET')) allowed.add('HEAD')
  allowed.add('OPTIONS')
  return [...allowed].sort()
}

/** The mock over a socket: its own HTTP server, or its middleware in a plain Node server. */
async function serve(kind: string): Promise<{ base: string; close: () => Promise<void> }> {
  if (kind === 'server') {
    const mock: MockServer = await startMockServer({ port: 0 })
    return { base: mock.url, close: () => mock.close() }
  }
  const middleware = createMockMiddleware()
  const server: Server = createServer((req, res) => middleware(req, res, () => res.end('next')))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

const KNOWN = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'TRACE', 'CONNECT', 'PROPFIND', 'PURGE']
const concretePaths = Object.keys(openapi.paths).map((template) => template.replace(/\{\w+\}/g, '1'))

describe.each([
  ['the HTTP server', 'server'],
  ['the dev-server middleware', 'middleware'],
])('every method on every path, and the refusals, through %s', (_name, kind) => {
  let base = ''
  let close: () => Promise<void> = async () => undefined
  beforeAll(async () => {
    ;({ base, close } = await serve(kind))
  })
  afterAll(() => close())

  it('a method the contract does not give a path answers 405 with Allow listing the ones it does', async () => {
    for (const path of concretePaths) {
      const allow = expectedAllow(path)
      for (const method of KNOWN.filter((m) => !allow.includes(m))) {
        // Node hands CONNECT to the server's 'connect' event, which only the HTTP server has.
        if (method === 'CONNECT' && kind === 'middleware') continue
        const answer = await rawRequest(base, method, path)
        expect(answer.status, `${method} ${path}`).toBe(405)
        expect(answer.headers.allow?.split(', ').sort(), `${method} ${path}`).toEqual(allow)
      }
    }
  }, 180_000)

  it('made-up methods and unknown paths never answer 5xx', async () => {
    for (const method of ['TRACK', 'FOO', 'TRACE', 'PROPFIND']) {
      for (const path of ['/api/v1/client/home', '/api/v1/client/no-such-call', '/api/v1/client/reviews/1']) {
        const answer = await rawRequest(base, method, path)
        expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `${method} ${path}`).toBeLessThan(500)
      }
    }
  })

  it('a bad header is refused even where a good answer of the same URL is cached', async () => {
    const url = '/api/v1/client/colors'
    expect((await rawRequest(base, 'GET', url)).status).toBe(200)
    expect((await rawRequest(base, 'GET', url)).status).toBe(200)
    expect((await rawRequest(base, 'GET', url, ['X-Tracking-Data: not-json'])).status).toBe(400)
    expect((await rawRequest(base, 'GET', url, [`X-App-Key: ${'k'.repeat(201)}`])).status).toBe(400)
  })

  it('OPTIONS answers 204 with the Allow of the path, 404 off the contract', async () => {
    for (const path of [
      '/api/v1/client/home',
      '/api/v1/client/addresses/default',
      '/api/v1/client/reviews/1',
    ]) {
      const answer = await rawRequest(base, 'OPTIONS', path)
      expect(answer.status, path).toBe(204)
      expect(answer.headers.allow?.split(', ').sort(), path).toEqual(expectedAllow(path))
    }
    const unknown = await rawRequest(base, 'OPTIONS', '/api/v1/client/no-such-call')
    expect(unknown.status).toBe(404)
    expect(JSON.parse(unknown.body)).toMatchObject({ result: false })
  })

  it('404 and 405 answers carry Content-Language and speak Arabic under Accept-Language: ar', async () => {
    const cases: [string, string, number][] = [
      ['GET', '/api/v1/client/no-such-call', 404],
      ['TRACE', '/api/v1/client/home', 405],
      ['DELETE', '/api/v1/client/home', 405],
      ['PROPFIND', '/api/v1/client/home', 405],
    ]
    for (const [method, path, status] of cases) {
      const en = await rawRequest(base, method, path)
      expect(en.status, `${method} ${path}`).toBe(status)
      expect(en.headers['content-language'], `${method} ${path}`).toBe('en')
      const ar = await rawRequest(base, method, path, ['Accept-Language: ar'])
      expect(ar.status, `${method} ${path}`).toBe(status)
      expect(ar.headers['content-language'], `${method} ${path}`).toBe('ar')
      expect(JSON.parse(ar.body).message, `${method} ${path}`).toMatch(/[\u0600-\u06ff]/)
    }
  })

  it.runIf(kind === 'server')('made-up methods answer 405 with Allow and the error body', async () => {
    for (const method of ['TRACK', 'FOO']) {
      const answer = await rawRequest(base, method, '/api/v1/client/home', ['Accept-Language: ar'])
      expect(answer.status, method).toBe(405)
      expect(answer.headers.allow, method).toBe('GET, HEAD, OPTIONS')
      expect(answer.headers['content-language'], method).toBe('ar')
      expect(JSON.parse(answer.body), method).toMatchObject({ result: false, message: expect.any(String) })
      const unknown = await rawRequest(base, method, '/api/v1/client/no-such-call')
      expect(unknown.status, method).toBe(404)
    }
  })

  it('HEAD answers wherever GET does: the status and headers of GET, and no body', async () => {
    for (const path of concretePaths.filter((p) => expectedAllow(p).includes('GET'))) {
      const got = await rawRequest(base, 'GET', path)
      const head = await rawRequest(base, 'HEAD', path)
      expect(head.status, path).toBe(got.status)
      for (const name of ['content-type', 'content-language', 'content-length'])
        expect(head.headers[name], `${path} ${name}`).toBe(got.headers[name])
      expect(head.body, path).toBe('')
      expect(got.body.length, path).toBeGreaterThan(0)
    }
  }, 60_000)

  it.runIf(kind === 'server')('headers over 16 KB answer 431 with the error body', async () => {
    const answer = await rawRequest(base, 'GET', '/api/v1/client/home', [`X-Big: ${'a'.repeat(17_000)}`])
    expect(answer.status).toBe(431)
    expect(answer.headers['content-type']).toContain('application/json')
    expect(JSON.parse(answer.body)).toMatchObject({ result: false, message: expect.any(String) })
  })
})

// ---------------------------------------------------------------------------------------------
// The defects an independent fuzzing run found, each pinned.

describe('names are measured as the schema measures them: code points, once trimmed', () => {
  const short = ['a ', '  ', 'a\u00a0\u00a0', '\u00a0a\u00a0', ' 😀']
  const refusedName = (
    answer: { status: number; body: { errors?: Record<string, string[]> } },
    field: string,
  ) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(422)
    expect(answer.body.errors?.[field]).toEqual([expect.stringMatching(/at least 2 characters| is required/)])
  }

  it('contact: a full_name under 2 characters once trimmed answers 422, two emoji pass', async () => {
    const send = (full_name: string) =>
      call('post', '/api/v1/client/contact', {
        json: { ...bases.sendContactMessage?.body(), full_name },
      })
    for (const name of short) refusedName(await send(name), 'full_name')
    expect((await send('😀😀')).status).toBe(200)
  })

  it('send-otp-register: " 😀" answers 422, two emoji pass', async () => {
    const send = (name: string) =>
      call('post', '/api/v1/client/send-otp-register', { json: { ...bases.sendOtpRegister?.body(), name } })
    for (const name of short) refusedName(await send(name), 'name')
    expect((await send('😀😀')).status).toBe(200)
  })

  it('profile and addresses: " 😀" answers 422, two emoji pass', async () => {
    const token = await signIn(DEMO_EMAIL)
    const profile = (name: string) => call('post', '/api/v1/client/profile/update', { token, json: { name } })
    const address = (name: string) =>
      call('post', '/api/v1/client/addresses', { token, json: addressInput({ name }) })
    for (const name of short) {
      refusedName(await profile(name), 'name')
      refusedName(await address(name), 'name')
    }
    expect((await profile('😀😀')).status).toBe(200)
    expect((await address('😀😀')).status).toBe(200)
  })
})

describe('integers in the address are parsed strictly', () => {
  const notIntegers = ['Infinity', '-Infinity', '1e309', '0x10', '+1', '1e1', '1.0', '01', ' 1', '1_0']

  it('a page that is not a plain decimal integer answers 422 naming it', async () => {
    for (const page of notIntegers) {
      const answer = await call('get', '/api/v1/client/products', { query: { page } })
      expect(answer.status, `page=${page}`).toBe(422)
      expect(answer.body.errors?.page, `page=${page}`).toBeDefined()
    }
    expect(
      (await call('get', '/api/v1/client/products', { query: { page: '2' } })).body.pagination.current_page,
    ).toBe(2)
  })

  it('reviews/0x1 is no review: an id that is not a plain decimal integer names nothing (404)', async () => {
    const token = await signIn(DEMO_EMAIL)
    const body = { rating: 5, comment: 'Nice.' }
    expect(
      (await call('put', '/api/v1/client/reviews/{id}', { token, params: { id: 1 }, json: body })).status,
    ).not.toBe(404)
    for (const id of ['0x1', '+1', '1e0', '1.0', '01']) {
      const answer = await call('put', '/api/v1/client/reviews/{id}', { token, params: { id }, json: body })
      expect(answer.status, id).toBe(404)
    }
  })
})

describe('bodies', () => {
  it('a JSON body sent as text/plain, as XML or with no Content-Type answers 415, and changes nothing', async () => {
    const token = await signIn(DEMO_EMAIL)
    const before = (await call('get', '/api/v1/client/me', { token })).body.client.name
    const text = JSON.stringify({ name: 'Someone Else' })
    for (const type of ['text/plain', 'application/xml', null]) {
      const response = await fetch('http://localhost/api/v1/client/profile/update', {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, ...(type ? { 'content-type': type } : {}) },
        body: new TextEncoder().encode(type === 'application/xml' ? `<name>Someone Else</name>` : text),
      })
      expect(response.status, String(type)).toBe(415)
      const body = await response.json()
      expect(body).toMatchObject({ result: false, message: 'Send the body as application/json.' })
    }
    expect((await call('get', '/api/v1/client/me', { token })).body.client.name).toBe(before)
    expect(
      Object.values(openapi.paths).flatMap((item) =>
        Object.values(item)
          .filter((op) => op.requestBody)
          .filter((op) => !op.responses['415'])
          .map((op) => op.operationId),
      ),
    ).toEqual([])
  })

  it('every operation that takes a body answers 415 to one sent as text/plain', async () => {
    const token = await signIn(DEMO_EMAIL)
    const taking = operations().filter(({ op }) => op.requestBody)
    expect(taking.length).toBeGreaterThan(15)
    for (const { method, path, op } of taking) {
      const response = await fetch(`http://localhost${path.replaceAll(/\{[^}]+\}/g, '1')}`, {
        method: method.toUpperCase(),
        headers: {
          'content-type': 'text/plain',
          ...(requiresAuth(op) ? { authorization: `Bearer ${token}` } : {}),
        },
        body: '{}',
      })
      expect(response.status, op.operationId).toBe(415)
    }
  })

  it('an extra agree_terms is named as not allowed, not as terms to agree to', async () => {
    const answer = await call('post', '/api/v1/client/send-otp-register', {
      json: { ...bases.sendOtpRegister?.body(), agree_terms: true },
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({ agree_terms: ['The agree_terms field is not allowed.'] })
  })

  it('a null body names the body, never an empty field', async () => {
    for (const path of ['/api/v1/client/send-otp-register', '/api/v1/client/contact'] as const) {
      const answer = await call('post', path, { raw: { body: 'null', type: 'application/json' } })
      expect(answer.status).toBe(422)
      expect(answer.body.errors).toEqual({ body: ['The request body must be a JSON object.'] })
      expect(JSON.stringify(answer.body)).not.toContain('The  field')
    }
  })

  it('return-orders states that the reason is trimmed before its 10 characters are counted', () => {
    const reason = deref({ $ref: '#/components/schemas/ReturnOrderRequest' }).properties as Record<
      string,
      JsonSchema
    >
    expect(String(reason.reason?.description)).toMatch(/trimmed/i)
  })
})

describe('headers', () => {
  it('X-Tracking-Data with a value that is not a string answers 400', async () => {
    const answer = await fetch('http://localhost/api/v1/client/home', {
      headers: { 'X-Tracking-Data': '{"extra":1}' },
    })
    expect(answer.status).toBe(400)
    expect((await answer.json()).errors['X-Tracking-Data']).toBeDefined()
  })
})

describe('/addresses/default is its own path, matched before /addresses/{id}', () => {
  it('POST and DELETE answer 405 with Allow: GET, HEAD, OPTIONS, with or without a token', async () => {
    const token = await signIn(DEMO_EMAIL)
    for (const method of ['POST', 'DELETE']) {
      for (const headers of [{}, { authorization: `Bearer ${token}` }] as Record<string, string>[]) {
        const answer = await fetch('http://localhost/api/v1/client/addresses/default', { method, headers })
        expect(answer.status, method).toBe(405)
        expect(answer.headers.get('allow')).toBe('GET, HEAD, OPTIONS')
      }
    }
  })
})
