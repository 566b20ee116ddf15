import { SAMPLE_ADDRESS } from '@storefront/mock/testing'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, placeOrderOfCart, register } from './api.ts'
import { prepareVisit, useBrowser, type Visit } from './browser.ts'
import { hrefOf } from './fixtures.ts'
import { worldCookiePair } from './world.ts'

const b = useBrowser()

type ProductList = { data: { id: number; slug: string; name: string }[] }

async function firstProduct(): Promise<{ slug: string; name: string }> {
  const answer = await api<ProductList>(b, 'GET', '/api/v1/client/shop?per_page=1&sort=rating')
  const product = answer.body.data[0]
  if (!product) throw new Error('the shop listing is empty')
  return product
}

/** What a visitor's browser holds, and its time zone when not the server's (UTC). */
type Visitor = Visit & { timezoneId?: string }

/** Console errors and page errors; a failed hydration is reported as a console error (start.tsx). */
function problems(page: Page): string[] {
  const found: string[] = []
  page.on('console', (m) => {
    // The not-found page is answered with its status, which Chromium reports for the document.
    if (m.type() === 'error' && !/status of 404/.test(m.text())) found.push(`${page.url()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => found.push(`${page.url()}: ${e.message}`))
  return found
}

/** Waits until the network is quiet; `goto` has already waited for the app (browser.ts). */
async function hydrated(page: Page) {
  await page.waitForLoadState('networkidle')
  expect(await page.locator('#root[data-app-ready]').count()).toBe(1)
}

/** Chunks of route-chunks.ts that no public page shares (an about page may share the content page's). */
const OTHER_PAGES = [
  'cart-page',
  'checkout-page',
  'order-confirmation-page',
  'profile-page',
  'wishlist-page',
  'order-page',
  'login-page',
  'register-page',
  'otp-page',
  'contact-page',
]

const EUR = JSON.stringify({ id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.92 })

describe('pages rendered on the server', () => {
  it('shows the home page, the shop and a product with their content before any script runs', async () => {
    const product = await firstProduct()
    const { context, page } = await b.page({ javaScriptEnabled: false })
    await page.goto(hrefOf('home'))
    await expect(page.getByRole('heading', { level: 1 }).first().isVisible()).resolves.toBe(true)
    expect(await page.getByRole('article').count()).toBeGreaterThan(3)
    await page.goto(hrefOf('shop', { sort: 'price_asc' }))
    expect(await page.locator('h1').textContent()).toBe('Shop')
    expect(await page.getByText(/^Showing \d+ of \d+ Products$/).count()).toBe(1)
    // The search form is a form: it reaches the shop's results, keeping the other filters.
    await page.getByRole('combobox', { name: 'Search products' }).fill('phone')
    await page.getByRole('combobox', { name: 'Search products' }).press('Enter')
    await page.waitForURL((url) => url.searchParams.get('search') === 'phone')
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc')
    expect(await page.getByRole('article').count()).toBeGreaterThan(0)
    await page.goto(hrefOf('product', { slug: product.slug }))
    expect(await page.locator('h1').textContent()).toBe(product.name)
    expect(await page.title()).toContain(product.name)
    // Links are links: following one works without the app.
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'About Us' })
      .click()
    await page.waitForURL('**/about-us')
    expect(await page.locator('h1').first().isVisible()).toBe(true)
    await context.close()
  })

  it('answers unknown addresses with 404 and /home with a redirect to /', async () => {
    const missing = await fetch(`${b.baseUrl}/no-such-page`)
    expect(missing.status).toBe(404)
    expect(await missing.text()).toContain('Page Not Found')
    const doubleSlash = await fetch(`${b.baseUrl}//`)
    expect(doubleSlash.status).toBe(404)
    expect(await doubleSlash.text()).toContain('Page Not Found')
    // A product that does not exist: its page's own not-found state, rendered, not a soft 404.
    const product = await fetch(`${b.baseUrl}/product/no-such-product`)
    expect(product.status).toBe(404)
    expect(await product.text()).toContain('Product not found')
    const home = await fetch(`${b.baseUrl}/home`, { redirect: 'manual' })
    expect(home.status).toBe(302)
    expect(home.headers.get('location')).toBe('/')
  })

  it('starts the app only after the server-rendered page has painted', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'), { waitUntil: 'networkidle' })
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime
      const entry = performance
        .getEntriesByType('resource')
        .find((r) => /\/assets\/index-[^/]+\.js$/.test(r.name))?.startTime
      return { paint, entry }
    })
    expect(timing.paint).toBeGreaterThan(0)
    expect(timing.entry).toBeGreaterThanOrEqual(timing.paint ?? Number.POSITIVE_INFINITY)
    await context.close()
  })

  it("names each route's page chunk in the server's HTML, to load with the main chunk", async () => {
    const product = await firstProduct()
    const routes: [string, string][] = [
      [hrefOf('home'), 'home-page'],
      [hrefOf('shop'), 'shop-page'],
      [hrefOf('product', { slug: product.slug }), 'product-page'],
      [hrefOf('about'), 'about-page'],
      [hrefOf('content', { slug: 'faq' }), 'content-page'],
      ['/no-such-page', 'not-found-page'],
    ]
    for (const [path, chunk] of routes) {
      const html = await (await fetch(`${b.baseUrl}${path}`)).text()
      // Server-rendered: the start script adds the links after the first paint, from this list.
      const listed = JSON.parse(
        /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
      ) as string[]
      const own = listed.filter((href) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(href))
      expect(own, path).toHaveLength(1)
      // No other page's chunk rides along.
      const others = OTHER_PAGES.filter((name) => name !== chunk).map(
        (name) => new RegExp(`^/assets/${name}-[\\w-]+\\.js$`),
      )
      expect(
        listed.filter((href) => others.some((other) => other.test(href))),
        path,
      ).toEqual([])
      for (const href of listed) expect((await fetch(`${b.baseUrl}${href}`)).status, href).toBe(200)
    }
    // Signed-in pages are rendered for the session and list their own chunk the same way.
    const token = await register(b, `chunks-${Date.now()}@example.com`, 'Chunk Tester')
    for (const [path, chunk] of [
      [hrefOf('cart'), 'cart-page'],
      [hrefOf('checkout'), 'checkout-page'],
    ] as const) {
      const html = await (
        await fetch(`${b.baseUrl}${path}`, {
          headers: { cookie: `auth_token=${token}${worldCookiePair(b.world)}` },
        })
      ).text()
      const listed = JSON.parse(
        /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
      ) as string[]
      expect(
        listed.filter((href) => new RegExp(`^/assets/${chunk}-[\\w-]+\\.js$`).test(href)),
        path,
      ).toHaveLength(1)
    }
  })

  it('asks for the page chunk and the main chunk at once after the first paint, not one after the other', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('shop'), { waitUntil: 'networkidle' })
    const timing = await page.evaluate(() => {
      const find = (pattern: RegExp) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) =>
          pattern.test(r.name),
        )
      // The app's own code, the last step the main chunk imports (src/app/main.tsx).
      const entry = find(/\/assets\/start-[^/]+\.js$/)
      const shop = find(/\/assets\/shop-page-[^/]+\.js$/)
      return { entryStart: entry?.startTime, entryEnd: entry?.responseEnd, pageStart: shop?.startTime }
    })
    expect(timing.entryStart).toBeGreaterThan(0)
    // Asked for by the start script itself, before the app's code has even arrived to discover it.
    expect(timing.pageStart).toBeLessThan(timing.entryEnd ?? 0)
    await context.close()
  })

  it('never loads the inlined stylesheet again, however many chunks load after it', async () => {
    const { context, page } = await b.page({ viewport: { width: 390, height: 844 } })
    const product = await firstProduct()
    await page.goto(hrefOf('shop'), { waitUntil: 'networkidle' })
    // The filters are a chunk of their own, loaded when the sheet opens.
    await page.getByRole('button', { name: /^Filters/ }).click()
    await page.getByRole('dialog', { name: 'Filters' }).waitFor()
    await page.goto(hrefOf('product', { slug: product.slug }), { waitUntil: 'networkidle' })
    const sheets = await page.evaluate(() => ({
      fetched: performance
        .getEntriesByType('resource')
        .filter((r) => /\/assets\/index-[^/]+\.css$/.test(r.name)).length,
      applied: [...document.styleSheets].filter((sheet) => /\/assets\/index-/.test(sheet.href ?? '')).length,
      inline: document.querySelectorAll('head style').length,
    }))
    expect(sheets).toEqual({ fetched: 0, applied: 0, inline: 1 })
    await context.close()
  })

  it("writes the store's theme colours on the html element, so the app's own setting of them restyles nothing", async () => {
    const settings = await api<{ data: { configurations: { key: string; value: string | null }[] } }>(
      b,
      'GET',
      '/api/v1/client/allSettings',
    )
    const primary = settings.body.data.configurations.find((c) => c.key === 'theme_color1')?.value
    expect(primary).toMatch(/^#/)
    const html = await (await fetch(`${b.baseUrl}/shop`)).text()
    const style = /<html [^>]*style="([^"]*)"/.exec(html)?.[1] ?? ''
    expect(style.toLowerCase()).toContain(`--color-primary:${primary?.toLowerCase()}`)
  })

  it('writes the header and the footer each in its own Suspense boundary, so hydration yields between them', async () => {
    const html = await (await fetch(`${b.baseUrl}/`)).text()
    expect(html).toMatch(/<!--\$--><header[\s>]/)
    expect(html).toMatch(/<!--\$--><footer[\s>]/)
  })

  it('acts on a click made while the page is still being hydrated (hydration runs in slices)', async () => {
    const { context } = await b.page({ viewport: { width: 390, height: 844 } })
    // On a machine busy with other tests the click can come too late, after hydration: then it is
    // tried again on a slower phone. The test fails if no click lands during hydration.
    let landedDuringHydration = false
    for (const rate of [20, 40, 80]) {
      // A page of its own: the shared one waits for the app before goto returns.
      const page = await context.newPage()
      // A slow phone, so hydration takes long enough to click in the middle of it.
      await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate })
      // Whether the app was ready is read when the click reaches the page (capture phase, before
      // React sees it), not before Playwright sends it: the two can be apart by a slice of hydration.
      await page.addInitScript(() =>
        window.addEventListener(
          'click',
          () => {
            document.documentElement.dataset.readyAtClick = String(
              document.querySelector('#root[data-app-ready]') !== null,
            )
          },
          { capture: true, once: true },
        ),
      )
      await page.goto(hrefOf('shop'), { waitUntil: 'commit' })
      // Where a finger would press, read while the server's page is all there is: a locator's click waits on frames
      // of the throttled page for its checks, so it often landed after hydration, and at 80x outlasted its timeout.
      const box = await page.getByRole('button', { name: 'Open menu' }).boundingBox()
      if (!box) throw new Error('the menu button has no box')
      // React holds the root (it marks its container) but has not finished taking the page over.
      await page.waitForFunction(
        () =>
          Object.keys(document.getElementById('root') ?? {}).some((key) =>
            key.startsWith('__reactContainer'),
          ),
        undefined,
        { polling: 5, timeout: 60_000 },
      )
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
      await page.waitForFunction(() => document.documentElement.dataset.readyAtClick, undefined, {
        polling: 50,
        timeout: 60_000,
      })
      const readyAtClick = await page.locator('html').getAttribute('data-ready-at-click')
      await page
        .locator('header')
        .getByRole('link', { name: 'About Us', exact: true })
        .waitFor({ timeout: 60_000 })
      await page.close()
      expect(readyAtClick).toMatch(/^(true|false)$/)
      if (readyAtClick === 'false') {
        landedDuringHydration = true
        break
      }
    }
    expect(landedDuringHydration).toBe(true)
    await context.close()
    // Up to three loads of the shop at 20x, 40x and 80x slowdown, on a machine busy with other files.
  }, 180_000)

  it('hydrates every route without a mismatch, for visitors whose browsers hold other state', async () => {
    const product = await firstProduct()
    const token = await register(b, `hydrate-${Date.now()}@example.com`, 'Hydra Tester')
    const variants = await api<{ data: { id: number; stock: number; pre_order: boolean }[] }>(
      b,
      'GET',
      '/api/v1/client/getAllProductsVariants?per_page=100',
    )
    const inStock = variants.body.data.find((v) => v.stock >= 5 && !v.pre_order)
    const addToCart = () =>
      api(b, 'POST', '/api/v1/client/cart/addOrUpdate', { variant_id: inStock?.id, quantity: 1 }, token)
    await addToCart()
    await api(b, 'POST', '/api/v1/client/addresses', SAMPLE_ADDRESS, token)
    const order = await placeOrderOfCart(b, token)
    // A line in the cart again, for the cart and checkout pages.
    await addToCart()
    const publicPaths = [
      hrefOf('home'),
      hrefOf('shop', { categories: [1], sort: 'price_asc' }),
      hrefOf('product', { slug: product.slug }),
      hrefOf('about'),
      hrefOf('content', { slug: 'faq' }),
      hrefOf('contact'),
      hrefOf('login'),
      hrefOf('order', { orderId: 1 }),
      '/no-such-page',
      hrefOf('product', { slug: 'no-such-product' }),
    ]
    const signedInPaths = [
      hrefOf('cart'),
      hrefOf('checkout'),
      hrefOf('wishlist'),
      hrefOf('profile'),
      hrefOf('profile', { tab: 'pre_order' }),
      hrefOf('profile', { tab: 'addresses' }),
      hrefOf('profile', { tab: 'personal' }),
      hrefOf('profile', { tab: 'notifications' }),
      hrefOf('order', { orderId: order }),
      hrefOf('orderConfirmation', { orderId: order }),
      hrefOf('preOrder', { orderId: 1 }),
    ]
    const visitors: [string, Visitor, string[]][] = [
      ['a new visitor', {}, publicPaths],
      [
        'an Arabic visitor with the dark theme, euros and a stored cookie choice',
        { lang: 'ar', storage: { 'vite-ui-theme': 'dark', currency: EUR, cookie_consent: 'true' } },
        publicPaths,
      ],
      [
        'a signed-in client',
        { token, storage: { auth: JSON.stringify({ isAuthenticated: true, client: null }) } },
        [...publicPaths, ...signedInPaths],
      ],
      [
        'a signed-in client in Arabic with euros, far from UTC',
        {
          token,
          lang: 'ar',
          timezoneId: 'Pacific/Kiritimati',
          storage: { currency: EUR, auth: JSON.stringify({ isAuthenticated: true, client: null }) },
        },
        signedInPaths,
      ],
    ]
    const reports: string[][] = []
    for (const [, visitor, paths] of visitors) {
      const { context, page } = await b.page(visitor.timezoneId ? { timezoneId: visitor.timezoneId } : {})
      await prepareVisit(context, b.baseUrl, { consent: false, ...visitor })
      reports.push(problems(page))
      for (const path of paths) {
        const answer = await page.goto(path)
        await hydrated(page)
        // Signed in, the page is the server's rendering for the session, not a page left to the browser.
        if (visitor.token && signedInPaths.includes(path)) {
          expect(answer?.headers()['cache-control'], path).toBe('private, no-store')
          expect(await answer?.text(), path).toMatch(/<div id="root"><[a-z]/)
        }
      }
      await context.close()
    }
    // Read once every page has reported: the lists fill while the pages load.
    expect(reports.flat().join('\n')).toBe('')
  }, 600_000)

  it('shows what only the browser knows once hydrated: currency, theme, cookie banner, the signed-in header', async () => {
    const token = await register(b, `hydrate-state-${Date.now()}@example.com`, 'State Tester')
    const { context, page } = await b.page()
    await prepareVisit(context, b.baseUrl, {
      consent: false,
      token,
      storage: {
        'vite-ui-theme': 'dark',
        currency: EUR,
        auth: JSON.stringify({ isAuthenticated: true, client: null }),
      },
    })
    await page.goto(hrefOf('shop'))
    await hydrated(page)
    expect(await page.getByTestId('currency-switcher').textContent()).toContain('EUR')
    expect(await page.getByRole('article').first().textContent()).toContain('€')
    // Dark now: the toggle names the next theme.
    expect(await page.getByRole('button', { name: 'Switch to system theme' }).count()).toBe(1)
    // No choice stored yet: the banner asks.
    expect(await page.getByRole('region', { name: /cookie/i }).count()).toBe(1)
    expect(
      await page
        .getByRole('link', { name: 'Profile' })
        .or(page.getByRole('button', { name: 'Account menu' }))
        .count(),
    ).toBe(1)
    // And it is the app now: the theme toggle works.
    await page.getByRole('button', { name: 'Switch to system theme' }).click()
    expect(await page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system')
    await context.close()
  })
})
