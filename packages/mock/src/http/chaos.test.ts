import { describe, expect, it } from 'vitest'
import { call, ORIGIN, setupMockHarness } from '../testing/index.ts'
import { chaosState } from './chaos.ts'

const mock = setupMockHarness()

const chaosPost = (body: unknown) =>
  fetch(`${ORIGIN}/__mock/chaos`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  }).then(async (r) => ({ status: r.status, body: await r.json() }))

const lastCall = async () => (await (await fetch(`${ORIGIN}/__mock/requests`)).json()).data.calls[0]

/** The statuses of `count` calls of getColors, in order (0 for a dropped connection). */
async function colours(count: number): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${ORIGIN}/api/v1/client/colors`).catch(() => null)
    statuses.push(response?.status ?? 0)
  }
  return statuses
}

describe('chaos rules', () => {
  it('hits a matching request with the probability given, drawn from the seed', async () => {
    await chaosPost({ seed: 7, rules: [{ operationId: 'getColors', status: 503, probability: 0.5 }] })
    const statuses = await colours(40)
    const failed = statuses.filter((status) => status === 503).length
    expect(failed).toBeGreaterThan(8)
    expect(failed).toBeLessThan(32)
    expect(statuses.filter((status) => status !== 503).every((status) => status === 200)).toBe(true)
  })

  it('repeats the same faults when the seed is given back, and reports the seed in use', async () => {
    const set = await chaosPost({
      seed: 12345,
      rules: [{ operationId: 'getColors', status: 500, probability: 0.3 }],
    })
    expect(set.body.data.seed).toBe(12345)
    const first = await colours(20)
    await chaosPost({ seed: 12345 })
    expect(await colours(20)).toEqual(first)
    expect(new Set(first)).toEqual(new Set([200, 500]))
    expect((await (await fetch(`${ORIGIN}/__mock/chaos`)).json()).data.seed).toBe(12345)
  })

  it('answers a declared status with a contract-valid body, marked as chaos in the request log', async () => {
    mock.chaos('getCategories', { status: 503 })
    // `call` fails the test when the answer breaks openapi.yaml.
    const answer = await call('get', '/api/v1/client/categories')
    expect(answer.status).toBe(503)
    expect(answer.body.result).toBe(false)
    expect(answer.headers.get('x-mock-chaos')).toBe('rule 1: status=503')
    expect(await lastCall()).toMatchObject({
      operationId: 'getCategories',
      status: 503,
      chaos: 'rule 1: status=503',
    })
  })

  it('drops the connection for a network-failure rule, logged as status 0', async () => {
    mock.chaos('getColors', { network: true })
    await expect(fetch(`${ORIGIN}/api/v1/client/colors`)).rejects.toThrow()
    expect(await lastCall()).toMatchObject({ status: 0, chaos: 'rule 1: network failure' })
  })

  it('considers only the next N matching requests, then the rule is gone', async () => {
    mock.chaos('getColors', { status: 500, next: 2 })
    expect(chaosState().rules[0]).toMatchObject({ next: 2, remaining: 2 })
    expect(await colours(3)).toEqual([500, 500, 200])
    expect(chaosState().rules).toEqual([])
  })

  it('holds a hit request for a time within the latency range', async () => {
    mock.chaos('getColors', { latencyMs: [25, 30] })
    const started = performance.now()
    expect(await colours(1)).toEqual([200])
    expect(performance.now() - started).toBeGreaterThanOrEqual(24)
    const waited = Number(/latency=(\d+)ms/.exec((await lastCall()).chaos)?.[1])
    expect(waited).toBeGreaterThanOrEqual(25)
    expect(waited).toBeLessThanOrEqual(30)
  })

  it("applies a rule for '*' to every operation, after the operation's own rules", async () => {
    mock.chaos('*', { status: 503 })
    mock.chaos('getColors', { status: 500 })
    expect(await colours(1)).toEqual([500])
    expect((await fetch(`${ORIGIN}/api/v1/client/brands`)).status).toBe(503)
  })

  it('is forgotten on reset', async () => {
    mock.chaos('getColors', { status: 500 })
    await fetch(`${ORIGIN}/__mock/reset`, { method: 'POST' })
    expect(await colours(1)).toEqual([200])
  })
})

describe('POST /__mock/chaos refuses', () => {
  const refused: [string, unknown, string][] = [
    ['an undeclared status', { rules: [{ operationId: 'getColors', status: 418 }] }, 'rules.0.status'],
    [
      'a status not every operation declares, for *',
      { rules: [{ operationId: '*', status: 404 }] },
      'rules.0.status',
    ],
    [
      'an unknown operation',
      { rules: [{ operationId: 'noSuchOperation', status: 500 }] },
      'rules.0.operationId',
    ],
    [
      'a probability over 1',
      { rules: [{ operationId: 'getColors', status: 500, probability: 2 }] },
      'rules.0.probability',
    ],
    ['a next of 0', { rules: [{ operationId: 'getColors', status: 500, next: 0 }] }, 'rules.0.next'],
    [
      'a latency range upside down',
      { rules: [{ operationId: 'getColors', latencyMs: [50, 10] }] },
      'rules.0.latencyMs',
    ],
    [
      'a status and a network failure at once',
      { rules: [{ operationId: 'getColors', status: 500, network: true }] },
      'rules.0.network',
    ],
    ['a rule that does nothing', { rules: [{ operationId: 'getColors', probability: 1 }] }, 'rules.0.rule'],
    [
      'a key a rule does not have',
      { rules: [{ operationId: 'getColors', status: 500, code: 1 }] },
      'rules.0.code',
    ],
    ['a seed that is no whole number', { seed: -1 }, 'seed'],
    ['a key the body does not have', { rules: [], mode: 'x' }, 'mode'],
  ]
  it.each(refused)('%s, with 422 naming the field, and changes nothing', async (_, body, field) => {
    mock.chaos('getBrands', { status: 500 }, { seed: 99 })
    const before = JSON.stringify(chaosState())
    const answer = await chaosPost({
      ...(body as object),
      rules: [{ operationId: 'getColors', status: 503 }, ...((body as { rules?: unknown[] }).rules ?? [])],
    })
    expect(answer.status).toBe(422)
    expect(answer.body.result).toBe(false)
    expect(answer.body.message).toEqual(expect.any(String))
    expect(Object.keys(answer.body.errors)).toEqual([field.replace('rules.0', 'rules.1')])
    expect(JSON.stringify(chaosState())).toBe(before)
    expect(await colours(1)).toEqual([200])
  })

  it('a `__proto__` key as any key it does not know', async () => {
    const answer = await chaosPost(
      '{"__proto__":{"seed":1},"rules":[{"operationId":"getColors","status":500,"__proto__":{"network":true}}]}',
    )
    expect(answer.status).toBe(422)
    expect(Object.keys(answer.body.errors)).toEqual(['__proto__', 'rules.0.__proto__'])
    expect(chaosState().rules).toEqual([])
  })

  it('a body that is not a JSON object, with 400', async () => {
    expect((await chaosPost('[1]')).status).toBe(400)
  })

  it('in the harness: an undeclared status throws, and nothing changes', () => {
    // @ts-expect-error getColors does not declare 418
    expect(() => mock.chaos('getColors', { status: 418 })).toThrow(/does not declare status 418/)
    // @ts-expect-error not every operation declares 404
    expect(() => mock.chaos('*', { status: 404 })).toThrow(/Not every operation declares status 404/)
    expect(chaosState().rules).toEqual([])
  })
})
