// The production server's throughput, latency and CPU per request, cold and cached, against its static file (the floor).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { PRODUCTION_ENV, SERVER_ENTRY } from '../apps/web/server/command.ts'
import { SIGNED_IN_PAGES, signIn } from './bench-shopper.ts'
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
const CONNECTIONS = (argument('connections') ?? '10,50').split(',').map(Number)
/** `--baseline <commit>`: that commit's server, built in a worktree, measured in turn with this one. */
const BASELINE = argument('baseline')
const COLD_ONLY = process.argv.includes('--cold-only')
/** As Chromium and Firefox ask: each server answers in the encoding it prefers among these. */
const ACCEPT_ENCODING = 'gzip, deflate, br, zstd'

interface Figures {
  rps: number
  p50: number
  p99: number
  errors: number
  requests: number
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

const wrk = process.argv.includes('--autocannon') ? null : findWrk()
/** This run's own scratch folder: another run of the bench on the machine must not remove what this one uses. */
const SCRATCH = mkdtempSync(join(tmpdir(), 'bench-serve-'))
const WRK_SCRIPT = join(SCRATCH, 'wrk.lua')
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

async function runWrk(url: string, connections: number, cookie?: string): Promise<Figures> {
  const threads = Math.min(2, connections)
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
      `accept-encoding: ${ACCEPT_ENCODING}`,
      ...(cookie ? ['-H', `cookie: ${cookie}`] : []),
      url,
    ],
    { WRK_LIMIT: String(Math.ceil(MAX_REQUESTS / threads)) },
  )
  const text = result.stdout ?? ''
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(text)?.[1])
  const requests = Number(/(\d+) requests in/.exec(text)?.[1])
  if (result.status !== 0 || !Number.isFinite(rps)) throw new Error(`wrk failed on ${url}: ${result.stderr}`)
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(text)?.[1] ?? 0)
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text)
  return {
    rps,
    p50: wrkMs(/\s50%\s+(\S+)/.exec(text)?.[1]),
    p99: wrkMs(/\s99%\s+(\S+)/.exec(text)?.[1]),
    errors: non2xx + (socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
    requests,
  }
}

async function runAutocannon(url: string, connections: number, cookie?: string): Promise<Figures> {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    maxOverallRequests: MAX_REQUESTS,
    headers: { 'accept-encoding': ACCEPT_ENCODING, ...(cookie ? { cookie } : {}) },
  })
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    requests: result.requests.total,
  }
}

interface Target {
  name: string
  base: string
  pid?: number | undefined
  cookie?: string
}

const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name may hold spaces; the fields after it do not.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  } catch {
    return undefined
  }
}

function processTree(pid: number): number[] {
  const children = new Map<number, number[]>()
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const parent = Number(statFields(Number(entry))?.[1])
    children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
  }
  const tree = [pid]
  for (let i = 0; i < tree.length; i++) tree.push(...(children.get(tree[i] as number) ?? []))
  return tree
}

function cpuMs(pids: number[]): number[] {
  return pids.map((pid) => {
    const fields = statFields(pid)
    // A process that ended during a run took its CPU with it: the run's figure is then unknown, not smaller.
    return fields ? ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND : Number.NaN
  })
}

interface Row extends Figures {
  /** Server CPU per answered request, in ms: all its processes, and the primary alone (the shared mock, with workers). */
  cpu?: number
  primaryCpu?: number
}

/** Each run loads every target in turn, so a busy moment of the machine falls on all of them alike. */
async function measure(
  targets: Target[],
  path: string,
  connections: number,
  signedIn: boolean,
): Promise<Row[]> {
  const runs = targets.map(() => [] as Figures[])
  const cpu = targets.map(() => ({ all: 0, primary: 0, requests: 0 }))
  const trees = targets.map((target) => (target.pid ? processTree(target.pid) : []))
  for (let run = 0; run < RUNS; run++) {
    for (const [i, target] of targets.entries()) {
      const url = `${target.base}${path}`
      const cookie = signedIn ? target.cookie : undefined
      // Read again each run: a worker started since then counts too.
      const tree = target.pid ? processTree(target.pid) : []
      trees[i] = tree
      const before = cpuMs(tree)
      const figures = await (wrk ? runWrk(url, connections, cookie) : runAutocannon(url, connections, cookie))
      const after = cpuMs(tree)
      const spent = after.map((ms, at) => ms - (before[at] ?? 0))
      const sum = cpu[i] as { all: number; primary: number; requests: number }
      sum.all += spent.reduce((a, b) => a + b, 0)
      sum.primary += spent[0] ?? 0
      sum.requests += figures.requests
      ;(runs[i] as Figures[]).push(figures)
    }
  }
  return targets.map((target, i) => {
    const list = runs[i] as Figures[]
    const spent = cpu[i] as { all: number; primary: number; requests: number }
    const tree = trees[i] ?? []
    return {
      rps: median(list.map((r) => r.rps)),
      p50: median(list.map((r) => r.p50)),
      p99: median(list.map((r) => r.p99)),
      errors: list.reduce((sum, r) => sum + r.errors, 0),
      requests: spent.requests,
      ...(target.pid && spent.requests > 0
        ? {
            cpu: spent.all / spent.requests,
            ...(tree.length > 1 ? { primaryCpu: spent.primary / spent.requests } : {}),
          }
        : {}),
    }
  })
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

function startServer(env: Record<string, string>, cwd = root, port = PORT): ChildProcess {
  return spawn(process.execPath, [SERVER_ENTRY], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      MOCK_QUIET: '1',
      ACCESS_LOG: 'off',
      ...PRODUCTION_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  })
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  // A primary whose workers never started would wait for them for ever.
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
  await exited
  clearTimeout(timer)
}

