// bench:web --interactions: each key interaction's latency (Event Timing, as INP counts it), early and after idle.
import { loadavg } from 'node:os'
import type { BrowserContext, Page } from 'playwright-core'
import { api, median, openContext, tokenOf } from './bench-browser.ts'
import {
  type EventEntry,
  formatMs,
  type Latency,
  medianRun,
  worstInteraction,
} from './interaction-latency.ts'
import { type Catalogue, type Flow, floorFlow, type Step, storefrontFlows } from './interactions.ts'

/** Lighthouse's mobile preset (a mid-range Android phone); the CPU is slowed in each page. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
}
const CPU_SLOWDOWN = 4
/** How long a shopper waits for a press to show before pressing again. */
const PATIENCE_MS = 1000
const GIVE_UP_MS = 20_000
const GOALS = { early: 200, idle: 100 } as const

type Mode = keyof typeof GOALS

interface StepRun {
  latency: Latency
  /** Presses until one was taken (1: the first). */
  presses: number
  waitedMs: number
}

/** Runs before the page's own scripts: every interaction's Event Timing entries, and the first paint. */
function observe() {
  const w = window as unknown as { eventEntries: unknown[]; firstPaint?: number }
  w.eventEntries = []
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      if (e.interactionId)
        w.eventEntries.push({
          interactionId: e.interactionId,
          name: e.name,
          startTime: e.startTime,
          processingStart: e.processingStart,
          processingEnd: e.processingEnd,
          duration: e.duration,
        })
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
  new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length) w.firstPaint = performance.now()
  }).observe({ type: 'paint', buffered: true })
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function until(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  const end = Date.now() + ms
  while (Date.now() < end) {
    if (await check().catch(() => false)) return true
    await pause(50)
  }
  return false
}

const appReady = (page: Page) =>
  page
    .locator('#root[data-app-ready]')
    .count()
    .then((n) => n > 0)

/** After idle: hydrated, the network quiet, and two idle callbacks with nothing between. */
async function settle(page: Page, app: boolean) {
  if (app) await page.locator('#root[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 })
  await page.waitForLoadState('networkidle')
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestIdleCallback(() => requestIdleCallback(() => resolve(), { timeout: 5000 }), { timeout: 5000 }),
      ),
  )
}

async function measureStep(page: Page, step: Step, app: boolean): Promise<StepRun> {
  const since = await page.evaluate(() => performance.now())
  const started = Date.now()
  let presses = 0
  let pressedReady = false
  for (;;) {
    const ready = !app || (await appReady(page))
    presses++
    await step.act(page)
    // A press the server's HTML took alone (a native radio) is lost if the app redraws it: it counts once the app holds it.
    const taken = await until(
      async () => (await step.done(page)) && (!app || (await appReady(page))),
      PATIENCE_MS,
    )
    if (taken && (await step.done(page))) break
    if (Date.now() - started > GIVE_UP_MS) throw new Error('the page never showed the press')
    // Pressed again while the app did not listen yet; once it does, a slow answer is waited for, and pressed again once at most.
    if (ready) {
      if (pressedReady) {
        if (await until(() => step.done(page), GIVE_UP_MS)) break
        throw new Error('the page never showed the press')
      }
      pressedReady = true
      if (await until(() => step.done(page), PATIENCE_MS)) break
    }
  }
  const waitedMs = Date.now() - started
  // Entries come once the paint after the input is presented.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  )
  const entries = await page.evaluate(
    (from) =>
      (window as unknown as { eventEntries: EventEntry[] }).eventEntries.filter((e) => e.startTime >= from),
    since,
  )
  return { latency: worstInteraction(entries), presses, waitedMs }
}

async function runFlow(
  options: { chrome: string; base: string; profile?: string | undefined },
  flow: Flow,
  mode: Mode,
  app: boolean,
): Promise<StepRun[]> {
  const context: BrowserContext = await openContext(options.chrome, options.profile, MOBILE)
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    // A first visit: every script comes over the wire.
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
    await page.addInitScript(observe)
    await page.goto(`${options.base}${flow.path}`, { waitUntil: 'commit' })
    if (mode === 'early')
      await page.waitForFunction(() => (window as unknown as { firstPaint?: number }).firstPaint, undefined, {
        polling: 10,
        timeout: 60_000,
      })
    else await settle(page, app)
    const runs: StepRun[] = []
    for (const [i, step] of flow.steps.entries()) {
      // After idle means before every step: each is measured apart from the tail of the one before.
      if (mode === 'idle' && i > 0) await settle(page, app)
      runs.push(
        await measureStep(page, step, app).catch((error: Error) => {
          throw new Error(`${flow.name}, ${step.name} (${mode}): ${error.message.split('\n')[0]}`)
        }),
      )
    }
    return runs
  } finally {
    await context.close()
  }
}

/** A product with colours whose second colour has two sizes or more, in stock for every run's add to cart. */
async function findCatalogue(base: string, runs: number): Promise<Catalogue> {
  type Variant = {
    stock: number
    pre_order: boolean
    color: { id: number; name: string } | null
    size: { id: number; name: string } | null
  }
  const shop = (await (await fetch(`${base}/api/v1/client/shop?per_page=100`)).json()) as {
    data: { slug: string }[]
  }
  for (const { slug } of shop.data) {
    const answer = (await (await fetch(`${base}/api/v1/client/product/${slug}`)).json()) as {
      data?: { variants?: Variant[] }
    }
    const variants = answer.data?.variants ?? []
    const colors = [...new Map(variants.flatMap((v) => (v.color ? [[v.color.id, v.color]] : []))).values()]
    const second = colors[1]
    if (!second) continue
    const sized = variants.filter(
      (v) => v.color?.id === second.id && v.size && !v.pre_order && v.stock >= 2 * runs + 2,
    )
    const size = sized[1]?.size
    if (size) return { product: { slug, color: second.name, size: size.name } }
  }
  throw new Error('no product in the catalogue has two colours and two sizes in stock')
}

