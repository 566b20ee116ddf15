// The HTTP mock beside Prism's, cases taking turns; `--baseline` and `--uncached` as decision 0043 describes them.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { readFileSync, rmSync, symlinkSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { registerThroughOutbox } from '@storefront/mock/testing'
import { freePort } from './free-port.ts'

interface Histogram {
  average: number
  p50: number
  p99: number
}
interface AutocannonResult {
  requests: Histogram & { total: number }
  latency: Histogram
  non2xx: number
  errors: number
  timeouts: number
}
type Autocannon = (options: Record<string, unknown>) => Promise<AutocannonResult>

const require = createRequire(import.meta.url)
// autocannon ships no types; only the fields above are read.
const autocannon = require('autocannon') as Autocannon
const root = fileURLToPath(new URL('..', import.meta.url))

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`)
  const value = i > 0 ? Number(process.argv[i + 1]) : Number.NaN
  return Number.isFinite(value) && value > 0 ? value : fallback
}
const DURATION = arg('duration', 3)
const RUNS = arg('runs', 5)
const CONNECTIONS = arg('connections', 10)
const SHOP_PATH = '/api/v1/client/shop?search=pro&sort=price_asc&page=2'
const baselineAt = process.argv.indexOf('--baseline')
const BASELINE = baselineAt > 0 ? process.argv[baselineAt + 1] : undefined
const UNCACHED_ONLY = process.argv.includes('--uncached')

const children: ChildProcess[] = []
function start(args: string[], env: Record<string, string> = {}, cwd = root): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr = (stderr + String(chunk)).slice(-2000)
  })
  child.once('exit', (code) => {
    if (code && code !== 0 && children.includes(child)) console.error(`child exited ${code}: ${stderr}`)
  })
  children.push(child)
  return child
}

function stopAll() {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGTERM')
}

async function waitFor(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    try {
      const response = await fetch(url)
      await response.arrayBuffer()
      if (response.status < 500) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`)
}

async function json(url: string, init?: RequestInit): Promise<Record<string, unknown>> {
  const response = await fetch(url, {
    ...init,
    headers: { 'content-type': 'application/json', ...(init?.headers as Record<string, string>) },
  })
  const body = (await response.json()) as Record<string, unknown>
  if (!response.ok)
    throw new Error(`${init?.method ?? 'GET'} ${url}: ${response.status} ${JSON.stringify(body)}`)
  return body
}

async function signIn(base: string): Promise<{ token: string; variantId: number }> {
  const email = `bench-${Date.now().toString(36)}@example.com`
  const auth = await registerThroughOutbox(base, email, { name: 'Bench Runner' })
  const list = (await json(`${base}/api/v1/client/products?per_page=50`)) as {
    data: { id: number; in_stock: boolean; pre_order: boolean }[]
  }
  for (const p of list.data.filter((x) => x.in_stock && !x.pre_order)) {
    const detail = (await json(`${base}/api/v1/client/product/${p.id}`)) as {
      data: { variants: { id: number; stock: number; pre_order: boolean }[] }
    }
    const variant = detail.data.variants.find((v) => !v.pre_order && v.stock > 0)
    if (variant) return { token: String(auth.token), variantId: variant.id }
  }
  throw new Error('no in-stock variant to put in the cart')
}

interface Sample {
  rps: number
  p50: number
  p99: number
  bad: number
  /** The server process's CPU time per answer: on a busy machine, steadier than requests per second. */
  cpuMs: number
}

interface Case {
  name: string
  options: Record<string, unknown>
  samples: Sample[]
  server: ChildProcess
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100

/** User and system CPU seconds a process has used so far (Linux /proc), NaN elsewhere. */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND
  } catch {
    return Number.NaN
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2
}

async function run(c: Case, duration: number): Promise<Sample> {
  const cpuBefore = cpuSeconds(c.server.pid)
  const r = await autocannon({ ...c.options, connections: CONNECTIONS, duration })
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    bad: r.non2xx + r.errors + r.timeouts,
    cpuMs: ((cpuSeconds(c.server.pid) - cpuBefore) * 1000) / Math.max(1, r.requests.total),
  }
}

function report(c: Case): string {
  const rps = c.samples.map((s) => s.rps)
  const spread = `${Math.min(...rps).toFixed(0)}-${Math.max(...rps).toFixed(0)}`
  return `${c.name.padEnd(64)} ${median(rps).toFixed(0).padStart(7)} req/s (${spread.padStart(11)})   p50 ${String(median(c.samples.map((s) => s.p50))).padStart(4)} ms   p99 ${String(median(c.samples.map((s) => s.p99))).padStart(4)} ms   CPU ${median(c.samples.map((s) => s.cpuMs)).toFixed(2)} ms/req   failed ${c.samples.reduce((n, s) => n + s.bad, 0)}`
}

const baselineDir = `${root}.bench/mock-baseline`
function removeBaseline() {
  rmSync(baselineDir, { recursive: true, force: true })
  execFileSync('git', ['worktree', 'prune'], { cwd: root })
}

function startBaseline(ref: string, port: number): ChildProcess {
  removeBaseline()
  execFileSync('git', ['worktree', 'add', '--detach', baselineDir, ref], { cwd: root, stdio: 'ignore' })
  symlinkSync(`${root}node_modules`, `${baselineDir}/node_modules`)
  return start(
    ['--import', 'tsx', 'packages/mock/src/cli.ts'],
    { PORT: String(port), MOCK_QUIET: '1' },
    baselineDir,
  )
}

