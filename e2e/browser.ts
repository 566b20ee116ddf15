import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, inject } from 'vitest'
import { decide, INSTALL_HINT, probeMachine } from '../scripts/chromium.ts'

export const screenshotsDir = new URL('../test-results/screenshots/', import.meta.url).pathname

/**
 * The Chromium that `npm test` found or installed (CHROMIUM_PATH), else the first on the PATH;
 * never installs from here, so a run without a browser fails with the line saying what to install.
 */
export function chromiumExecutable(): string {
  // Fonts are the test command's concern; a browser without them still runs.
  const decision = decide({ ...probeMachine(), arabicFont: undefined })
  if (decision.kind === 'found') return decision.path
  throw new Error(decision.kind === 'missing' ? decision.message : INSTALL_HINT)
}

/** The system Chromium with the flags this closed network needs. */
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

/**
 * Pages are rendered on the server and painted before the app has started, so a click right after
 * loading could land before any handler exists. `goto` therefore also waits until the app has
 * taken the page over (`data-app-ready` on #root, see apps/web/src/lib/hydration.ts), as a person
 * would wait for a page to respond; so does `reload`.
 */
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

/** One browser per test file; each test gets a fresh context (no cookies or storage). */
export function useBrowser() {
  const state = { browser: undefined as Browser | undefined, baseUrl: '' }
  beforeAll(async () => {
    state.browser = await launch()
    state.baseUrl = inject('baseUrl')
  })
  afterAll(async () => {
    await state.browser?.close()
  })
  return {
    get baseUrl() {
      return state.baseUrl
    },
    async page(
      options: Parameters<Browser['newContext']>[0] = {},
    ): Promise<{ context: BrowserContext; page: Page }> {
      if (!state.browser) throw new Error('browser not started')
      const context = await state.browser.newContext({
        baseURL: state.baseUrl,
        viewport: { width: 1280, height: 900 },
        ...options,
      })
      const page = await context.newPage()
      if (options.javaScriptEnabled !== false) waitForAppOnGoto(page)
      return { context, page }
    },
  }
}