export interface InteractionOptions {
  chrome: string
  work: string
  runs: number
  app: string
  floor: string
  signedInProfile: () => Promise<string>
  loadAtStart: number[]
  /** Only the flows whose name holds this (the floor is always measured). */
  only?: string | undefined
}

interface Row {
  flow: string
  step: string
  runs: Record<Mode, StepRun[]>
}

export async function measureInteractions(options: InteractionOptions): Promise<void> {
  const catalogue = await findCatalogue(options.app, options.runs)
  const profile = await options.signedInProfile()
  const targets: { flow: Flow; base: string; app: boolean }[] = [
    { flow: floorFlow(), base: options.floor, app: false },
    ...storefrontFlows(catalogue)
      .filter((flow) => !options.only || flow.name.includes(options.only))
      .map((flow) => ({ flow, base: options.app, app: true })),
  ]
  const rows: Row[] = targets.flatMap(({ flow }) =>
    flow.steps.map((step) => ({ flow: flow.name, step: step.name, runs: { early: [], idle: [] } })),
  )
  const loads: number[] = []
  // Run by run, each flow in turn, so a busy moment of the machine falls on all of them alike.
  for (let run = 0; run < options.runs; run++) {
    for (const mode of ['early', 'idle'] as const) {
      let row = 0
      for (const { flow, base, app } of targets) {
        const measured = await runFlow(
          { chrome: options.chrome, base, profile: flow.signedIn ? profile : undefined },
          flow,
          mode,
          app,
        )
        for (const step of measured) rows[row++]?.runs[mode].push(step)
        loads.push(loadavg()[0] ?? Number.NaN)
      }
      console.error(`run ${run + 1}/${options.runs} ${mode}: done (load ${loadavg()[0]?.toFixed(1)})`)
    }
    await resetCart(options, profile, catalogue)
  }
  report(rows, options, loads)
}

/** Every run adds one to the cart: taken away again, so the cart page looks the same in each run. */
async function resetCart(options: InteractionOptions, profile: string, catalogue: Catalogue) {
  const context = await openContext(options.chrome, profile)
  try {
    const token = await tokenOf(context, options.app)
    const cart = (await api(options.app, 'GET', '/api/v1/client/cart', token)).data as {
      items?: { variant_id: number; product: { slug: string } }[]
    }
    for (const item of cart.items ?? [])
      if (item.product.slug === catalogue.product.slug)
        await api(options.app, 'DELETE', '/api/v1/client/cart/remove', token, { variant_id: item.variant_id })
  } finally {
    await context.close()
  }
}

function report(rows: Row[], options: InteractionOptions, loads: number[]) {
  const load = (values: number[]) => values.map((n) => n.toFixed(2)).join(' ')
  console.log(
    `\ninteraction latency (Event Timing, the worst interaction of each step, as INP counts it), median of ${options.runs}, ` +
      `${CPU_SLOWDOWN}x CPU, Lighthouse's mobile preset, a first visit (no cache); <16: under the browser's threshold`,
  )
  console.log(
    `early: pressed right after the first paint (each later step as soon as the one before shows), again every ${PATIENCE_MS} ms until the page shows it; after idle: hydrated, network quiet, idle, before each step`,
  )
  console.log(
    `load average (1, 5, 15 min): ${load(options.loadAtStart)} at the start, ${load(loadavg())} at the end; ` +
      `1-min load during the runs: median ${median(loads).toFixed(1)}, ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
  )
  console.log(
    `| interaction | early ms (goal ≤ ${GOALS.early}) | after idle ms (goal ≤ ${GOALS.idle}) | early, median run: delay / processing / presentation | after idle, median run: delay / processing / presentation | early: presses, ms to show it | each run, early · after idle |`,
  )
  console.log('|---|---|---|---|---|---|---|')
  const split = (run: StepRun | undefined) =>
    run
      ? `${run.latency.inputDelay.toFixed(0)} / ${run.latency.processing.toFixed(0)} / ${run.latency.presentation.toFixed(0)}`
      : '–'
  for (const row of rows) {
    const ms = (mode: Mode) => median(row.runs[mode].map((r) => r.latency.ms))
    const mark = (mode: Mode) => (ms(mode) > GOALS[mode] ? ' ✗' : '')
    const each = (mode: Mode) => row.runs[mode].map((r) => formatMs(r.latency.ms)).join(' ')
    console.log(
      `| ${row.flow}: ${row.step} | ${formatMs(ms('early'))}${mark('early')} | ${formatMs(ms('idle'))}${mark('idle')} | ` +
        `${split(medianRun(row.runs.early))} | ${split(medianRun(row.runs.idle))} | ` +
        `${median(row.runs.early.map((r) => r.presses))}, ${median(row.runs.early.map((r) => r.waitedMs)).toFixed(0)} | ` +
        `${each('early')} · ${each('idle')} |`,
    )
  }
}