function build(cwd: string) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@storefront/web'], {
    cwd,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production' },
  })
  if (built.status !== 0) throw new Error(`the web build failed in ${cwd}`)
}

const baselineDir = join(SCRATCH, 'baseline')
function removeBaseline() {
  rmSync(baselineDir, { recursive: true, force: true })
  spawnSync('git', ['worktree', 'prune'], { cwd: root })
}
function prepareBaseline(ref: string) {
  removeBaseline()
  const added = spawnSync('git', ['worktree', 'add', '--detach', baselineDir, ref], {
    cwd: root,
    stdio: 'ignore',
  })
  if (added.status !== 0) throw new Error(`git worktree add ${ref} failed`)
  symlinkSync(join(root, 'node_modules'), join(baselineDir, 'node_modules'))
  build(baselineDir)
}

const rows: string[] = []
const row = (cells: (string | number)[]) => rows.push(`| ${cells.join(' | ')} |`)
const ms = (value: number | undefined) =>
  value === undefined ? '-' : Number.isNaN(value) ? '? (a process ended)' : value.toFixed(2)
const format = (f: Row, floor: Figures) => [
  Math.round(f.rps),
  `${Number(f.p50.toFixed(2))} ms`,
  `${Number(f.p99.toFixed(2))} ms`,
  (f.rps / floor.rps).toFixed(2),
  f.errors,
  ms(f.cpu),
  ms(f.primaryCpu),
]

const WARM_UP_REQUESTS = 40

async function warmUp(target: Target, path: string, signedIn: boolean) {
  const headers = {
    'accept-encoding': ACCEPT_ENCODING,
    ...(signedIn && target.cookie ? { cookie: target.cookie } : {}),
  }
  // Two at a time, so each worker of the cluster gets its share.
  const one = async () => {
    for (let i = 0; i < WARM_UP_REQUESTS / 2; i++)
      await fetch(`${target.base}${path}`, { headers }).then((answer) => answer.arrayBuffer())
  }
  await Promise.all([one(), one()])
}

async function benchServers(targets: Target[], mode: string, withSignedIn: boolean) {
  const label = (target: Target, path: string) => (targets.length > 1 ? `${path} (${target.name})` : path)
  for (const connections of CONNECTIONS) {
    const floors = await measure(targets, FLOOR, connections, false)
    for (const [i, floor] of floors.entries())
      row([label(targets[i] as Target, `${FLOOR} (floor)`), mode, connections, ...format(floor, floor)])
    const pages = [
      ...PAGES.map((path) => ({ path, signedIn: false })),
      ...(withSignedIn ? SIGNED_IN_PAGES.map((path) => ({ path, signedIn: true })) : []),
    ]
    for (const { path, signedIn } of pages) {
      // Requests first: a cached run then measures hits, and a cold one code the JIT has compiled.
      for (const target of targets) await warmUp(target, path, signedIn)
      const figures = await measure(targets, path, connections, signedIn)
      for (const [i, f] of figures.entries()) {
        const target = targets[i] as Target
        const name = signedIn ? `${path} (signed in)` : path
        row([label(target, name), mode, connections, ...format(f, floors[i] as Figures)])
      }
    }
  }
}

row([
  'path',
  'mode',
  'connections',
  'req/s',
  'p50',
  'p99',
  'x floor',
  'errors',
  'CPU ms/req',
  'primary ms/req',
])
row(['---', '---', '---', '---', '---', '---', '---', '---', '---', '---'])
const url = argument('url')
if (!url && !process.argv.includes('--no-build')) build(root)
if (!url && BASELINE) prepareBaseline(BASELINE)
const loadBefore = loadavg().map((n) => n.toFixed(1))
if (url) {
  await benchServers([{ name: 'as running', base: url }], 'as running', false)
} else {
  const modes = [['cold', { PAGE_CACHE: 'off' }] as const, ...(COLD_ONLY ? [] : [['cached', {}] as const])]
  for (const [mode, env] of modes) {
    const children = [startServer(env), ...(BASELINE ? [startServer(env, baselineDir, PORT + 1)] : [])]
    try {
      const targets: Target[] = []
      for (const [i, child] of children.entries()) {
        const base = `http://127.0.0.1:${PORT + i}`
        await waitFor(`${base}/readyz`, 60_000)
        // Signed-in pages are never cached: measured once, with the cold server.
        const cookie = mode === 'cold' ? await signIn(base) : undefined
        targets.push({
          name: i === 0 ? 'now' : `baseline ${BASELINE}`,
          base,
          pid: child.pid,
          ...(cookie ? { cookie } : {}),
        })
      }
      await benchServers(targets, mode, mode === 'cold')
    } finally {
      for (const child of children) await stopServer(child)
    }
  }
  if (BASELINE) removeBaseline()
}
console.log(
  `\n${RUNS} runs of ${SECONDS} s each (median; CPU is the sum over the runs divided by their requests), ` +
    `at most ${MAX_REQUESTS} requests per run, ${availableParallelism()} cores, ` +
    `load average (1, 5, 15 min) ${loadBefore.join(' ')} before and ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} after, ` +
    `WEB_WORKERS=${process.env.WEB_WORKERS ?? 'default'}, load from ${wrk ? `wrk (${wrk})` : 'autocannon'}\n`,
)
console.log(rows.join('\n'))
rmSync(SCRATCH, { recursive: true, force: true })
