// Per route, the storefront's gzip bytes and Lighthouse mobile scores (median of RUNS) beside a bare React page.
import { spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import type { BrowserContext } from 'playwright-core'
import { MODULE_SIZES } from '../apps/web/build/module-sizes.ts'
import { embeddedConfig } from '../apps/web/server/config.ts'
import { startWebServer, type WebServerConfig } from '../apps/web/server/web-server.ts'
import {
  median,
  openContext as openBrowser,
  run as runIn,
  signedInProfile as signIn,
} from './bench-browser.ts'
import { measureInteractions } from './bench-interactions.ts'
import { aptRunner, ensureBenchBrowser, probeMachine } from './chromium.ts'
import { freePort } from './free-port.ts'
import { formatHeaviest, heaviestModules, readModuleSizes } from './js-treemap.ts'
import { type TraceEvent, toThreadTime } from './trace-thread-time.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3
const baselineArg = process.argv.indexOf('--baseline')
const BASELINE = baselineArg > 0 ? process.argv[baselineArg + 1] : undefined
const SIZES_ONLY = process.argv.includes('--sizes')
const INTERACTIONS = process.argv.includes('--interactions')
const NO_BUILD = (SIZES_ONLY || INTERACTIONS) && process.argv.includes('--no-build')
/** `--signed-in`: only the floor and the signed-in rows (and their baseline), to spare a busy machine. */
const SIGNED_IN_ONLY = process.argv.includes('--signed-in')
const work = `${root}.bench`
const run = (cmd: string, args: string[], cwd = root) => runIn(cmd, args, cwd)

function findBrowser(): { path: string; shell: boolean } {
  const found = ensureBenchBrowser(
    process.env.CHROME_PATH,
    () => probeMachine(),
    aptRunner(`${work}/chromium-install.log`),
    (line) => console.error(line),
  )
  if ('error' in found) throw new Error(found.error)
  return found
}

const FLOOR_PAGE =
  "import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<main><h1>Hello from React 19</h1><p>The floor of this stack.</p></main>)\n"
/** The floor of an interaction: a button whose press sets state, and nothing else. */
const FLOOR_BUTTON =
  "import { useState } from 'react'\nimport { createRoot } from 'react-dom/client'\nfunction Floor() {\n  const [presses, setPresses] = useState(0)\n  return <main><h1>Hello from React 19</h1><button type=\"button\" onClick={() => setPresses(presses + 1)}>Pressed {presses}</button></main>\n}\ncreateRoot(document.getElementById('root')!).render(<Floor />)\n"

async function buildFloor(name = 'floor', main = FLOOR_PAGE): Promise<string> {
  const dir = `${work}/${name}`
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    `${dir}/index.html`,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="Bare React page"></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  )
  writeFileSync(`${dir}/main.tsx`, main)
  await run('npx', ['vite', 'build', '--logLevel', 'error'], dir)
  // Loaded here, not at start: zopfli's error handlers would print its whole source over any failure before.
  const { precompress } = await import('../apps/web/build/precompress.ts')
  // Compressed as the storefront's build is, or the floor would pay for bytes the app does not.
  await precompress(`${dir}/dist`)
  return `${dir}/dist`
}

interface Transferred {
  js: number
  css: number
  html: number
  /** Each script's file in the build, its gzip bytes, and whether the page asked for it before hydration ended. */
  scripts: { file: string; bytes: number; beforeReady: boolean }[]
}

