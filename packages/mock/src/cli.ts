#!/usr/bin/env node
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { openapi } from './http/contract.ts'
import { ALLOWED_ORIGINS_ENV, parseOrigins } from './http/dev-origins.ts'
import { parseMediaOrigin, setMediaOrigin } from './seed/media.ts'

const USAGE = `Usage: storefront-mock [--port N] [--host H] [--delay MS] [--chaos-seed S] [--allow-origin O]... [--media-origin URL]
                       [--backend URL [--mock operationId,...] [--backend-timeout MS]] [--quiet] [--version]
       storefront-mock ctl --url <mock> <command>   (drives a running mock; ctl --help lists the commands)

Serves the storefront's mock API (openapi.yaml) over HTTP.
  --port N     port to listen on (default: $PORT or 4010; 0 picks a free one)
  --host H     address to listen on (default: $HOST or 127.0.0.1)
  --delay MS   delay every answer by MS milliseconds (default: $MOCK_DELAY or 0)
  --chaos-seed S
               the seed of the chaos rules' random draws, to repeat a run (default: $MOCK_CHAOS_SEED,
               else a random one, printed at start)
  --allow-origin O
               a browser origin, besides the loopback ones and the mock's own, that may
               call /__mock/* (repeatable; also $MOCK_ALLOWED_ORIGINS, comma-separated)
  --media-origin URL
               answer image URLs as absolute addresses on this http(s) origin, as a backend
               with a CDN would (default: $MOCK_MEDIA_ORIGIN, else paths on the mock itself);
               any server of the mock's /mock-images/ paths serves them, e.g. a second mock
  --backend URL
               hybrid mode: pass every /api/... request on to this real backend, except the
               operations named in --mock, and check its answers against openapi.yaml
               (default: $MOCK_BACKEND)
  --mock IDS   operation ids the mock answers itself in hybrid mode, comma-separated
               (default: $MOCK_ONLY)
  --world-idle-minutes N
               forget an isolated world (X-Mock-Session) unused this long (default:
               $MOCK_WORLD_IDLE_MINUTES or 30)
  --worlds-max N
               keep at most N isolated worlds, the least recently used going first (default:
               $MOCK_WORLDS_MAX or 200)
  --backend-timeout MS
               how long the backend may stay silent (connecting, before or within its answer)
               before the call is a network failure, answered 502 (default: $MOCK_BACKEND_TIMEOUT_MS
               or 10000)
  --quiet      print only the address, not the OTP codes ("[mock mail]" lines)
  --version    this mock's version and the openapi.yaml it serves
Exit codes: 0 stopped, 2 bad input or the port could not be taken.`

if (process.argv[2] === 'ctl') {
  const { runCtl } = await import('./ctl.ts')
  const code = await runCtl(process.argv.slice(3), {
    out: (line) => console.info(line),
    err: (line) => console.error(line),
    env: process.env,
  })
  process.exit(code)
}

function fail(message: string): never {
  console.error(`storefront-mock: ${message} (see --help)`)
  process.exit(2)
}

function wholeNumber(name: string, value: string, max: number): number {
  const n = Number(value)
  if (value.trim() === '' || !Number.isInteger(n) || n < 0 || n > max)
    fail(`--${name} must be a whole number from 0 to ${max}, not "${value}"`)
  return n
}

let args: ReturnType<typeof parseOptions>
function parseOptions() {
  return parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      delay: { type: 'string' },
      'chaos-seed': { type: 'string' },
      'allow-origin': { type: 'string', multiple: true },
      'media-origin': { type: 'string' },
      backend: { type: 'string' },
      mock: { type: 'string', multiple: true },
      'backend-timeout': { type: 'string' },
      'world-idle-minutes': { type: 'string' },
      'worlds-max': { type: 'string' },
      quiet: { type: 'boolean' },
      version: { type: 'boolean', short: 'v' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
    allowPositionals: false,
  }).values
}
try {
  args = parseOptions()
} catch (error) {
  fail((error as Error).message.split('\n')[0] ?? 'bad arguments')
}

if (args.help) {
  console.info(USAGE)
  process.exit(0)
}

function version(): string {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    version: string
  }
  const comment = (openapi as { $comment?: string }).$comment ?? ''
  const contract = /openapi\.yaml \S+ sha256:[0-9a-f]+/.exec(comment)?.[0] ?? 'openapi.yaml (no fingerprint)'
  return `storefront-mock ${pkg.version} (${contract})`
}

if (args.version) {
  console.info(version())
  process.exit(0)
}

