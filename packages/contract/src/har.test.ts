import { afterEach, expect, it, vi } from 'vitest'
import { contractFingerprint, createHarRecorder, MASK } from './har.ts'
import { DEFAULT_SPEC_PATH, loadContract } from './validate.ts'

afterEach(() => vi.unstubAllGlobals())

it('saves an exchange as HAR with its secrets masked and its volatile values marked', async () => {
  vi.stubGlobal('fetch', async () =>
    Response.json(
      { result: true, token: '42|secret-token', client: { id: 7, member_since: '2026-01-02', name: 'Nora' } },
      { headers: { 'content-language': 'en', date: 'Wed, 25 Nov 2026 10:00:00 GMT' } },
    ),
  )
  const recorder = createHarRecorder(contractFingerprint(DEFAULT_SPEC_PATH), '1.0.0')
  await recorder.fetch(
    new Request('http://shop.test/api/v1/client/orders/31?token=abc', {
      method: 'POST',
      headers: {
        authorization: 'Bearer 42|secret-token',
        'idempotency-key': 'order-key-1234',
        'content-type': 'application/json',
      },
      body: JSON.stringify({ email: 'nora@example.com', otp: '123456', recaptcha_token: 'cap_1' }),
    }),
  )
  const har = recorder.har()
  const text = JSON.stringify(har)
  expect(text).not.toMatch(/secret-token|123456|cap_1|token=abc/)
  expect(har.log.creator.comment).toMatch(/^openapi\.yaml \S+ sha256:[0-9a-f]{16}$/)
  const [entry] = har.log.entries
  expect(entry?.request.headers).toContainEqual({ name: 'authorization', value: `Bearer ${MASK}` })
  expect(JSON.parse(entry?.request.postData?.text ?? '')).toEqual({
    email: 'nora@example.com',
    otp: MASK,
    recaptcha_token: MASK,
  })
  expect(JSON.parse(entry?.response.content.text ?? '').client.name).toBe('Nora')
  expect(entry?._volatile.sort()).toEqual(
    [
      'request.path[5]',
      'request.header.idempotency-key',
      'request.body.email',
      'response.header.date',
      'response.body.client.id',
      'response.body.client.member_since',
    ].sort(),
  )
})

it('masks the cookies sent and the cookies set', async () => {
  const answer = new Headers({ 'content-type': 'application/json' })
  answer.append('set-cookie', 'auth_token=42|secret-token; Path=/; HttpOnly')
  answer.append('set-cookie', 'XSRF-TOKEN=xsrf-secret; Path=/')
  vi.stubGlobal('fetch', async () => new Response('{"result":true}', { headers: answer }))
  const recorder = createHarRecorder(contractFingerprint(DEFAULT_SPEC_PATH), '1.0.0')
  await recorder.fetch(
    new Request('http://shop.test/api/v1/client/me', {
      headers: { cookie: 'auth_token=42|secret-token; XSRF-TOKEN=xsrf-secret; lang=ar' },
    }),
  )
  const [entry] = recorder.har().log.entries
  expect(JSON.stringify(entry)).not.toMatch(/secret-token|xsrf-secret/)
  expect(entry?.request.headers).toContainEqual({ name: 'cookie', value: MASK })
  const set = entry?.response.headers.filter((h) => h.name === 'set-cookie') ?? []
  expect(set.length).toBeGreaterThan(0)
  expect(set.every((h) => h.value === MASK)).toBe(true)
})

it('names the journey step and the operation of each exchange, so a diff can pair calls by both', async () => {
  vi.stubGlobal('fetch', async () => Response.json({ result: true }))
  const recorder = createHarRecorder(contractFingerprint(DEFAULT_SPEC_PATH), '1.0.0', loadContract())
  await recorder.fetch(
    new Request('http://shop.test/api/v1/client/orders/31/cancel', { method: 'POST' }),
    'cancel order',
  )
  await recorder.fetch(new Request('http://shop.test/api/v1/client/home', { method: 'PUT' }), 'PUT home')
  expect(recorder.entries.map((e) => [e._step, e._operation])).toEqual([
    ['cancel order', 'cancelOrder'],
    ['PUT home', 'PUT /api/v1/client/home'],
  ])
})