async function transferred(url: string, profile?: string, app = true): Promise<Transferred> {
  const context = await openContext(profile)
  const page = await context.newPage()
  // A profile keeps what its sign-in loaded; every byte must come over the wire again.
  await (await context.newCDPSession(page)).send('Network.setCacheDisabled', { cacheDisabled: true })
  await page.addInitScript(markHydrated)
  const sizes = { js: 0, css: 0, html: 0 }
  const jsBytes = new Map<string, number>()
  const counted: Promise<void>[] = []
  page.on('response', (res) => {
    counted.push(
      (async () => {
        const type = res.headers()['content-type'] ?? ''
        const body = await res.body().catch(() => Buffer.alloc(0))
        const length = Number(res.headers()['content-length'] ?? body.length)
        if (type.includes('javascript')) {
          sizes.js += length
          jsBytes.set(new URL(res.url()).pathname.slice(1), length)
        } else if (type.includes('text/css')) sizes.css += length
        else if (type.includes('text/html') && res.request().resourceType() === 'document') {
          sizes.html += length
          for (const [, css] of body.toString('utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)) {
            sizes.css += gzipSync(css ?? '', { level: 9 }).length
          }
        }
      })(),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  if (app) {
    // A browser just started can call the network idle before the parser reaches the scripts.
    await page.locator('#root[data-app-ready]').waitFor({ state: 'attached', timeout: 30_000 })
    await page.waitForLoadState('networkidle')
  }
  await Promise.all(counted)
  const early = await page.evaluate(() => {
    const readyAt = (window as unknown as { hydratedAt?: number }).hydratedAt ?? Number.POSITIVE_INFINITY
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < readyAt)
      .map((e) => new URL(e.name).pathname.slice(1))
  })
  await context.close()
  const scripts = [...jsBytes].map(([file, bytes]) => ({ file, bytes, beforeReady: early.includes(file) }))
  return { ...sizes, scripts }
}

function markHydrated() {
  new MutationObserver((_, observer) => {
    const root = document.getElementById('root')
    if (root?.hasAttribute('data-app-ready')) {
      observer.disconnect()
      ;(window as unknown as { hydratedAt: number }).hydratedAt = performance.now()
    }
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] })
}

let chrome = ''
const openContext = (profile?: string): Promise<BrowserContext> => openBrowser(chrome, profile)

/** Milliseconds to the end of hydration (the app marks #root) at Lighthouse mobile's 4x CPU slowdown; unthrottled network. */
async function hydrationEnd(url: string, profile?: string): Promise<number> {
  const context = await openContext(profile)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  await page.addInitScript(markHydrated)
  await page.goto(url)
  const at = await page
    .waitForFunction(() => (window as unknown as { hydratedAt?: number }).hydratedAt, undefined, {
      timeout: 30_000,
    })
    .then((handle) => handle.jsonValue() as Promise<number>)
    .catch(() => Number.NaN)
  await context.close()
  return at
}

interface Lh {
  score: number
  fcp: number
  lcp: number
  tbt: number
  tbtThread: number
  cls: number
  lcpElement: string
  /** When the largest paint came in the unthrottled load Lighthouse simulates from: every request begun before it counts towards the simulated LCP. */
  observedLcp: number
  longTasks: { url: string; start: number; duration: number }[]
}

type LcpAudit = {
  details?: {
    items?: {
      type?: string
      items?: { node?: { snippet?: string } }[]
      nodeLabel?: string
      snippet?: string
    }[]
  }
}

/** The node Lighthouse's LCP breakdown names (Lighthouse 13: a `node` item of the insight; older: the LCP-element audit's table). */
function lcpElementOf(insight: LcpAudit | undefined, audit: LcpAudit | undefined) {
  const node = insight?.details?.items?.find((item) => item.type === 'node')
  const label = node
    ? `${node.snippet ?? ''} ${node.nodeLabel ?? ''}`
    : audit?.details?.items?.[0]?.items?.[0]?.node?.snippet
  const snippet = label?.trim() || '?'
  return snippet.length > 70 ? `${snippet.slice(0, 67)}...` : snippet
}

/** The CLI in its own process, so its work never competes with the servers in this one. */
async function lighthouse(url: string, profile?: string): Promise<Lh> {
  const out = `${work}/lh.json`
  const artifacts = `${work}/lh-artifacts`
  const profileFlags = profile ? ` --user-data-dir=${profile} --password-store=basic` : ''
  rmSync(artifacts, { recursive: true, force: true })
  await run('npx', [
    'lighthouse',
    url,
    `--chrome-flags=--headless --disable-dev-shm-usage --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run${profileFlags}`,
    '--only-categories=performance',
    `-GA=${artifacts}`,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ])
  const report = JSON.parse(readFileSync(out, 'utf8'))
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: report.audits['first-contentful-paint'].numericValue,
    lcp: report.audits['largest-contentful-paint'].numericValue,
    tbt: report.audits['total-blocking-time'].numericValue,
    tbtThread: await threadTimeTbt(url, artifacts),
    cls: report.audits['cumulative-layout-shift'].numericValue,
    observedLcp: report.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint ?? Number.NaN,
    lcpElement: lcpElementOf(
      report.audits['lcp-breakdown-insight'],
      report.audits['largest-contentful-paint-element'],
    ),
    longTasks: (
      (report.audits['long-tasks']?.details?.items ?? []) as {
        url: string
        startTime: number
        duration: number
      }[]
    ).map((t) => ({ url: t.url, start: t.startTime, duration: t.duration })),
  }
}

async function threadTimeTbt(url: string, artifacts: string): Promise<number> {
  const dir = `${artifacts}-thread-time`
  const out = `${work}/lh-thread-time.json`
  rmSync(dir, { recursive: true, force: true })
  cpSync(artifacts, dir, { recursive: true })
  const trace = JSON.parse(readFileSync(`${dir}/trace.json`, 'utf8')) as { traceEvents: TraceEvent[] }
  toThreadTime(trace.traceEvents)
  writeFileSync(`${dir}/trace.json`, JSON.stringify(trace))
  await run('npx', [
    'lighthouse',
    url,
    '--only-categories=performance',
    `-A=${dir}`,
    '--output=json',
    `--output-path=${out}`,
    '--quiet',
  ])
  return JSON.parse(readFileSync(out, 'utf8')).audits['total-blocking-time'].numericValue
}

/** Every picture a page names, asked for once: the mock makes each on first request (decision 0027), which must not run during a load. */
async function warmPictures(url: string) {
  const html = await (await fetch(url)).text()
  const names = new Set(html.match(/\/mock-images\/[\w.-]+/g) ?? [])
  for (const name of names) await fetch(new URL(name, url))
}

/** `app`: the storefront (the floor page has no hydration mark to wait for). */
async function measureEach(
  urls: string[],
  { profile, profiles, app = true }: { profile?: string; profiles?: string[]; app?: boolean } = {},
) {
  const profileOf = (n: number) => profiles?.[n] ?? profile
  const runs = urls.map(() => [] as Lh[])
  const hydrated = urls.map(() => [] as number[])
  const sizes: Awaited<ReturnType<typeof transferred>>[] = []
  for (const [n, url] of urls.entries()) {
    if (app) await warmPictures(url)
    sizes.push(await transferred(url, profileOf(n), app))
  }
  for (let i = 0; i < RUNS; i++) {
    for (const [n, url] of urls.entries()) {
      runs[n]?.push(await lighthouse(url, profileOf(n)))
      if (app) hydrated[n]?.push(await hydrationEnd(url, profileOf(n)))
    }
  }
  return urls.map((_, n) => {
    const own = runs[n] ?? []
    const byTbt = [...own].sort((a, b) => a.tbt - b.tbt)
    return {
      ...(sizes[n] ?? { js: 0, css: 0, html: 0, scripts: [] }),
      hydrated: median(hydrated[n] ?? []),
      longTasks: byTbt[Math.floor(byTbt.length / 2)]?.longTasks ?? [],
      score: median(own.map((r) => r.score)),
      fcp: median(own.map((r) => r.fcp)),
      lcp: median(own.map((r) => r.lcp)),
      tbt: median(own.map((r) => r.tbt)),
      tbtRuns: own.map((r) => r.tbt),
      lcpElements: own.map((r) => r.lcpElement),
      observedLcp: median(own.map((r) => r.observedLcp)),
      tbtThread: median(own.map((r) => r.tbtThread)),
      cls: median(own.map((r) => r.cls)),
    }
  })
}

async function measure(url: string, options: { profile?: string; app?: boolean } = {}) {
  const [result] = await measureEach([url], options)
  if (!result) throw new Error(`${url} was not measured`)
  return result
}

async function startBaseline(ref: string): Promise<{ url: string; close: () => Promise<void> }> {
  const dir = `${work}/baseline`
  const removeWorktree = async () => {
    rmSync(dir, { recursive: true, force: true })
    await run('git', ['worktree', 'prune'])
  }
  await removeWorktree()
  await run('git', ['worktree', 'add', '--detach', dir, ref])
  symlinkSync(`${root}node_modules`, `${dir}/node_modules`)
  await run('npm', ['run', 'build', '--silent', '-w', '@storefront/web'], dir)
  const port = PORT_BASE ? PORT_BASE + 2 : await freePort()
  const child = spawn(process.execPath, ['apps/web/server/main.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), NODE_ENV: 'production', MOCK_QUIET: '1', ACCESS_LOG: 'off' },
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${url}/`).then(
        (r) => r.ok,
        () => false,
      )
    ) {
      let closed = false
      const close = async () => {
        if (closed) return
        closed = true
        child.kill('SIGTERM')
        await removeWorktree()
      }
      cleanups.push(close)
      return { url, close }
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  child.kill('SIGKILL')
  await removeWorktree()
  throw new Error(`the baseline's server (${ref}) did not answer on ${url}`)
}

const signedInProfile = (base: string, name = 'profile') => signIn(chrome, base, `${work}/${name}`)

const PORT_BASE = Number(process.env.E2E_PORT_BASE ?? 0)
const port = (offset: number) => (PORT_BASE ? PORT_BASE + offset : 0)
const cleanups: (() => Promise<unknown>)[] = []
async function serve(options: Partial<WebServerConfig>) {
  const server = await startWebServer(embeddedConfig(options))
  cleanups.push(() => server.close())
  return server
}

async function main() {
  mkdirSync(work, { recursive: true })
  const browser = findBrowser()
  chrome = browser.path
  process.env.CHROME_PATH = chrome
  if (browser.shell && !INTERACTIONS && !SIZES_ONLY)
    console.log(
      `Lighthouse runs in ${chrome}: a full Chromium (apt-get install -y chromium) gives figures comparable with earlier runs`,
    )
  const loadAtStart = loadavg()
  console.log(
    SIZES_ONLY || INTERACTIONS ? 'building the storefront…' : 'building the storefront and the floor page…',
  )
  if (!NO_BUILD) await run('npm', ['run', 'build', '--silent', '-w', '@storefront/web'])
  const app = await serve({ port: port(0) })
  const slug = (
    (await (await fetch(`${app.url}/api/v1/client/shop?per_page=1&sort=rating`)).json()) as {
      data: { slug: string }[]
    }
  ).data[0]?.slug

  if (SIZES_ONLY) {
    await reportSizes(app.url, slug)
    if (BASELINE) {
      console.log(`\nthe baseline, ${BASELINE}, built and served beside it:`)
      await reportSizes((await startBaseline(BASELINE)).url, slug, {
        dist: `${work}/baseline/apps/web/dist`,
        profile: 'baseline-profile',
      })
    }
    return
  }
  if (INTERACTIONS) {
    const floorButton = await serve({
      port: port(3),
      dist: await buildFloor('floor-button', FLOOR_BUTTON),
      bare: true,
    })
    await measureInteractions({
      chrome,
      work,
      runs: runsArg > 0 ? RUNS : 5,
      app: app.url,
      floor: floorButton.url,
      signedInProfile: () => signedInProfile(app.url, 'interactions-profile'),
      loadAtStart,
      only: process.argv.includes('--only') ? process.argv[process.argv.indexOf('--only') + 1] : undefined,
    })
    return
  }

  await lighthouseRows(app.url, slug, loadAtStart)
}

async function reportSizes(
  base: string,
  productSlug: string | undefined,
  { dist, profile: profileName } = { dist: `${root}apps/web/dist`, profile: 'profile' },
) {
  const moduleSizes = existsSync(`${dist}/${MODULE_SIZES}`) ? readModuleSizes(dist) : {}
  const profile = await signedInProfile(base, profileName)
  const routes: [string, string, string | undefined][] = [
    ['/', '/', undefined],
    ['/shop', '/shop', undefined],
    ['product', `/product/${productSlug}`, undefined],
    ['/cart (signed in)', '/cart', profile],
    ['/checkout (signed in)', '/checkout', profile],
  ]
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const measured: [string, Transferred][] = []
  for (const [name, path, withProfile] of routes)
    measured.push([name, await transferred(`${base}${path}`, withProfile)])
  console.log(
    `\nload average (1, 5, 15 min): ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  )
  console.log(
    '| route | JS gzip | asked for before hydration ended | after (idle, interaction) | CSS gzip | HTML gzip |',
  )
  console.log('|---|---|---|---|---|---|')
  for (const [name, t] of measured) {
    const early = t.scripts.filter((s) => s.beforeReady).reduce((sum, s) => sum + s.bytes, 0)
    console.log(
      `| ${name} | ${kb(t.js)} | ${kb(early)} | ${kb(t.js - early)} | ${kb(t.css)} | ${kb(t.html)} |`,
    )
  }
  console.log(
    "\nheaviest modules of each route's first load, the scripts asked for before it hydrated (gzip, a chunk's bytes shared by its modules' own sizes)",
  )
  for (const [name, t] of measured) {
    const first = t.scripts.filter((s) => s.beforeReady).map((s) => s.file)
    console.log(formatHeaviest(name, heaviestModules(moduleSizes, first)))
    const late = t.scripts.filter((s) => !s.beforeReady).map((s) => s.file)
    if (late.length) console.log(`  after hydration: ${late.join(', ')}`)
  }
}

async function lighthouseRows(appUrl: string, slug: string | undefined, loadAtStart: number[]) {
  const floor = await serve({ port: port(1), dist: await buildFloor(), bare: true })

  type Row = [string, Awaited<ReturnType<typeof measure>>]
  const rows: Row[] = []
  /** Each row as soon as it is measured, so a failure later still leaves the figures. */
  const add = (row: Row) => {
    rows.push(row)
    console.log(JSON.stringify(row))
  }
  add(['floor (bare React 19)', await measure(`${floor.url}/`, { app: false })])
  const baseline = BASELINE ? await startBaseline(BASELINE) : null
  for (const path of SIGNED_IN_ONLY ? [] : ['/', '/shop', `/product/${slug}`]) {
    const [now, before] = await measureEach([
      `${appUrl}${path}`,
      ...(baseline ? [`${baseline.url}${path}`] : []),
    ])
    if (now) add([path, now])
    if (before) add([`${path} (baseline ${BASELINE})`, before])
  }
  // Each server has its own mock, so each side signs in a shopper of its own.
  const profiles = [
    await signedInProfile(appUrl),
    ...(baseline ? [await signedInProfile(baseline.url, 'baseline-profile')] : []),
  ]
  for (const path of ['/cart', '/checkout']) {
    const [now, before] = await measureEach(
      [`${appUrl}${path}`, ...(baseline ? [`${baseline.url}${path}`] : [])],
      { profiles },
    )
    if (now) add([`${path} (signed in)`, now])
    if (before) add([`${path} (signed in, baseline ${BASELINE})`, before])
  }

  printLighthouse(rows, loadAtStart)
}

function printLighthouse(rows: [string, Awaited<ReturnType<typeof measure>>][], loadAtStart: number[]) {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ')
  console.log(`\nmedian of ${RUNS} Lighthouse runs (mobile preset), Debian Chromium, this machine`)
  console.log(
    "TBT at thread time: each run's trace with every main-thread task cut to the CPU it used, audited again (the page's own work; a lower bound)",
  )
  console.log(`load average (1, 5, 15 min): ${load(loadAtStart)} at the start, ${load(loadavg())} at the end`)
  console.log(
    '| route | JS gzip | CSS gzip | HTML gzip | score | FCP ms | LCP ms | TBT ms | TBT at thread time ms | CLS | hydrated ms (4x CPU) |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|---|')
  for (const [name, r] of rows) {
    console.log(
      `| ${name} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.html)} | ${r.score} | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.tbtThread.toFixed(0)} | ${r.cls.toFixed(3)} | ${Number.isNaN(r.hydrated) ? '–' : r.hydrated.toFixed(0)} |`,
    )
  }
  console.log('\nTBT of each run, in run order (ms)')
  for (const [name, r] of rows) console.log(`${name}: ${r.tbtRuns.map((t) => t.toFixed(0)).join(' ')}`)
  console.log('\nthe largest paint: the element of each run, and the median observed time (unthrottled load)')
  for (const [name, r] of rows)
    console.log(`${name}: ${r.observedLcp.toFixed(0)} ms, ${[...new Set(r.lcpElements)].join(' | ')}`)
  console.log('\nlong tasks of the median-TBT run (start ms, duration ms, script)')
  for (const [name, r] of rows) {
    const tasks = r.longTasks.map(
      (t) => `${t.start.toFixed(0)}+${t.duration.toFixed(0)} ${t.url.replace(/^https?:\/\/[^/]+/, '')}`,
    )
    console.log(`${name}: ${tasks.length ? tasks.join('; ') : 'none'}`)
  }
  const base = rows[0]?.[1]
  if (base) {
    console.log('\nratios to the floor (goal: LCP within 1.15x)')
    for (const [name, r] of rows.slice(1)) {
      console.log(`${name}: LCP ${(r.lcp / base.lcp).toFixed(2)}x, JS ${(r.js / base.js).toFixed(2)}x`)
    }
  }
}

/** The message alone: a stack or a dependency's source says nothing to someone who lacks a browser. */
const finish = async (code: number) => {
  for (const close of cleanups.reverse()) await close().catch(() => undefined)
  process.exit(code)
}
await main().then(
  () => finish(0),
  (error: unknown) => {
    console.error(`bench:web: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`)
    return finish(1)
  },
)
