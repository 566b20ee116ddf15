import { spawnSync } from 'node:child_process'
import { DEFAULT_ADDRESS } from '@storefront/mock/testing'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRODUCTION_ENV, SERVER_ENTRY } from '../apps/web/server/command.ts'
import { api, register } from './api.ts'
import { prepareVisit, screenshotsDir, useBrowser } from './browser.ts'
import { hrefOf, signInByCode } from './fixtures.ts'
import { freePort, jsonLines, startProductionServer } from './serving.ts'
import { singleVariantSlug } from './shopper.ts'
import { startTopology, type Topology } from './topology.ts'

// The image the Dockerfile builds, started as a shop starts it, in front of a backend that is not on
// its origin and whose pictures are on a third: what the browser may ask, and what it gets.
let topology: Topology
const b = useBrowser(async () => {
  topology = await startTopology()
  return { url: topology.url, close: topology.close }
})

const origin = (url: string) => new URL(url).origin
const path = (page: Page) => new URL(page.url()).pathname

/** Every address the page asked for, from the first request on. */
function watchRequests(page: Page): string[] {
  const asked: string[] = []
  page.on('request', (request) => {
    if (/^https?:/.test(request.url())) asked.push(request.url())
  })
  return asked
}

/** The console's CSP complaints, as the browser words them. */
function watchViolations(page: Page): string[] {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  return violations
}

/** Scrolls the page through, so lazy pictures load, then reads every picture in the main area. */
async function picturesOf(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  const read = () =>
    page.locator('main img').evaluateAll((images) =>
      images.map((image) => {
        const img = image as HTMLImageElement
        return { src: img.currentSrc || img.src, loaded: img.complete && img.naturalWidth > 0 }
      }),
    )
  await expect.poll(async () => (await read()).every((image) => image.loaded), { timeout: 15_000 }).toBe(true)
  return read()
}

const cspReports = () => jsonLines(topology.web).filter((line) => line.msg === 'csp violation')

describe('the container build on three origins: web, API (API_URL) and media', () => {
  beforeAll(() => {
    expect(origin(topology.apiUrl)).not.toBe(origin(topology.url))
    expect(origin(topology.mediaUrl)).not.toBe(origin(topology.url))
  })

  it('a guest sees home, the shop and a product with every picture from the media origin, and the browser asks nothing of the API origin', async () => {
    const { context, page } = await b.page()
    const asked = watchRequests(page)
    const violations = watchViolations(page)
    await page.goto(hrefOf('home'))
    const home = await picturesOf(page)
    expect(home.length).toBeGreaterThan(0)
    await page.goto(hrefOf('shop'))
    await page.getByText(/^Showing \d+ of \d+ Products$/).waitFor()
    const shop = await picturesOf(page)
    expect(shop.length).toBeGreaterThanOrEqual(12)
    for (const image of shop) expect(origin(image.src)).toBe(origin(topology.mediaUrl))
    await page.screenshot({ path: `${screenshotsDir}three-origins-shop.png` })

    // A client-side navigation asks the API through this origin, as sign-in, the cart and search do.
    await page.locator('main a[href^="/product/"]').first().click()
    await expect.poll(() => path(page)).toMatch(/^\/product\//)
    await page
      .getByRole('button', { name: /Add to cart|Pre-order/ })
      .first()
      .waitFor()
    const product = await picturesOf(page)
    expect(product.length).toBeGreaterThan(0)
    expect(product.every((image) => origin(image.src) === origin(topology.mediaUrl))).toBe(true)

    // A product page as a first load: its largest picture is asked for early, from the media origin.
    const html = await (await fetch(page.url())).text()
    const preload = /<link rel="preload" as="image"[^>]*href="([^"]+)"/.exec(html)?.[1]
    expect(preload && origin(preload.replaceAll('&amp;', '&'))).toBe(origin(topology.mediaUrl))

    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.focus()
    await box.pressSequentially('lapt')
    const suggestions = page.getByRole('listbox', { name: 'Search suggestions' })
    await suggestions.getByRole('group', { name: 'Products' }).getByRole('option').first().waitFor()
    await expect
      .poll(() =>
        suggestions.locator('img').evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src)),
      )
      .not.toEqual([])
    for (const src of await suggestions
      .locator('img')
      .evaluateAll((images) => images.map((i) => (i as HTMLImageElement).src)))
      expect(origin(src)).toBe(origin(topology.mediaUrl))

    const origins = new Set(asked.map(origin))
    expect([...origins].sort()).toEqual([origin(topology.url), origin(topology.mediaUrl)].sort())
    expect(asked.some((url) => url.startsWith(`${topology.url}/api/`))).toBe(true)
    expect(violations).toEqual([])
    await context.close()
  })

  it('a shopper signs in, fills the cart, applies the welcome coupon, checks out and sees the order', async () => {
    const email = `three-origins.${Date.now()}@example.com`
    // The account exists at the backend; the code is read from its outbox, as a test reads a mail catcher.
    await register(topology.apiUrl, email, 'Nora Haddad')
    const { context, page } = await b.page()
    await prepareVisit(context, b.baseUrl, {})
    const asked = watchRequests(page)
    const violations = watchViolations(page)

    await page.goto(hrefOf('login'))
    await signInByCode(page, email, { apiUrl: topology.apiUrl })
    await page
      .getByRole('link', { name: 'Profile' })
      .or(page.getByRole('button', { name: 'Account menu' }))
      .waitFor()
    const token = (await context.cookies()).find((cookie) => cookie.name === 'auth_token')?.value
    expect(token).toBeTruthy()
    // Saved through the web origin, as any call of the shop's.
    const saved = await api(topology.url, 'POST', '/api/v1/client/addresses', DEFAULT_ADDRESS, token)
    expect(saved.status).toBe(200)

    await page.goto(hrefOf('product', { slug: await singleVariantSlug(topology.url) }))
    await page.getByRole('button', { name: 'Add to cart' }).first().click()
    await expect.poll(() => page.getByTestId('cart-count').first().innerText()).toBe('1')

    await page.goto(hrefOf('cart'))
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('WELCOME30')
    await page.getByRole('button', { name: 'Apply', exact: true }).click()
    await page.getByText('Promotion discount (WELCOME30)').waitFor()
    expect((await picturesOf(page)).every((image) => origin(image.src) === origin(topology.mediaUrl))).toBe(
      true,
    )

    await page.goto(hrefOf('checkout'))
    await page.getByRole('heading', { name: 'Checkout' }).waitFor()
    await expect.poll(() => page.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect.poll(() => path(page)).toBe('/order-confirmation')
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const number = await page.getByTestId('order-number').innerText()
    await page.getByRole('link', { name: 'View order details' }).click()
    await expect.poll(() => path(page)).toMatch(/^\/order\/\d+$/)
    await page.getByTestId('order-timeline').waitFor()
    await page.getByText(number).first().waitFor()
    await page
      .getByText(/WELCOME30/)
      .first()
      .waitFor()
    await page.screenshot({ path: `${screenshotsDir}three-origins-order.png` })

    // The order page as a first load is rendered on the server, for this shopper, from the backend.
    const first = await fetch(page.url(), { headers: { cookie: `auth_token=${token}` } })
    expect(first.status).toBe(200)
    expect(await first.text()).toContain(number)

    expect(new Set(asked.map(origin))).not.toContain(origin(topology.apiUrl))
    expect(violations).toEqual([])
    await context.close()
  })

  it('the browser reports a blocked picture to the server, which logs it; the journeys above were reported nothing', async () => {
    expect(cspReports()).toEqual([])
    const { context, page } = await b.page()
    await page.goto(hrefOf('about'))
    await page.evaluate(() => {
      const image = new Image()
      image.src = 'https://blocked.example/planted.png'
      document.body.append(image)
    })
    await expect
      .poll(() => cspReports().map((line) => [line.directive, line.blocked]))
      .toContainEqual(['img-src', 'https://blocked.example/planted.png'])
    await context.close()
  })
})

