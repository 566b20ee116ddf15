// Load test of the HTTP mock on loopback: requests/s and p50/p99 latency for a filtered shop
// listing and a signed-in cart write, then the same listing on Prism's mock for comparison.
// Usage: npx tsx scripts/bench-mock.ts [--duration 5] [--connections 10]
// The mock runs as `npm run mock` does (responses checked against openapi.yaml unless
// MOCK_VALIDATE_RESPONSES=0 is set); each server gets its own process, and both are stopped after.
import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

interface Histogram {
  average: number
  p50: number
  p99: number
}
interface AutocannonResult {
  requests: Histogram
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
const DURATION = arg('duration', 5)
const CONNECTIONS = arg('connections', 10)
const SHOP_PATH = '/api/v1/client/shop?search=pro&sort=price_asc&page=2'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

const children: ChildProcess[] = []
function start(args: string[], env: Record<string, string> = {}): ChildProcess {
  const child = spawn(process.execPath, args, {
    cwd: root,
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

/** Registers a fresh account through the outbox; returns its token and an in-stock variant id. */
async function signIn(base: string): Promise<{ token: string; variantId: number }> {
  const email = `bench-${Date.now().toString(36)}@example.com`
  await json(`${base}/api/v1/client/send-otp-register`, {
    method: 'POST',
    body: JSON.stringify({ email, name: 'Bench Runner', terms: true }),
  })
  const outbox = (await json(`${base}/__mock/outbox?email=${encodeURIComponent(email)}`)) as {
    messages: { code: string }[]
  }
  const code = outbox.messages.at(-1)?.code
  const auth = await json(`${base}/api/v1/client/verify-otp-register`, {
    method: 'POST',
    body: JSON.stringify({ email, otp: code }),
  })
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

interface Row {
  name: string
  rps: number
  p50: number
  p99: number
  non2xx: number
  errors: number
}

async function measure(name: string, options: Record<string, unknown>): Promise<Row> {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 1 }) // warm-up, not counted
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION })
  const row = {
    name,
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors + r.timeouts,
  }
  console.log(
    `${name.padEnd(44)} ${row.rps.toFixed(0).padStart(7)} req/s   p50 ${String(row.p50).padStart(4)} ms   p99 ${String(row.p99).padStart(4)} ms   non-2xx ${row.non2xx}   errors ${row.errors}`,
  )
  return row
}

async function main() {
  console.log(
    `autocannon, ${CONNECTIONS} connections, ${DURATION} s per case (after a 1 s warm-up), loopback\n`,
  )
  const mockPort = await freePort()
  const mockUrl = `http://127.0.0.1:${mockPort}`
  start(['--import', 'tsx', 'packages/mock/src/http.ts'], { PORT: String(mockPort), MOCK_QUIET: '1' })
  await waitFor(`${mockUrl}/__mock/health`)
  const { token, variantId } = await signIn(mockUrl)

  const rows: Row[] = []
  rows.push(
    await measure(`mock   GET  ${SHOP_PATH.replace('/api/v1/client', '')}`, {
      url: `${mockUrl}${SHOP_PATH}`,
    }),
  )
  // The HTTP mock caches public catalogue reads by URL; a new query each time shows the uncached cost.
  let n = 0
  rows.push(
    await measure('mock   GET  /shop, a new query each request', {
      url: mockUrl,
      requests: [
        {
          setupRequest: (request: Record<string, unknown>) => ({
            ...request,
            path: `${SHOP_PATH}&min_price=${(n++ / 100).toFixed(2)}`,
          }),
        },
      ],
    }),
  )
  rows.push(
    await measure('mock   POST /cart/addOrUpdate (signed in)', {
      url: `${mockUrl}/api/v1/client/cart/addOrUpdate`,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ variant_id: variantId, quantity: 1 }),
    }),
  )
  stopAll()

  const prismPort = await freePort()
  const prismUrl = `http://127.0.0.1:${prismPort}`
  start([
    require.resolve('@stoplight/prism-cli/dist/index.js'),
    'mock',
    'openapi.yaml',
    '-p',
    String(prismPort),
    '-h',
    '127.0.0.1',
  ])
  await waitFor(`${prismUrl}${SHOP_PATH}`)
  const prism = await measure(`prism  GET  ${SHOP_PATH.replace('/api/v1/client', '')}`, {
    url: `${prismUrl}${SHOP_PATH}`,
  })
  stopAll()

  const [cached, uncached] = rows
  console.log(`\nGET shop, mock / prism: ${(cached!.rps / prism.rps).toFixed(2)}x the requests per second`)
  console.log(`GET shop, mock without its cache / prism: ${(uncached!.rps / prism.rps).toFixed(2)}x`)
  const bad = [...rows, prism].filter((r) => r.non2xx > 0 || r.errors > 0)
  if (bad.length) {
    console.error(`Some answers were not 2xx or failed: ${bad.map((r) => r.name.trim()).join(', ')}`)
    process.exitCode = 1
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopAll()
    process.exit(130)
  })
}
try {
  await main()
} finally {
  stopAll()
}
