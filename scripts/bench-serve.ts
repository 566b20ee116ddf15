// Throughput and latency of the production server, cold and cached, each as a ratio to the same server
// sending a small static file (this machine's floor). Loopback only, bounded in time and requests.
// Usage: npm run bench:serve [-- --seconds 5 --runs 3 --no-build --url http://127.0.0.1:4310]
// --url measures a server already running there, once, as it is configured.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { availableParallelism, loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { PRODUCTION_ENV, SERVER_ENTRY } from '../apps/web/server/command.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const argument = (name: string) => {
  const at = process.argv.indexOf(`--${name}`)
  return at > 0 ? process.argv[at + 1] : undefined
}
const SECONDS = Number(argument('seconds') ?? 5)
const RUNS = Number(argument('runs') ?? 3)
const MAX_REQUESTS = 50_000
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

async function measure(base: string, path: string, connections: number): Promise<Figures> {
  const runs: Figures[] = []
  for (let run = 0; run < RUNS; run++) {
    const result = await autocannon({
      url: `${base}${path}`,
      connections,
      duration: SECONDS,
      maxOverallRequests: MAX_REQUESTS,
      headers: { 'accept-encoding': 'br, gzip' },
    })
    runs.push({
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
    })
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
  `${f.p50} ms`,
  `${f.p99} ms`,
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
    `WEB_WORKERS=${process.env.WEB_WORKERS ?? 'default'}\n`,
)
console.log(rows.join('\n'))
