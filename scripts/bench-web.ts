// Builds the storefront and a bare React 19 page (this stack's floor), serves both as production would, and
// prints per route the gzip bytes before the page is usable and Lighthouse's mobile scores (median of RUNS).
// Usage: npm run bench:web [-- --runs 3]
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright-core'
import { startWebServer } from '../apps/web/server/web-server.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const runsArg = process.argv.indexOf('--runs')
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3
const chrome = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const work = `${root}.bench`

/** Async and bounded: the measured servers live in this process, and a hung browser must not hold the run. */
function run(cmd: string, args: string[], cwd = root): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: process.env })
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

async function buildFloor(): Promise<string> {
  const dir = `${work}/floor`
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  writeFileSync(
    `${dir}/index.html`,
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title><meta name="description" content="Bare React page"></head><body><div id="root"></div><script type="module" src="/main.tsx"></script></body></html>',
  )
  writeFileSync(
    `${dir}/main.tsx`,
    "import { createRoot } from 'react-dom/client'\ncreateRoot(document.getElementById('root')!).render(<main><h1>Hello from React 19</h1><p>The floor of this stack.</p></main>)\n",
  )
  await run('npx', ['vite', 'build', '--logLevel', 'error'], dir)
  return `${dir}/dist`
}

/** Gzip bytes loaded before idle: JS, CSS (files and the inlined stylesheet, gzipped alone) and the document. */
async function transferred(url: string): Promise<{ js: number; css: number; html: number }> {
  const browser = await chromium.launch({
    executablePath: chrome,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  const context = await browser.newContext({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } })
  const page = await context.newPage()
  const sizes = { js: 0, css: 0, html: 0 }
  const counted: Promise<void>[] = []
  page.on('response', (res) => {
    counted.push(
      (async () => {
        const type = res.headers()['content-type'] ?? ''
        const body = await res.body().catch(() => Buffer.alloc(0))
        const length = Number(res.headers()['content-length'] ?? body.length)
        if (type.includes('javascript')) sizes.js += length
        else if (type.includes('text/css')) sizes.css += length
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
  await Promise.all(counted)
  await browser.close()
  return sizes
}

interface Lh {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
}

async function lighthouse(url: string): Promise<Lh> {
  const out = `${work}/lh.json`
  await run('npx', [
    'lighthouse',
    url,
    '--chrome-flags=--headless --disable-dev-shm-usage --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run',
    '--only-categories=performance',
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
    cls: report.audits['cumulative-layout-shift'].numericValue,
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

async function measure(url: string) {
  const size = await transferred(url)
  const runs: Lh[] = []
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouse(url))
  return {
    ...size,
    score: median(runs.map((r) => r.score)),
    fcp: median(runs.map((r) => r.fcp)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  }
}

process.env.CHROME_PATH = chrome
mkdirSync(work, { recursive: true })
console.log('building the storefront and the floor page…')
await run('npm', ['run', 'build', '--silent', '-w', '@storefront/web'])
const floorDist = await buildFloor()
const app = await startWebServer({ port: 0 })
const floor = await startWebServer({ port: 0, dist: floorDist, bare: true })
const slug = (
  (await (await fetch(`${app.url}/api/v1/client/shop?per_page=1&sort=rating`)).json()) as {
    data: { slug: string }[]
  }
).data[0]?.slug

const rows: [string, Awaited<ReturnType<typeof measure>>][] = []
rows.push(['floor (bare React 19)', await measure(`${floor.url}/`)])
for (const path of ['/', '/shop', `/product/${slug}`]) rows.push([path, await measure(`${app.url}${path}`)])
await app.close()
await floor.close()

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
console.log(`\nmedian of ${RUNS} Lighthouse runs (mobile preset), Debian Chromium, this machine`)
console.log('| route | JS gzip | CSS gzip | HTML gzip | score | FCP ms | LCP ms | TBT ms | CLS |')
console.log('|---|---|---|---|---|---|---|---|---|')
for (const [name, r] of rows) {
  console.log(
    `| ${name} | ${kb(r.js)} | ${kb(r.css)} | ${kb(r.html)} | ${r.score} | ${r.fcp.toFixed(0)} | ${r.lcp.toFixed(0)} | ${r.tbt.toFixed(0)} | ${r.cls.toFixed(3)} |`,
  )
}
const base = rows[0]?.[1]
if (base) {
  console.log('\nratios to the floor (goal: LCP within 1.15x)')
  for (const [name, r] of rows.slice(1)) {
    console.log(`${name}: LCP ${(r.lcp / base.lcp).toFixed(2)}x, JS ${(r.js / base.js).toFixed(2)}x`)
  }
}
