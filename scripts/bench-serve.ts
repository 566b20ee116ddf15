// The production server's throughput and latency, cold and cached, against its static file (the floor).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { PRODUCTION_ENV, SERVER_ENTRY } from '../apps/web/server/command.ts'
import { findWrk } from './wrk.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}
const SECONDS = Number(argument('seconds') ?? 5)
const RUNS = Number(argument('runs') ?? 3)
// Far above a run's count, so it bounds without capping: wrk divides by the whole duration.
const MAX_REQUESTS = 250_000
const PORT = Number(process.env.BENCH_PORT ?? 4310)
const FLOOR = '/favicon.svg'
const PAGES = ['/', '/shop', '/product/1']
const CONNECTIONS = [10, 50]

interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const wrk = process.argv.includes('--autocannon') ? null : findWrk()
const WRK_SCRIPT = join(tmpdir(), 'bench-serve-wrk.lua')
writeFileSync(
  WRK_SCRIPT,
  `local answered = 0\nlocal limit = tonumber(os.getenv("WRK_LIMIT"))\n` +
    'function response() answered = answered + 1; if answered >= limit then wrk.thread:stop() end end\n',
)

function wrkMs(text: string | undefined): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text ?? '')
  if (!match) return Number.NaN
  const value = Number(match[1])
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value
}

/** Asynchronous, so this process keeps noticing the connections the server closes meanwhile. */
function wrkOutput(
  args: string[],
  env: Record<string, string>,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(wrk as string, args, { env: { ...process.env, ...env } })
    let stdout = ''
    let stderr = ''
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.stderr.on('data', (chunk) => {
      stderr += chunk
    })
    const timer = setTimeout(() => child.kill('SIGKILL'), (SECONDS + 30) * 1000)
    child.on('close', (status) => {
      clearTimeout(timer)
      resolve({ status, stdout, stderr })
    })
  })
}

async function runWrk(url: string, connections: number): Promise<Figures> {
  const threads = Math.min(2, connections)
  // Options first, then the URL.
  const result = await wrkOutput(
    [
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${SECONDS}s`,
      '--timeout',
      '10s',
      '--latency',
      '-s',
      WRK_SCRIPT,
      '-H',
      'accept-encoding: br, gzip',
      url,
    ],
    { WRK_LIMIT: String(Math.ceil(MAX_REQUESTS / threads)) },
  )
  const text = result.stdout ?? ''
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1])
  if (result.status !== 0 || !Number.isFinite(rps)) throw new Error(`wrk failed on ${url}: ${result.stderr}`)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text)
  return {
    rps,
    p50: wrkMs(/\s50%\s+(\S+)/.exec(text)?.[1]),
    p99: wrkMs(/\s99%\s+(\S+)/.exec(text)?.[1]),
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  }
}

async function runAutocannon(url: string, connections: number): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    maxOverallRequests: MAX_REQUESTS,
    headers: { 'accept-encoding': 'br, gzip' },
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  }
}

async function measure(base: string, path: string, connections: number): Promise<Figures> {
  const runs: Figures[] = []
  for (let run = 0; run < RUNS; run++) {
    const url = `${base}${path}`
    runs.push(await (wrk ? runWrk(url, connections) : runAutocannon(url, connections)))
  }
  return {
    rps: median(runs.map((r) => r.rps)),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
  }
}

async function waitFor(url: string, ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`${url} did not answer within ${ms} ms`)
}

function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      MOCK_QUIET: '1',
      ACCESS_LOG: 'off',
      ...PRODUCTION_ENV,
      HOST: '127.0.0.1',
      PORT: String(PORT),
      ...env,
    },
  })
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

const rows: string[] = []
const row = (cells: (string | number)[]) => rows.push(`| ${cells.join(' | ')} |`)
const format = (f: Figures, floor: Figures) => [
  Math.round(f.rps),
  `${Number(f.p50.toFixed(2))} ms`,
  `${Number(f.p99.toFixed(2))} ms`,
  (f.rps / floor.rps).toFixed(2),
  f.errors,
]

async function benchServer(base: string, mode: string) {
  for (const connections of CONNECTIONS) {
    const floor = await measure(base, FLOOR, connections)
    row([`${FLOOR} (floor)`, mode, connections, ...format(floor, floor)])
    for (const page of PAGES) {
      // One request first, so a cached run measures hits, not the first render.
      await fetch(`${base}${page}`, { headers: { 'accept-encoding': 'br, gzip' } })
      row([page, mode, connections, ...format(await measure(base, page, connections), floor)])
    }
  }
}

row(['path', 'mode', 'connections', 'req/s', 'p50', 'p99', 'x floor', 'errors'])
row(['---', '---', '---', '---', '---', '---', '---', '---'])
const url = argument('url')
if (!url && !process.argv.includes('--no-build')) {
  const build = spawnSync('npm', ['run', 'build', '-w', '@storefront/web'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (build.status !== 0) throw new Error('the web build failed')
}
const loadBefore = loadavg()[0]?.toFixed(1)
if (url) {
  await benchServer(url, 'as running')
} else {
  for (const [mode, env] of [
    ['cold', { PAGE_CACHE: 'off' }],
    ['cached', {}],
  ] as const) {
    const child = startServer(env)
    try {
      await waitFor(`http://127.0.0.1:${PORT}/readyz`, 60_000)
      await benchServer(`http://127.0.0.1:${PORT}`, mode)
    } finally {
      await stopServer(child)
    }
  }
}
console.log(
  `\n${RUNS} runs of ${SECONDS} s each (median), at most ${MAX_REQUESTS} requests per run, ` +
    `${availableParallelism()} cores, load average ${loadBefore} before and ${loadavg()[0]?.toFixed(1)} after, ` +
    `WEB_WORKERS=${process.env.WEB_WORKERS ?? 'default'}, load from ${wrk ? `wrk (${wrk})` : 'autocannon'}\n`,
)
console.log(rows.join('\n'))
