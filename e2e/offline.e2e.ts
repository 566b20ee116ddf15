import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import en from '../apps/web/src/i18n/en/index.ts'
import { api, firstSlug } from './api.ts'
import { useBrowser } from './browser.ts'
import { hrefOf, openPage, shopperAccount } from './fixtures.ts'

const b = useBrowser()

const notice = (page: Page) => page.getByTestId('connection-notice')
const path = (page: Page) => new URL(page.url()).pathname
/** Whether the page came as the server wrote it (its answers inside), not as the app's shell. */
const serverWritten = (page: Page) => page.evaluate(() => document.getElementById('first-answers') !== null)

async function storeName(baseUrl: string): Promise<string> {
  const answer = await api<{ data: { configurations: { key: string; value: string }[] } }>(
    baseUrl,
    'GET',
    '/api/v1/client/allSettings',
  )
  const name = answer.body.data.configurations.find((entry) => entry.key === 'store_name')?.value
  if (!name) throw new Error('the store has no name in its settings')
  return name
}

describe('a store that survives a bad connection (docs/decisions/0062)', () => {
  it('pages seen open offline, read-only and said so; network-only links and actions are off; nothing claims maintenance; back online it resumes', async () => {
    const [{ token }, slug, name] = await Promise.all([
      shopperAccount(b, { tag: 'offline', address: true, cart: 2 }),
      firstSlug(b),
      storeName(b.baseUrl),
    ])
    const { context, page } = await openPage(b, token, {
      width: 1280,
      once: true,
      page: { serviceWorkers: 'allow' },
    })
    await page.goto(hrefOf('home'))
    // The service worker takes over once installed; from then on the pages opened are kept.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 30_000,
    })
    const seen = [hrefOf('shop'), hrefOf('product', { slug }), hrefOf('cart')]
    for (const address of seen) await page.goto(address)

    await context.setOffline(true)
    for (const address of seen) {
      await page.goto(address)
      expect(path(page)).toBe(address)
      expect(await serverWritten(page), `${address} as last seen`).toBe(true)
      await expect.poll(() => notice(page).textContent()).toBe(en.connection.offline)
      expect(await page.getByRole('banner').textContent()).toContain(name)
      expect(await page.getByText(en.maintenance.badge).count()).toBe(0)
    }

    // On the cart: checkout and the welcome offer need the network, and say so.
    const checkout = page.getByRole('link', { name: /Proceed to checkout/ })
    expect(await checkout.getAttribute('aria-disabled')).toBe('true')
    expect(await checkout.textContent()).toContain(en.connection.needsConnection)
    await checkout.click({ force: true })
    expect(path(page)).toBe('/cart')
    expect(await page.getByRole('button', { name: 'Apply', exact: true }).isDisabled()).toBe(true)
    expect(await page.getByRole('button', { name: /Apply\W*WELCOME30/ }).isDisabled()).toBe(true)
    await page.screenshot({ path: 'test-results/screenshots/offline-cart-1280-en-light.png' })

    // A link of the header opens the page as last seen, in place of the app asking an API it cannot reach.
    await page.getByRole('banner').getByRole('link', { name: en.nav.shop }).first().click()
    await expect.poll(() => path(page)).toBe('/shop')
    await page.locator('#root[data-app-ready]').waitFor({ state: 'attached' })
    expect(await page.getByText(en.maintenance.badge).count()).toBe(0)
    expect(await notice(page).textContent()).toBe(en.connection.offline)

    // A page never opened on this device: the app's shell says it is offline, and nothing claims maintenance.
    await page.goto(hrefOf('content', { slug: 'faq' }))
    expect(await serverWritten(page)).toBe(false)
    await expect.poll(() => notice(page).textContent()).toBe(en.connection.offline)
    expect(await page.getByRole('banner').textContent()).toContain(name)
    expect(await page.getByText(en.maintenance.badge).count()).toBe(0)

    // Back online: the notice goes, and the shopper carries on from the page they were on.
    await page.goto(hrefOf('cart'))
    await context.setOffline(false)
    await expect.poll(() => notice(page).textContent()).toBe('')
    const online = page.getByRole('link', { name: 'Proceed to checkout' })
    await expect.poll(() => online.getAttribute('href')).toBe('/checkout')
    await online.click()
    await expect.poll(() => path(page)).toBe('/checkout')
    await page.getByRole('button', { name: /Place order/ }).waitFor()
    await context.close()
  })
})
