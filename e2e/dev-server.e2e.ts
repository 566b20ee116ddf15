import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { register } from './api.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { startDevServer } from './serving.ts'

// The app as `npm run dev` serves it, where front-end developers work: React's development build,
// StrictMode's second mount and Vite's modules. The other journeys run the production build.
const b = useBrowser(startDevServer)

/** A signed-in shopper's page on the dev server, once the app has started (modules are compiled at the first visit). */
async function signedIn(path: string): Promise<Page> {
  const token = await register(b.baseUrl, `dev.${Date.now()}@example.com`, 'Dev Shopper')
  const { context } = await b.page()
  await prepareVisit(context, b.baseUrl, { token })
  const page = await context.newPage()
  await page.goto(path)
  await page.locator('#root[data-app-ready]').waitFor({ state: 'attached', timeout: 60_000 })
  return page
}

describe('the dev server', () => {
  it('opens the confirmations of the profile at the first click and keeps them open: Log out, then Delete account', async () => {
    const page = await signedIn('/profile?tab=delete')
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
