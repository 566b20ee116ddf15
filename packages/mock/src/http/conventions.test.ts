// The conventions of openapi.yaml's info.description that hold for every operation: HEAD, the
// order of the checks, unreadable and oversized bodies, and forced answers after the checks.
import type { paths } from '@storefront/sdk/schema'
import { describe, expect, it } from 'vitest'
import { call, ORIGIN, register, setupMockHarness } from '../testing/index.ts'
import { operations, requiresAuth } from './contract.ts'
import { BODY_LIMIT_BYTES } from './route.ts'

setupMockHarness()

type Path = keyof paths & string
const concrete = (path: string) => path.replace(/\{\w+\}/g, '1')
const reads = operations().filter(({ method }) => method === 'get')

describe('HEAD is answered wherever GET is', () => {
  it.each(reads.map(({ path, op }) => ({ path, id: op.operationId })))(
    '$id: the status and headers of GET, no body',
    async ({ path }) => {
      const url = `${ORIGIN}${concrete(path)}`
      const [got, head] = await Promise.all([fetch(url), fetch(url, { method: 'HEAD' })])
      expect(head.status).toBe(got.status)
      for (const name of ['content-type', 'content-language'])
        expect(head.headers.get(name), name).toBe(got.headers.get(name))
      expect(await head.text()).toBe('')
      expect((await got.text()).length).toBeGreaterThan(0)
    },
  )

  it('answers 405 on a path without GET, naming HEAD only where GET is', async () => {
    const head = await fetch(`${ORIGIN}/api/v1/client/logout`, { method: 'HEAD' })
    expect(head.status).toBe(405)
    expect(head.headers.get('allow')).toBe('POST, OPTIONS')
    const put = await fetch(`${ORIGIN}/api/v1/client/addresses`, { method: 'PUT' })
    expect(put.headers.get('allow')).toBe('GET, POST, HEAD, OPTIONS')
  })
})

describe('the order of the checks: the first one a request fails gives the answer', () => {
  const json = (body: string, type = 'application/json') => ({ raw: { body, type } })
  it.each<[string, 'get' | 'post' | 'delete' | 'put', Path, Parameters<typeof call>[2], number]>([
    [
      'a method before the {id}',
      'put',
      '/api/v1/client/reviews/{id}',
      { url: '/api/v1/client/addresses/abc', undocumented: [405] },
      405,
    ],
    [
      'headers before the token',
      'get',
      '/api/v1/client/cart',
      { headers: { 'x-app-key': 'k'.repeat(201) } },
      400,
    ],
    ['the token before the {id}', 'delete', '/api/v1/client/addresses/{id}', { params: { id: 'abc' } }, 401],
    [
      'the token before the media type',
      'post',
      '/api/v1/client/cart/addOrUpdate',
      json('1', 'text/plain'),
      401,
    ],
    ['the token before the body', 'post', '/api/v1/client/cart/addOrUpdate', json('{not json'), 401],
    [
      'the media type before the JSON syntax',
      'post',
      '/api/v1/client/contact',
      json('{not json', 'text/plain'),
      415,
    ],
    ['the JSON syntax before the schema', 'post', '/api/v1/client/contact', json('{"full_name": 1,'), 400],
    ['the query before the body', 'get', '/api/v1/client/shop', { query: { page: 0 } }, 422],
  ])('%s', async (_name, method, path, options, status) => {
    const answer = await call(method, path, options)
    expect(answer.status).toBe(status)
  })

  it('the {id} before the query and the body, with a token', async () => {
    const { token } = await register('order-of-checks@example.com')
    const answer = await call('post', '/api/v1/client/addresses/{id}', {
      token,
      params: { id: '01' },
      raw: { body: '{not json', type: 'application/json' },
    })
    expect(answer.status).toBe(404)
  })
})

