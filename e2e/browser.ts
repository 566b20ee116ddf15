import { randomUUID } from 'node:crypto'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject } from 'vitest'
import { decide, INSTALL_HINT, probeMachine } from '../scripts/chromium.ts'
import { enterWorld } from './world.ts'

export const screenshotsDir = new URL('../test-results/screenshots/', import.meta.url).pathname

/** The Chromium `npm test` found (CHROMIUM_PATH), else the first on the PATH; never installs, so a missing one fails saying so. */
export function chromiumExecutable(): string {
  // Fonts are the test command's concern; a browser without them still runs.
  const decision = decide({ ...probeMachine(), arabicFont: undefined })
  if (decision.kind === 'found') return decision.path
  throw new Error(decision.kind === 'missing' ? decision.message : INSTALL_HINT)
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumExecutable(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-dev-shm-usage',
    ],
  })
}

/** Pages are rendered on the server and painted before the app has started, so a click right after loading could land before any handler exists. */
function waitForAppOnGoto(page: Page) {
  const appReady = () => page.locator('#root[data-app-ready]').waitFor({ state: 'attached', timeout: 20_000 })
  const goto = page.goto.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    await appReady()
    return response
  }
  const reload = page.reload.bind(page)
  page.reload = async (options) => {
    const response = await reload(options)
    await appReady()
    return response
  }
}

/**
 * A browser for one test file, on the shared server or on `server`, a server of the file's own
 * (started before the browser, closed after it); its pages and the fixtures' calls go to `world`.
 * On the shared server a file gets a world of its own unless it asks for the shared one (`null`),
 * so the files can run side by side on one server without seeing each other's data.
 */
export function useBrowser(
  server?: () => Promise<{ url: string; close: () => Promise<void> }>,
  options: { world?: string | null } = {},
) {
  const world = options.world === null ? undefined : (options.world ?? (server ? undefined : fileWorld()))
  const state = { browser: undefined as Browser | undefined, baseUrl: '' }
  let close: (() => Promise<void>) | undefined
  beforeAll(async () => {
    if (server) {
      const own = await server()
      close = own.close
      state.baseUrl = own.url
    } else state.baseUrl = inject('baseUrl')
    state.browser = await launch()
  })
  afterAll(async () => {
    await state.browser?.close()
    await close?.()
  })
  return {
    get baseUrl() {
      return state.baseUrl
    },
    world,
    async page({
      world: own = world,
      ...options
    }: Parameters<Browser['newContext']>[0] & { world?: string } = {}): Promise<{
      context: BrowserContext
      page: Page
    }> {
      if (!state.browser) throw new Error('browser not started')
      const context = await state.browser.newContext({
        baseURL: state.baseUrl,
        viewport: { width: 1280, height: 900 },
        // The offline service worker answers the page's requests itself, out of page.route's sight:
        // a journey about it asks for it (e2e/offline.e2e.ts), the others go without.
        serviceWorkers: 'block',
        ...options,
      })
      await enterWorld(context, state.baseUrl, own)
      const page = await context.newPage()
      if (options.javaScriptEnabled !== false) waitForAppOnGoto(page)
      return { context, page }
    },
  }
}

/** A world id of the calling test file's own: its name, and a random part so two runs never share one. */
function fileWorld(): string {
  const file = (expect.getState().testPath ?? 'journey').replace(/^.*\//, '').replace(/\.e2e\.ts$/, '')
  return `e2e-${file}-${randomUUID().slice(0, 8)}`.replace(/[^A-Za-z0-9._-]/g, '-').slice(0, 64)
}

/** What a returning visitor's browser holds before the first page loads. */
export interface Visit {
  lang?: string
  theme?: string
  token?: string
  /** The cookie choice already made; true unless said otherwise. */
  consent?: boolean
  storage?: Record<string, string>
  /** Seed only the first document, so later loads see what the app itself stored or cleared. */
  once?: boolean
}

export async function prepareVisit(context: BrowserContext, baseUrl: string, visit: Visit): Promise<void> {
  await context.addCookies([
    ...(visit.lang ? [{ name: 'lang', value: visit.lang, url: baseUrl }] : []),
    ...(visit.token ? [{ name: 'auth_token', value: visit.token, url: baseUrl }] : []),
  ])
  const storage: Record<string, string> = {
    ...(visit.theme ? { 'vite-ui-theme': visit.theme } : {}),
    ...(visit.consent === false ? {} : { cookie_consent: 'true' }),
    ...visit.storage,
  }
  await context.addInitScript(
    ([storage, signedIn, once]) => {
      if (once) {
        if (sessionStorage.getItem('e2e-seeded')) return
        sessionStorage.setItem('e2e-seeded', '1')
      }
      for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value)
      if (signedIn && !localStorage.getItem('auth')) {
        localStorage.setItem('auth', JSON.stringify({ isAuthenticated: true, client: null }))
      }
    },
    [storage, Boolean(visit.token), Boolean(visit.once)] as const,
  )
}

/**
 * Loads `url` and waits until the page holds the answers of `paths` (written into it by the server,
 * or fetched by the app since) and has drawn what follows from them: the point where something that
 * depends on them would have appeared.
 */
export async function gotoAnswered(page: Page, url: string, paths: readonly string[]): Promise<void> {
  const fetched = new Set<string>()
  const note = (request: { url: () => string }) => fetched.add(new URL(request.url()).pathname)
  page.on('requestfinished', note)
  try {
    await page.goto(url)
    await page.locator('#root[data-app-ready]').waitFor({ state: 'attached' })
    const written = new Set(
      await page.evaluate(() => {
        const block = document.getElementById('first-answers')?.textContent
        const answers = block ? (JSON.parse(block) as { answers?: object }).answers : undefined
        return Object.keys(answers ?? {}).map((key) => key.split('?')[0] ?? key)
      }),
    )
    await expect.poll(() => paths.filter((path) => !written.has(path) && !fetched.has(path))).toEqual([])
    // The frame after the last answer: what React drew from it is on the page.
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    )
  } finally {
    page.off('requestfinished', note)
  }
}

let watched = 0

/**
 * Notes whether `text` is ever on the page from now on, through client-side and full navigations, so
 * that a check made at the end of a journey also sees a message that came and went.
 */
export async function watchForText(page: Page, text: string): Promise<() => boolean> {
  let seen = false
  const binding = `e2eTextSeen${++watched}`
  await page.exposeFunction(binding, () => {
    seen = true
  })
  const watch = ([binding, text]: readonly [string, string]) => {
    const report = (window as unknown as Record<string, () => void>)[binding]
    const check = () => {
      if (document.body?.textContent?.includes(text)) report?.()
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true })
    check()
  }
  await page.addInitScript(watch, [binding, text] as const)
  await page.evaluate(watch, [binding, text] as const)
  return () => seen
}
