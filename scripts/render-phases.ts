// Where a cold render's CPU goes in the web server; the mock runs apart, as an API would. `--runs N`, `--only <path part>`.
import { spawn } from 'node:child_process'
import type { IncomingMessage } from 'node:http'
import { loadavg } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chooseEncoding, compressFor } from '../apps/web/server/compression.ts'
import { readServerConfig } from '../apps/web/server/config.ts'
import { createSettingsCache, fetchFirstAnswers, type Visitor } from '../apps/web/server/first-answers.ts'
import { composePageBytes, loadPageTemplate } from '../apps/web/server/page-template.ts'
import { loadRenderer } from '../apps/web/server/renderer.ts'
import { median } from './bench-browser.ts'
import { signIn } from './bench-shopper.ts'

const web = fileURLToPath(new URL('../apps/web/', import.meta.url))
const at = process.argv.indexOf('--runs')
const RUNS = at > 0 ? Number(process.argv[at + 1]) : 200
const PORT = Number(process.env.E2E_PORT_BASE ?? 0) + (process.env.E2E_PORT_BASE ? 30 : 0)

const mockPort = PORT || 4399
const mockProcess = spawn(
  process.execPath,
  [
    '--conditions=@storefront/source',
    '--import',
    'tsx',
    'packages/mock/src/cli.ts',
    '--port',
    String(mockPort),
    '--quiet',
  ],
  { cwd: fileURLToPath(new URL('..', import.meta.url)), stdio: 'ignore' },
)
const mock = { url: `http://127.0.0.1:${mockPort}` }
for (let i = 0; i < 100; i++) {
  const up = await fetch(`${mock.url}/api/v1/client/allSettings`).then(
    (answer) => answer.ok,
    () => false,
  )
  if (up) break
  await new Promise((resolve) => setTimeout(resolve, 200))
}
const renderer = await loadRenderer(join(web, 'dist-server'))
const runtime = { mediaBase: '', mapTileUrl: '', mapAttribution: '', vitalsSampleRate: 0 }
renderer?.applyRuntimeSettings(runtime)
const template = await loadPageTemplate(join(web, 'dist'), runtime)
if (!renderer || !template) throw new Error('no build: run npm run build -w @storefront/web')
const cookie = await signIn(mock.url, [])
const token = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1))
// As the server asks with its defaults: its app key, the settings reused for SETTINGS_CACHE_SECONDS.
const defaults = readServerConfig({})
const api = {
  baseUrl: mock.url,
  appKey: defaults.appKey,
  timeoutMs: 5000,
  settings: createSettingsCache(defaults.settingsCacheMs),
}

/** What the server answers Chromium and Firefox in (the whole choice it has: a baseline may lack zstd). */
const ENCODING = chooseEncoding(
  { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } } as unknown as IncomingMessage,
  { zstd: true, br: true, gzip: true },
)

const cpu = () => {
  const used = process.cpuUsage()
  return (used.user + used.system) / 1000
}
const PHASES = ['first answers', 'render', 'assemble and encode', 'compress'] as const
type Phase = (typeof PHASES)[number]

/** One cold render as render.ts and serve-page.ts make it, each phase's CPU apart (the mock's inside the first answers). */
async function once(path: string, signedIn: boolean): Promise<Record<Phase, number>> {
  const url = new URL(path, 'http://storefront.invalid')
  const visitor: Visitor = { lang: 'en', token: signedIn ? token : undefined, requestId: 'r', consent: 'ask' }
  const spent = {} as Record<Phase, number>
  let mark = cpu()
  const lap = (phase: Phase) => {
    const now = cpu()
    spent[phase] = now - mark
    mark = now
  }
  const r = renderer as NonNullable<typeof renderer>
  const page = r.firstPage(url.pathname, url.search, signedIn)
  const { answers } = await fetchFirstAnswers(r, api, visitor, page)
  lap('first answers')
  const result = await r.renderPage({
    url: path,
    language: 'en',
    answers,
    signedIn,
    askConsent: true,
    origin: 'http://storefront.invalid',
  })
  if (result.kind !== 'page') throw new Error(`${path} was not rendered (${result.kind})`)
  lap('render')
  const body = composePageBytes(template as NonNullable<typeof template>, {
    lang: 'en',
    consent: 'ask',
    answers,
    rendered: { html: result.html, head: result.head, money: result.money },
    preloadImage: page?.largestImage(answers),
    pageModule: r.routeModule(url.pathname),
    rootStyle: r.themeStyle(answers),
  })
  lap('assemble and encode')
  compressFor(body, ENCODING)
  lap('compress')
  return spent
}

const pages: [string, boolean][] = [
  ['/', false],
  ['/shop', false],
  ['/product/1', false],
  ['/cart', true],
  ['/checkout', true],
  ['/profile', true],
]
const only = process.argv.indexOf('--only')
const measured = only > 0 ? pages.filter(([path]) => path.includes(process.argv[only + 1] ?? '')) : pages
const load = loadavg().map((n) => n.toFixed(1))
console.log(
  `| page | ${PHASES.join(' | ')} | total (CPU ms per render, median of ${RUNS} after ${RUNS / 4} to warm up; compressed in ${ENCODING}) |`,
)
console.log(`|---|${PHASES.map(() => '---').join('|')}|---|`)
for (const [path, signedIn] of measured) {
  for (let i = 0; i < RUNS / 4; i++) await once(path, signedIn)
  const runs: Record<Phase, number>[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await once(path, signedIn))
  const of = (phase: Phase) => median(runs.map((r) => r[phase]))
  const total = median(runs.map((r) => PHASES.reduce((sum, phase) => sum + r[phase], 0)))
  console.log(
    `| ${path}${signedIn ? ' (signed in)' : ''} | ${PHASES.map((p) => of(p).toFixed(2)).join(' | ')} | ${total.toFixed(2)} |`,
  )
}
console.log(
  `\nload average (1, 5, 15 min) ${load.join(' ')} before, ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} after`,
)
mockProcess.kill()
process.exit(0)