const port = wholeNumber('port', args.port ?? process.env.PORT ?? '4010', 65_535)
const host = args.host ?? process.env.HOST ?? '127.0.0.1'
if (host.trim() === '') fail('--host must name an address')
const mediaOrigin = args['media-origin'] ?? process.env.MOCK_MEDIA_ORIGIN
if (mediaOrigin !== undefined) {
  const parsed = parseMediaOrigin(mediaOrigin)
  if (parsed === null)
    fail(`--media-origin must be an http(s) origin such as http://127.0.0.1:4011, not "${mediaOrigin}"`)
  // Before the seed is laid down, which importing the server does.
  setMediaOrigin(parsed)
}
if (args.quiet) process.env.MOCK_QUIET = '1'
if (args['chaos-seed'] !== undefined) {
  const n = Number(args['chaos-seed'])
  if (!Number.isInteger(n) || n < 0 || n > 0xffff_ffff || args['chaos-seed'].trim() === '')
    fail(`--chaos-seed must be a whole number from 0 to 4294967295, not "${args['chaos-seed']}"`)
  // Read when the chaos module loads, which importing the server does.
  process.env.MOCK_CHAOS_SEED = String(n)
}
let allowedOrigins: string[] = []
try {
  parseOrigins(process.env[ALLOWED_ORIGINS_ENV])
  allowedOrigins = parseOrigins((args['allow-origin'] ?? []).join(','))
} catch (error) {
  fail(`--allow-origin and ${ALLOWED_ORIGINS_ENV} take http(s) origins: ${(error as Error).message}`)
}
const hybrid = await hybridOptions()
const { mockConfig } = await import('./http/config.ts')
const { chaosState } = await import('./http/chaos.ts')
const { startMockServer } = await import('./http.ts')
if (args.delay !== undefined) mockConfig.update({ delayMs: wholeNumber('delay', args.delay, 60_000) })

const worlds = {
  ...(args['world-idle-minutes'] === undefined
    ? {}
    : { idleMinutes: Math.max(1, wholeNumber('world-idle-minutes', args['world-idle-minutes'], 525_600)) }),
  ...(args['worlds-max'] === undefined
    ? {}
    : { max: Math.max(1, wholeNumber('worlds-max', args['worlds-max'], 100_000)) }),
}
const server = await startMockServer({
  port,
  host,
  allowedOrigins,
  worlds,
  ...(hybrid ? { hybrid } : {}),
}).catch((error: NodeJS.ErrnoException) =>
  fail(`cannot listen on ${host}:${port}: ${error.code ?? error.message}`),
)
const { url } = server

const { seed } = chaosState()
if (args.quiet) console.info(`Storefront mock API listening on ${url} (chaos seed ${seed})`)
else
  console.info(`Storefront mock API listening on ${url}

  API            ${url}/api/v1/client/...   (openapi.yaml)
  API reference  ${url}/__mock/docs   (every operation, with try-it)
  Health         GET  ${url}/__mock/health
  Reset data     POST ${url}/__mock/reset
  Failure knobs  GET|POST ${url}/__mock/config   e.g. {"delayMs":300,"errorRate":0.1,"errorStatus":503}
                 per request: X-Mock-Delay / X-Mock-Error headers or ?__delay= / ?__error=
  Chaos rules    GET|POST|DELETE ${url}/__mock/chaos   seed ${seed} (--chaos-seed ${seed} repeats a run)
                 or: storefront-mock ctl --url ${url} chaos getCart --status 503 --probability 0.5
  OTP codes      printed below as "[mock mail]" lines, or GET ${url}/__mock/outbox?email=you@example.com
  Demo account   demo@example.com (sign in with the code from the outbox)
`)

if (hybrid && !args.quiet)
  console.info(
    `Hybrid mode: ${hybrid.backend} answers every operation except ${hybrid.mock?.length ? hybrid.mock.join(', ') : '(none)'}; its answers are checked against openapi.yaml in ${url}/__mock/requests`,
  )

/** Hybrid mode from --backend/--mock (else MOCK_BACKEND/MOCK_ONLY), checked here so bad input exits 2 before anything starts. */
async function hybridOptions() {
  const backend = args.backend ?? process.env.MOCK_BACKEND
  const ids = (args.mock ?? (process.env.MOCK_ONLY ? [process.env.MOCK_ONLY] : []))
    .flatMap((list) => list.split(','))
    .map((id) => id.trim())
    .filter(Boolean)
  const timeoutText = args['backend-timeout'] ?? process.env.MOCK_BACKEND_TIMEOUT_MS
  if (backend === undefined || backend.trim() === '') {
    if (ids.length > 0 || args['backend-timeout'] !== undefined)
      fail('--mock and --backend-timeout go with --backend <url>')
    return null
  }
  const timeoutMs =
    timeoutText === undefined ? undefined : wholeNumber('backend-timeout', timeoutText, 600_000)
  const { hybridProblem } = await import('./http/hybrid.ts')
  const options = { backend, mock: ids, ...(timeoutMs === undefined ? {} : { timeoutMs }) }
  const problem = hybridProblem(options)
  if (problem) fail(`--backend/--mock: ${problem}`)
  return options
}

for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    void server.close().finally(() => process.exit(0))
  })
