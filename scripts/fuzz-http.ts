// Fuzzes the production server with its embedded mock, with API_URL on a mock process, and that mock alone (the
// verdict: fuzz-verdict.ts). FUZZ_SEED replays a run; FUZZ_REQUESTS sets the requests per server.
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { drawCases } from './fuzz-requests.ts'
import { type Outcome, sendAll } from './fuzz-send.ts'
import { startMock, startWeb, type Watched } from './fuzz-targets.ts'
import { type Afterwards, judge, problemOf } from './fuzz-verdict.ts'

const ROOT = join(import.meta.dirname, '..')
const DEFAULT_SEED = 20_261_128
const seed = Number(process.env.FUZZ_SEED ?? DEFAULT_SEED)
const perServer = Number(process.env.FUZZ_REQUESTS ?? 1300)
if (!Number.isSafeInteger(seed) || !Number.isInteger(perServer) || perServer < 1) {
  console.error('FUZZ_SEED and FUZZ_REQUESTS must be whole numbers')
  process.exit(2)
}
if (!existsSync(join(ROOT, 'apps/web/dist/index.html')) || !existsSync(join(ROOT, 'apps/web/dist-server')))
  throw new Error('No build of the web app: run npm run build -w @storefront/web first')

/** A request the app makes every day, after the fuzzing: it must still work. */
async function normalRequest(target: Watched, path: string, expect: RegExp): Promise<Afterwards> {
  const name = `${target.name}, GET ${path} afterwards`
  try {
    const answer = await fetch(`${target.url}${path}`, { signal: AbortSignal.timeout(15_000) })
    const text = await answer.text()
    const ok = answer.status === 200 && expect.test(text)
    return { name, ok, detail: ok ? 'ok' : `answered ${answer.status}: ${text.slice(0, 120)}` }
  } catch (error) {
    return { name, ok: false, detail: String(error) }
  }
}

const FAILED_REQUESTS = join(ROOT, 'test-results/fuzz-failed-requests.ndjson')

function failedRequests(outcomes: readonly Outcome[]): string {
  return outcomes
    .flatMap((outcome) => {
      const problem = problemOf(outcome)
      if (!problem) return []
      const { head, body = [], pauseMs, end } = outcome.fuzzCase.request
      const pieces = body.map((piece) =>
        piece.length > 2000
          ? `${piece.subarray(0, 2000).toString('latin1')}…(${piece.length} bytes)`
          : piece.toString('latin1'),
      )
      return [JSON.stringify({ target: outcome.target, problem, head, body: pieces, pauseMs, end })]
    })
    .join('\n')
}

const started = performance.now()
console.log(`seed ${seed} (FUZZ_SEED=${seed} replays this run), ${perServer} requests per server`)
const cases = drawCases(seed, perServer)
const targets: Watched[] = []
let failed = true
try {
  const mock = await startMock('mock')
  targets.push(mock)
  const [embedded, withApi] = await Promise.all([
    startWeb('web-embedded-mock', { WEB_WORKERS: '2' }),
    startWeb('web-api-url', { WEB_WORKERS: '1', API_URL: mock.url }),
  ])
  targets.push(embedded, withApi)
  const sending = performance.now()
  const outcomes: Outcome[] = (
    await Promise.all(targets.map((target) => sendAll(target.name, target.url, cases)))
  ).flat()
  const sendSeconds = (performance.now() - sending) / 1000
  const afterwards = await Promise.all([
    normalRequest(mock, '/api/v1/client/allSettings', /"result":true/),
    normalRequest(embedded, '/shop', /<div id="root"><[a-z]/),
    normalRequest(embedded, '/api/v1/client/home', /"result":true/),
    normalRequest(withApi, '/shop', /<div id="root"><[a-z]/),
  ])
  const verdict = judge(
    outcomes,
    targets.map((target) => target.report()),
    afterwards,
  )
  const endings = new Map<string, number>()
  for (const { answer } of outcomes) {
    const key = answer.ending === 'answered' ? String(answer.status) : answer.ending
    endings.set(key, (endings.get(key) ?? 0) + 1)
  }
  console.log(
    `${verdict.count} requests to ${targets.length} servers in ${sendSeconds.toFixed(1)} s: ${[...endings]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([key, n]) => `${key} ×${n}`)
      .join(', ')}`,
  )
  if (verdict.slowest) {
    const { target, answer, fuzzCase } = verdict.slowest
    console.log(
      `slowest answer: ${Math.round(answer.ms)} ms, ${answer.status} from ${target}: ${fuzzCase.label}`,
    )
  }
  if (verdict.failures.length > 0) {
    console.log(`${verdict.failures.length} failure(s), seed ${seed}:`)
    for (const line of verdict.failures.slice(0, 60)) console.log(`  - ${line}`)
    if (verdict.failures.length > 60) console.log(`  … and ${verdict.failures.length - 60} more`)
    writeFileSync(FAILED_REQUESTS, failedRequests(outcomes))
    console.log(`each failed request byte for byte: ${FAILED_REQUESTS}`)
  } else failed = false
} finally {
  await Promise.all(targets.map((target) => target.stop()))
  console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s in all)`)
}
process.exit(failed ? 1 : 0)