describe('bodies that cannot be read', () => {
  it('a JSON body that does not parse answers 400 naming the body', async () => {
    const answer = await call('post', '/api/v1/client/contact', {
      raw: { body: '{"a":', type: 'application/json' },
    })
    expect(answer.status).toBe(400)
    expect(answer.body.errors).toEqual({ body: ['The request body is not valid JSON.'] })
  })

  it('a body that is not UTF-8 answers 400 naming the body', async () => {
    const response = await fetch(`${ORIGIN}/api/v1/client/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
    })
    expect(response.status).toBe(400)
    expect((await response.json()).errors).toEqual({ body: ['The request body is not UTF-8 text.'] })
  })

  it('an empty body where one is required answers 422 naming the body', async () => {
    const answer = await call('post', '/api/v1/client/contact', {
      raw: { body: '', type: 'application/json' },
    })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({ body: ['The request body is required.'] })
  })

  it('a body over 1 MiB answers 413, in the language asked for, before the token is looked at', async () => {
    const big = JSON.stringify({ code: 'x'.repeat(BODY_LIMIT_BYTES) })
    const answer = await call('post', '/api/v1/client/coupon/apply', {
      raw: { body: big, type: 'application/json' },
      headers: { 'accept-language': 'ar' },
    })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ result: false, message: 'نص الطلب كبير جدًا.' })
    expect(answer.headers.get('content-language')).toBe('ar')
    const { token } = await register('big-body@example.com')
    const exact = JSON.stringify({ code: 'x'.repeat(BODY_LIMIT_BYTES - 11) })
    expect(new TextEncoder().encode(exact).byteLength).toBe(BODY_LIMIT_BYTES)
    const atLimit = await call('post', '/api/v1/client/coupon/apply', {
      token,
      raw: { body: exact, type: 'application/json' },
    })
    expect(atLimit.status).toBe(422)
  })
})

describe('forced and injected answers come after the header and token checks', () => {
  const secured = operations().filter(({ op }) => requiresAuth(op) && op.responses['200'])
  it.each(secured.map(({ method, path, op }) => ({ method, path: path as Path, id: op.operationId })))(
    '$id: Prefer status=200 from a visitor answers 401',
    async ({ method, path }) => {
      const answer = await call(method, path, { params: { id: 1 }, headers: { prefer: 'status=200' } })
      expect(answer.status).toBe(401)
    },
  )

  it('a bad header is refused before a forced answer, and a signed-in client gets the forced one', async () => {
    const refused = await call('get', '/api/v1/client/colors', {
      headers: { prefer: 'status=503', 'x-app-key': 'k'.repeat(201) },
    })
    expect(refused.status).toBe(400)
    const { token } = await register('forced@example.com')
    const forced = await call('get', '/api/v1/client/cart', { token, headers: { prefer: 'status=503' } })
    expect(forced.status).toBe(503)
    const injected = await call('get', '/api/v1/client/cart', { headers: { 'x-mock-error': '503' } })
    expect(injected.status).toBe(401)
  })
})

describe('strings are taken as sent, trimmed only where a description says so', () => {
  it('an e-mail with spaces around fails the e-mail pattern (422)', async () => {
    const answer = await call('post', '/api/v1/client/send-otp-login', {
      json: { email: ' demo@example.com ', recaptcha_token: 'cap_any' },
    })
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors)).toEqual(['email'])
  })

  it('a review comment is trimmed and kept trimmed; one of spaces is an empty comment', async () => {
    const { token } = await register('trimmed.reviewer@example.com')
    const saved = await call('post', '/api/v1/client/reviews', {
      token,
      json: { product_id: 1, rating: 4, comment: '  Solid.  ' },
    })
    expect(saved.body.data.comment).toBe('Solid.')
    const blank = await call('put', '/api/v1/client/reviews/{id}', {
      token,
      params: { id: saved.body.data.id },
      json: { rating: 5, comment: '   ' },
    })
    expect(blank.status).toBe(200)
    expect(blank.body.data.comment).toBe('')
  })
})

describe('ids and pages are 32-bit, however many digits are sent', () => {
  const tooBig = ['2147483648', '9007199254740993', '9'.repeat(400)]
  it.each(tooBig)('page=%s answers 422 naming page as out of range', async (page) => {
    const answer = await call('get', '/api/v1/client/shop', { url: `/api/v1/client/shop?page=${page}` })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({ page: ['The page field must not be greater than 2147483647.'] })
  })

  it('takes the largest id and page, and refuses one more in a path (404) and in a body (422)', async () => {
    expect((await call('get', '/api/v1/client/shop', { query: { page: 2147483647 } })).status).toBe(200)
    const { token } = await register('big.ids@example.com')
    const path = await call('get', '/api/v1/client/orders/{id}', {
      token,
      url: '/api/v1/client/orders/2147483648',
    })
    expect(path.status).toBe(404)
    const body = await call('post', '/api/v1/client/cart/addOrUpdate', {
      token,
      raw: { body: '{"variant_id": 9007199254740993, "quantity": 1}', type: 'application/json' },
    })
    expect(body.status).toBe(422)
    expect(Object.keys(body.body.errors)).toEqual(['variant_id'])
  })
})

describe('text is Unicode', () => {
  const contact = (fullName: string) =>
    `{"full_name": "${fullName}", "email": "nora@example.com", "message": "A question about dual-SIM.", "agree_terms": true, "recaptcha_token": "cap_x"}`

  it('a JSON string with an unpaired surrogate answers 422 naming the field; a pair is one emoji', async () => {
    for (const lone of ['Nora \\ud800', 'Nora \\udc00', 'Nora \\udc00\\ud800']) {
      const answer = await call('post', '/api/v1/client/contact', {
        raw: { body: contact(lone), type: 'application/json' },
      })
      expect(answer.status, lone).toBe(422)
      expect(answer.body.errors, lone).toEqual({
        full_name: ['The full_name field must be valid Unicode text.'],
      })
    }
    const pair = await call('post', '/api/v1/client/contact', {
      raw: { body: contact('Nora \\ud83d\\ude00'), type: 'application/json' },
    })
    expect(pair.body.errors).toEqual({ recaptcha_token: ['reCAPTCHA verification failed.'] })
  })

  it('a query value of bytes that are not UTF-8 answers 422 naming it', async () => {
    const answer = await call('get', '/api/v1/client/shop', { url: '/api/v1/client/shop?search=%ED%A0%80' })
    expect(answer.status).toBe(422)
    expect(answer.body.errors).toEqual({ search: ['The search field must be UTF-8 text.'] })
    expect(
      (await call('get', '/api/v1/client/shop', { url: '/api/v1/client/shop?search=%C3%A9' })).status,
    ).toBe(200)
  })

  it('a form that is not UTF-8 answers 400, URL-encoded or multipart', async () => {
    const { token } = await register('form.bytes@example.com')
    const urlEncoded = await call('post', '/api/v1/client/addresses/{id}', {
      token,
      params: { id: 1 },
      raw: { body: '_method=PUT&label=%FF', type: 'application/x-www-form-urlencoded' },
    })
    expect(urlEncoded.status).toBe(400)
    const boundary = 'x-boundary'
    const bytes = new Uint8Array([
      ...new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="label"\r\n\r\n`),
      0xff,
      ...new TextEncoder().encode(`\r\n--${boundary}--\r\n`),
    ])
    const multipart = await fetch(`${ORIGIN}/api/v1/client/addresses/1`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body: bytes,
    })
    expect(multipart.status).toBe(400)
    expect((await multipart.json()).errors).toEqual({ body: ['The form data is not UTF-8 text.'] })
  })
})
