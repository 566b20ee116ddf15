// The contract journey through a mock in hybrid mode: its HAR holds the backend's traffic, so
// --diff shows the backend's drift on the operations it answered and none on the mocked ones.
import { startMockServer } from '@storefront/mock/http'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { diffRuns } from './drift.ts'
import type { Har } from './har.ts'
import { recordJourney, replayJourney } from './recording.ts'
import { type DriftedBackend, startDriftedBackend } from './testing/drifted-backend.ts'
import { loadContract } from './validate.ts'

const contract = loadContract()
// Two of the drifted backend's plants sit on these: answered by the mock, they are not drift.
const MOCKED = ['getTeamMembers', 'getCategories']
let upstream: Awaited<ReturnType<typeof startMockServer>>
let hybrid: Awaited<ReturnType<typeof startMockServer>>
let backend: DriftedBackend
let recorded: Har
let logged: { operationId: string; source?: string; contract?: { reason: string } }[] = []

beforeAll(async () => {
  process.env.MOCK_QUIET = '1'
  upstream = await startMockServer({ port: 0 })
  backend = await startDriftedBackend(upstream.url)
  hybrid = await startMockServer({ port: 0, hybrid: { backend: backend.url, mock: MOCKED } })
  // The log keeps the last 100 calls: read it while the journey runs, so none is missed.
  const seen = new Map<number, (typeof logged)[number]>()
  const poll = setInterval(async () => {
    const answer = await fetch(`${hybrid.url}/__mock/requests`).catch(() => null)
    const calls = ((await answer?.json())?.data?.calls ?? []) as ((typeof logged)[number] & { id: number })[]
    for (const call of calls) seen.set(call.id, call)
  }, 50)
  try {
    recorded = (await recordJourney({ baseUrl: hybrid.url })).har
  } finally {
    clearInterval(poll)
  }
  const last = (await (await fetch(`${hybrid.url}/__mock/requests`)).json()).data.calls
  for (const call of last) seen.set(call.id, call)
  logged = [...seen.values()]
}, 90_000)

afterAll(async () => {
  await hybrid?.close()
  await backend?.close()
  await upstream?.close()
})

it("records the backend's traffic as HAR, and --diff finds its drift on the operations it answered, none on the mocked ones", async () => {
  const prices = recorded.log.entries
    .filter((e) => e._operation === 'getProducts' && e.response.status === 200)
    .map((e) => JSON.parse(e.response.content.text).data?.[0]?.price)
  expect(prices.length).toBeGreaterThan(0)
  expect(typeof prices[0]).toBe('string')
  await fetch(`${upstream.url}/__mock/reset`, { method: 'POST' })
  const plain = (await replayJourney(recorded, { baseUrl: upstream.url })).har
  const { drifts } = diffRuns({
    recorded,
    mock: plain,
    contract,
    recordedSource: 'hybrid.har',
    mockSource: 'mock',
  })
  expect(drifts.some((d) => d.operation === 'getProducts' && d.kind === 'type')).toBe(true)
  expect(drifts.filter((d) => MOCKED.includes(d.operation))).toEqual([])
})

it("marks the backend's contract violations in the hybrid mock's request log, and the mocked calls as the mock's", () => {
  const products = logged.find((c) => c.operationId === 'getProducts')
  expect(products).toMatchObject({
    source: 'backend',
    contract: { reason: expect.stringMatching(/price must be number/) },
  })
  expect(logged.find((c) => c.operationId === 'getCategories')).toMatchObject({ source: 'mock' })
  expect(logged.find((c) => c.operationId === 'getCategories')?.contract).toBeUndefined()
})
