// `npm run dev` as a developer runs it, where front-end developers work: React's development build,
// StrictMode's second mount and Vite's modules, on the port asked for, with the mock toolbar, whose
// changes the page in view shows at once and whose request log follows the mock as it answers.
// The other journeys run the production build.
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { register } from './api.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'
import { freePort, startDevServer } from './serving.ts'

describe('npm run dev', () => {
  it('serves the app on the port PORT names', async () => {
    const port = await freePort()
    const dev = await startDevServer(['--host', '127.0.0.1'], { PORT: String(port) }, port)
    try {
      const page = await fetch(`${dev.url}/shop`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<div id="root">')
    } finally {
      await dev.close()
    }
  }, 120_000)
})

describe('npm run dev -- --port N: the mock toolbar and the dialogs in it', () => {
  let asked = 0
  const b = useBrowser(async () => {
    asked = await freePort()
    return startDevServer(['--port', String(asked), '--host', '127.0.0.1'], {}, asked)
  })

  /** A signed-in shopper's page on the dev server, once the app has started (modules are compiled at the first visit). */
  async function signedIn(path: string): Promise<Page> {
    const token = await register(b, `dev.${Date.now()}@example.com`, 'Dev Shopper')
    const { context } = await b.page()
    await prepareVisit(context, b.baseUrl, { token })
    const page = await context.newPage()
    await page.goto(path)
    await page.locator('#root[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 })
    return page
  }

  it('refreshes the page in view after a scenario or a forced answer, and logs each call as it comes, forced ones marked', async () => {
    const { page, context } = await b.page()
    expect(b.baseUrl).toBe(`http://127.0.0.1:${asked}`)
    await page.request.post('/__mock/reset')
    await page.goto(hrefOf('home'))
    const products = page.locator('main a[href^="/product/"]')
    await products.first().waitFor({ timeout: 120_000 })
    const launcher = page.getByTestId('mock-toolbar-launcher')
    await launcher.click({ timeout: 60_000 })
    const toolbar = page.getByTestId('mock-toolbar')
    await toolbar.waitFor({ timeout: 60_000 })
    const homeCalls = (forced: string) =>
      toolbar
        .getByTestId('mock-request-log')
        .locator(`tr[data-forced="${forced}"]`)
        .filter({ hasText: '/api/v1/client/home' })

    // The home page asks again at once: the catalogue it shows is the empty one, with no navigation.
    await toolbar.getByRole('button', { name: 'Empty catalogue' }).click()
    await expect.poll(() => products.count()).toBe(0)
    // That call is in the log, marked as forced, without a Refresh.
    await expect.poll(() => homeCalls('status=200').count()).toBeGreaterThan(0)

    // A forced error on the read in view: each try is in the log, then the page says it failed.
    await toolbar.getByRole('combobox', { name: 'Operation', exact: true }).selectOption('getHome')
    await toolbar.getByRole('combobox', { name: 'Status' }).selectOption('500')
    await toolbar.getByRole('button', { name: 'Apply' }).click()
    await page.locator('main [role="alert"]').filter({ hasText: 'Something went wrong.' }).waitFor()
    // The first try and the app's three retries (spec §7).
    await expect.poll(() => homeCalls('status=500').count()).toBe(4)

    await toolbar.getByRole('button', { name: 'Answer normally' }).click()
    await expect.poll(() => products.count()).toBeGreaterThan(0)
    await expect(homeCalls('status=500').count()).resolves.toBe(4)
    await page.request.post('/__mock/reset')
    await context.close()
  }, 300_000)

  it('opens the confirmations of the profile at the first click and keeps them open: Log out, then Delete account', async () => {
    const page = await signedIn(hrefOf('profile', { tab: 'delete' }))
    await page.getByRole('tabpanel').getByRole('button', { name: 'Delete account' }).click()
    const removal = page.getByRole('dialog', { name: 'Delete your account?' })
    await removal.getByRole('button', { name: 'Cancel' }).click({ timeout: 10_000 })
    await expect.poll(() => removal.count()).toBe(0)

    await page.getByRole('tab', { name: 'Security and privacy' }).click()
    await page.getByRole('button', { name: 'Log out' }).click()
    // The dialog's own button: a dialog closed as it opened leaves nothing to press.
    await page.getByRole('dialog').getByRole('button', { name: 'Log out' }).click({ timeout: 10_000 })
    await page.waitForURL((url) => url.pathname === '/')
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('auth_token')
    await page.context().close()
  })
})