/** A GET of the shop with a new query each request: it misses the mock's per-URL read cache. */
function uncachedCase(name: string, url: string, server: ChildProcess): Case {
  let n = 0
  return {
    name,
    server,
    samples: [],
    options: {
      url,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            path: `${SHOP_PATH}&min_price=${(n++ / 100).toFixed(2)}`,
          }),
        },
      ],
    },
  }
}

async function startServers() {
  const mockPort = await freePort()
  const mockUrl = `http://127.0.0.1:${mockPort}`
  const mock = start(['--import', 'tsx', 'packages/mock/src/cli.ts'], {
    PORT: String(mockPort),
    MOCK_QUIET: '1',
  })
  const prismPort = await freePort()
  const prismUrl = `http://127.0.0.1:${prismPort}`
  const prismServer = start([
    require.resolve('@stoplight/prism-cli/dist/index.js'),
    'mock',
    'openapi.yaml',
    '-p',
    String(prismPort),
    '-h',
    '127.0.0.1',
  ])
  const baselineUrl = BASELINE ? `http://127.0.0.1:${await freePort()}` : null
  const baseline = BASELINE && baselineUrl ? startBaseline(BASELINE, Number(new URL(baselineUrl).port)) : null
  await waitFor(`${mockUrl}/__mock/health`)
  await waitFor(`${prismUrl}${SHOP_PATH}`)
  if (baselineUrl) await waitFor(`${baselineUrl}/__mock/health`)
  return { mockUrl, mock, prismUrl, prismServer, baselineUrl, baseline }
}

function printRatios(uncached: Case, before: Case | null, cached: Case | null, prism: Case) {
  const ratio = (c: Case, to = prism) =>
    (median(c.samples.map((s) => s.rps)) / median(to.samples.map((s) => s.rps))).toFixed(2)
  // CPU per answer, the other way up: how many answers the mock gives for the CPU one costs the other.
  const cpuRatio = (c: Case, to = prism) =>
    (median(to.samples.map((s) => s.cpuMs)) / median(c.samples.map((s) => s.cpuMs))).toFixed(2)
  console.log(
    `\nGET shop, mock doing the whole work / Prism: ${ratio(uncached)}x the requests per second, ${cpuRatio(uncached)}x the answers per CPU second`,
  )
  if (before) {
    console.log(
      `GET shop, baseline ${BASELINE} doing the whole work / Prism: ${ratio(before)}x the requests per second, ${cpuRatio(before)}x the answers per CPU second`,
    )
    console.log(
      `GET shop, mock / baseline ${BASELINE}, both uncached: ${ratio(uncached, before)}x the requests per second, ${cpuRatio(uncached, before)}x the answers per CPU second`,
    )
  }
  if (cached)
    console.log(
      `GET shop, mock's per-URL read cache / Prism's static example (neither computes the listing per request): ${ratio(cached)}x`,
    )
}

async function main() {
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${RUNS} runs of ${DURATION} s per case (cases take turns, a 1 s warm-up each first), loopback; medians, requests/s range in brackets\n`,
  )
  const { mockUrl, mock, prismUrl, prismServer, baselineUrl, baseline } = await startServers()
  const { token, variantId } = await signIn(mockUrl)

  const short = SHOP_PATH.replace('/api/v1/client', '')
  const uncached = uncachedCase('mock   GET  /shop, a new query each request', mockUrl, mock)
  const before =
    baselineUrl && baseline
      ? uncachedCase(`base   GET  /shop, a new query each request (${BASELINE})`, baselineUrl, baseline)
      : null
  const cached: Case = {
    name: `mock   GET  ${short} (read cache)`,
    server: mock,
    samples: [],
    options: { url: `${mockUrl}${SHOP_PATH}` },
  }
  const write: Case = {
    name: 'mock   POST /cart/addOrUpdate (signed in)',
    server: mock,
    samples: [],
    options: {
      url: `${mockUrl}/api/v1/client/cart/addOrUpdate`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
    },
  }
  const prism: Case = {
    name: `prism  GET  ${short} (static example)`,
    server: prismServer,
    samples: [],
    options: { url: `${prismUrl}${SHOP_PATH}` },
  }
  const cases = [uncached, ...(before ? [before] : []), ...(UNCACHED_ONLY ? [] : [cached, write]), prism]
  for (const c of cases) await run(c, 1)
  for (let i = 0; i < RUNS; i++) for (const c of cases) c.samples.push(await run(c, DURATION))
  stopAll()

  for (const c of cases) console.log(report(c))
  printRatios(uncached, before, UNCACHED_ONLY ? null : cached, prism)
  const bad = cases.filter((c) => c.samples.some((s) => s.bad > 0))
  if (bad.length) {
    console.error(`Some answers were not 2xx or failed: ${bad.map((c) => c.name.trim()).join(', ')}`)
    process.exitCode = 1
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll()
    if (BASELINE) removeBaseline()
    process.exit(130)
  })
}
try {
  await main()
} finally {
  stopAll()
  if (BASELINE) removeBaseline()
}