describe('an API_URL that does not answer', () => {
  let web: Awaited<ReturnType<typeof startProductionServer>>
  let closedPort: number
  beforeAll(async () => {
    // Nothing listens there.
    closedPort = await freePort()
    web = await startProductionServer({ API_URL: `http://127.0.0.1:${closedPort}`, WEB_WORKERS: '2' })
  })
  afterAll(async () => {
    await web.stop()
  })

  it('gives the shopper the maintenance page, /readyz 503 and one clear log line', async () => {
    for (const [address, language, title] of [
      [hrefOf('home'), 'en', 'We’re updating our systems'],
      [hrefOf('shop', { query: { lang: 'ar' } }), 'ar', 'نقوم بتحديث أنظمتنا'],
      [hrefOf('product', { slug: 'nova-x-1' }), 'en', 'We’re updating our systems'],
    ] as const) {
      const answer = await fetch(`${web.url}${address}`)
      expect(answer.status, address).toBe(503)
      expect(answer.headers.get('retry-after')).toBe('30')
      expect(answer.headers.get('cache-control')).toBe('no-store')
      const html = await answer.text()
      expect(html).toContain(`<html lang="${language}"`)
      expect(html).toContain(title)
      // Nothing to start: the page's links work as they are.
      expect(html).not.toMatch(/<script type="module"/)
    }
    const ready = await fetch(`${web.url}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toEqual({ status: 'api unavailable' })
    const api = await fetch(`${web.url}/api/v1/client/home`)
    expect(api.status).toBe(502)
    expect(await api.json()).toMatchObject({ result: false })
    await expect
      .poll(() => jsonLines(web).filter((line) => line.msg === 'the API does not answer'))
      .toHaveLength(1)
    const [line] = jsonLines(web).filter((entry) => entry.msg === 'the API does not answer')
    expect(line).toMatchObject({ api: `http://127.0.0.1:${closedPort}`, reason: 'ECONNREFUSED' })
  })

  it('a MEDIA_ORIGINS entry that is not an http(s) origin stops the start with exit 2', () => {
    for (const bad of [
      'ftp://cdn.example.com',
      'https://cdn.example.com/images',
      "https://a.example 'unsafe-inline'",
    ]) {
      const result = spawnSync(process.execPath, [SERVER_ENTRY], {
        env: { ...process.env, ...PRODUCTION_ENV, MEDIA_ORIGINS: bad, PORT: '0' },
        encoding: 'utf8',
        timeout: 30_000,
      })
      expect(result.status, bad).toBe(2)
      expect(result.stderr).toMatch(/MEDIA_ORIGINS must list http\(s\) origins/)
    }
  })
})
