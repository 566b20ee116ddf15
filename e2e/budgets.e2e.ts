import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { type ChunkSizes, MODULE_SIZES } from '../apps/web/build/module-sizes.ts'
import { firstSlug } from './api.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { hrefOf, shopperAccount } from './fixtures.ts'

const b = useBrowser()
const dist = fileURLToPath(new URL('../apps/web/dist/', import.meta.url))

/** What each chunk of the browser build is made of, by module (apps/web/build/module-sizes.ts): chunk names are hashed, and a hash can spell anything. */
function modulesByChunk(): Record<string, string[]> {
  const sizes: Record<string, ChunkSizes> = JSON.parse(readFileSync(`${dist}${MODULE_SIZES}`, 'utf8'))
  return Object.fromEntries(Object.entries(sizes).map(([file, chunk]) => [file, Object.keys(chunk.modules)]))
}

/** The code the home route must not load, by module: other routes' pages, the map, the chat behind its launcher, the mock. */
const NOT_ON_HOME: Record<string, RegExp> = {
  checkout: /^apps\/web\/src\/features\/checkout\//,
  cart: /^apps\/web\/src\/features\/cart\//,
  orders: /^apps\/web\/src\/features\/orders\//,
  profile: /^apps\/web\/src\/features\/account\//,
  map: /^leaflet\/|^apps\/web\/src\/components\/address\/map-picker\.tsx$/,
  chat: /^apps\/web\/src\/features\/chat\/(?!chat-launcher\.tsx$)/,
  mock: /^packages\/mock\/|^msw\/|^@mswjs\/|^@msw\//,
}
const serverDist = fileURLToPath(new URL('../apps/web/dist-server/', import.meta.url))
// Raised by what keeps a session and the store through an outage and says offline in place: it has
// to be there before the connection goes (docs/decisions/0062).
const HOME_JS_BUDGET = 122 * 1024
/** The first load of the shop, a product page and the signed-in cart and checkout: the gzip JavaScript asked for before the page is hydrated. */
const FIRST_LOAD_JS_BUDGET = 142 * 1024

/** Files of the production build, relative to dist. */
function files(dir = dist, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(`${dir}${e.name}/`, `${prefix}${e.name}/`) : [`${prefix}${e.name}`],
  )
}

/** Keeps in `window.readyAt` the page's own time at which the app marked #root hydrated. */
async function noteHydrationEnd(page: Page): Promise<void> {
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.getElementById('root')?.hasAttribute('data-app-ready')) {
        observer.disconnect()
        ;(window as unknown as { readyAt: number }).readyAt = performance.now()
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] })
  })
}

/** The gzip bytes of the scripts `path` asks for before it is hydrated. */
async function firstLoadBytes(page: Page, path: string): Promise<number> {
  const bytes = new Map<string, number>()
  page.on('response', (res) => {
    if ((res.headers()['content-type'] ?? '').includes('javascript')) {
      bytes.set(res.url(), Number(res.headers()['content-length'] ?? 0))
    }
  })
  await noteHydrationEnd(page)
  await page.goto(path, { waitUntil: 'networkidle' })
  const early: string[] = await page.evaluate(() => {
    const readyAt = (window as unknown as { readyAt: number }).readyAt
    return performance
      .getEntriesByType('resource')
      .filter((e) => e.startTime < readyAt)
      .map((e) => e.name)
  })
  const scripts = [...bytes].filter(([url]) => early.includes(url))
  const total = scripts.reduce((sum, [, n]) => sum + n, 0)
  console.info(
    `${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip JavaScript before hydrated`,
  )
  expect(scripts.length).toBeGreaterThan(5)
  expect(scripts.every(([, n]) => n > 0)).toBe(true)
  return total
}

describe('performance budgets of the production build', () => {
  it('loads at most 122 KB of gzip JavaScript on the home route, with no cart, checkout, orders, profile, map, chat or mock code', async () => {
    const { context, page } = await b.page({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } })
    const scripts: { url: string; bytes: number }[] = []
    page.on('response', (res) => {
      if ((res.headers()['content-type'] ?? '').includes('javascript')) {
        scripts.push({ url: res.url(), bytes: Number(res.headers()['content-length'] ?? 0) })
      }
    })
    await page.goto(hrefOf('home'), { waitUntil: 'networkidle' })
    const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
    console.info(`home route: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzip JavaScript`)
    expect(scripts.length).toBeGreaterThan(0)
    expect(scripts.every((s) => s.bytes > 0)).toBe(true)
    expect(total).toBeLessThanOrEqual(HOME_JS_BUDGET)
    const chunks = modulesByChunk()
    const loaded = scripts.flatMap((s) => {
      const file = new URL(s.url).pathname.slice(1)
      const modules = chunks[file]
      if (!modules) throw new Error(`${file} is not a chunk of the build`)
      return modules.map((module) => `${file}: ${module}`)
    })
    const unwanted = Object.entries(NOT_ON_HOME).flatMap(([what, pattern]) =>
      loaded
        .filter((entry) => pattern.test(entry.slice(entry.indexOf(': ') + 2)))
        .map((entry) => `${what}: ${entry}`),
    )
    expect(unwanted).toEqual([])
    await context.close()
  })

  it.each([
    ['the shop', async () => hrefOf('shop')],
    ['a product page', async () => hrefOf('product', { slug: await firstSlug(b) })],
  ])('asks for at most 142 KB of gzip JavaScript on %s before it is hydrated', async (_, address) => {
    const path = await address()
    const { context, page } = await b.page({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } })
    const total = await firstLoadBytes(page, path)
    expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET)
    await context.close()
  })

  it.each([hrefOf('cart'), hrefOf('checkout')])(
    'asks for at most 142 KB of gzip JavaScript on %s, signed in, before it is hydrated',
    async (path) => {
      const { token } = await shopperAccount(b, { tag: 'budget', address: true, cart: 2 })
      const { context, page } = await b.page({ extraHTTPHeaders: { 'accept-encoding': 'gzip' } })
      await prepareVisit(context, b.baseUrl, { token })
      const total = await firstLoadBytes(page, path)
      // The page drawn for the session, not the home page a visitor without one is sent to.
      await page
        .getByRole('heading', { level: 1, name: path === hrefOf('cart') ? 'Cart' : 'Checkout' })
        .waitFor()
      expect(total).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET)
      await context.close()
    },
  )

  it("takes the server's account menu over once its code arrives after hydration, and opens it for a click made before", async () => {
    type Entry = { file: string }
    const manifest: Record<string, Entry> = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'))
    const menuChunk = manifest['src/app/layout/account-menu.tsx']?.file
    if (!menuChunk) throw new Error('the manifest has no account-menu chunk')
    const { token } = await shopperAccount(b, { tag: 'menu-budget' })
    const { context, page } = await b.page()
    await prepareVisit(context, b.baseUrl, { token })
    await noteHydrationEnd(page)
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { drawn: Element | null }).drawn = document.querySelector(
          'header button[aria-haspopup="menu"]',
        )
      })
    })
    // The menu's code is held back until the shopper has pressed the trigger.
    const { promise: release, resolve: letThrough } = Promise.withResolvers<void>()
    const asked = Promise.withResolvers<number>()
    await page.route(`**/${menuChunk}`, async (route) => {
      asked.resolve(await page.evaluate(() => performance.now()))
      await release
      await route.continue()
    })
    const response = await page.goto(hrefOf('cart'))
    expect(await response?.text()).not.toContain(menuChunk)
    const trigger = page.getByRole('banner').getByRole('button', { name: 'Account menu' })
    await trigger.click()
    const askedAt = await asked.promise
    const readyAt = await page.evaluate(() => (window as unknown as { readyAt: number }).readyAt)
    expect(askedAt).toBeGreaterThan(readyAt)
    expect(await page.getByRole('menu').count()).toBe(0)
    letThrough()
    await page.getByRole('menu').getByRole('menuitem', { name: 'My orders' }).waitFor()
    // Taken over, not redrawn: the trigger is the server's own element.
    const same = await page.evaluate(
      () => (window as unknown as { drawn: Element | null }).drawn?.isConnected === true,
    )
    expect(same).toBe(true)
    await context.close()
  })

  it('contains no mock code and no API reference (page or renderer) in the production bundle or the server renderer', () => {
    for (const dir of [dist, serverDist]) {
      const all = files(dir)
      const js = all.filter((f) => f.endsWith('.js'))
      expect(js.length).toBeGreaterThan(0)
      const leaking = all.filter((f) => {
        if (/__mock/.test(f)) return true
        if (!/\.(js|html|css|json)$/.test(f)) return false
        const text = readFileSync(`${dir}${f}`, 'utf8')
        return /setupWorker|__mock\/outbox|__mock\/docs|storefront-openapi|mockServiceWorker|createApiReference|@scalar\//.test(
          text,
        )
      })
      expect(leaking).toEqual([])
    }
  })

  it('holds 0 bytes of the mock toolbar in the shopper bundle or the server renderer', () => {
    for (const dir of [dist, serverDist]) {
      const all = files(dir)
      const toolbar = all.filter(
        (f) =>
          /dev-toolbar/.test(f) ||
          (/\.(js|css|html)$/.test(f) &&
            /mock-toolbar|__mock\/operations|__mock\/personas|Mock toolbar/.test(
              readFileSync(`${dir}${f}`, 'utf8'),
            )),
      )
      expect(toolbar).toEqual([])
      // The toolbar's texts are swapped for an empty dictionary (vite.config.ts): no text of theirs ships.
      const texts = all.filter(
        (f) => /devtools/.test(f) && /['"`]\w/.test(readFileSync(`${dir}${f}`, 'utf8')),
      )
      expect(texts).toEqual([])
    }
  })

  it("is React's production build (no development runtime), in the browser and on the server", () => {
    for (const dir of [dist, serverDist]) {
      const js = files(dir).filter((f) => f.endsWith('.js'))
      const dev = js.filter((f) => /jsx-dev-runtime|jsxDEV\(/.test(f + readFileSync(`${dir}${f}`, 'utf8')))
      expect(dev).toEqual([])
    }
  })

  it('splits every route into its own chunk', () => {
    const js = files().filter((f) => f.startsWith('assets/') && f.endsWith('.js'))
    // The entry plus lazily loaded routes: one chunk is not a split app.
    expect(js.length).toBeGreaterThan(5)
  })

  it("keeps Ark's dialog code out of a product page's first load and fetches it once the page is idle", async () => {
    type Entry = { file: string; imports?: string[] }
    const manifest: Record<string, Entry> = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'))
    const frames = manifest['src/components/ui/dialog-frames.tsx']?.file
    if (!frames) throw new Error('the manifest has no dialog-frames chunk')
    const slug = await firstSlug(b)
    const { context, page } = await b.page({ viewport: { width: 390, height: 844 } })
    // When hydration ended and when each script was asked for, on the page's own clock.
    await noteHydrationEnd(page)
    const response = await page.goto(hrefOf('product', { slug }))
    // The server's list of the page's chunks (asked for with the main one) leaves it out too.
    expect(await response?.text()).not.toContain(frames)
    const requested = () =>
      page.evaluate(() => ({
        readyAt: (window as unknown as { readyAt: number }).readyAt,
        scripts: performance
          .getEntriesByType('resource')
          .filter((e) => e.name.endsWith('.js'))
          .map((e) => ({ file: new URL(e.name).pathname.slice(1), at: e.startTime })),
      }))
    await expect
      .poll(async () => (await requested()).scripts.some((s) => s.file === frames), { timeout: 15_000 })
      .toBe(true)
    const { readyAt, scripts } = await requested()
    expect(scripts.filter((s) => s.at < readyAt).length).toBeGreaterThan(5)
    expect(scripts.find((s) => s.file === frames)?.at).toBeGreaterThan(readyAt)
    // And the zoom opens the dialog it belongs to.
    await page.getByRole('button', { name: 'Zoom image' }).click()
    await page.getByRole('dialog', { name: 'Zoomed image' }).waitFor()
    await context.close()
  })

  it("leaves a product's tabs as the server drew them, through the shopper's first choices, and takes them over once their code arrives after hydration", async () => {
    type Entry = { file: string }
    const manifest: Record<string, Entry> = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'))
    const tabs = manifest['src/features/product/product-tabs.tsx']?.file
    if (!tabs) throw new Error('the manifest has no product-tabs chunk')
    const slug = await firstSlug(b)
    const { context, page } = await b.page()
    await page.addInitScript(() => {
      const w = window as unknown as { readyAt: number; drawn: Element | null }
      new MutationObserver((_, observer) => {
        if (document.getElementById('root')?.hasAttribute('data-app-ready')) {
          observer.disconnect()
          w.readyAt = performance.now()
        }
      }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-app-ready'] })
      // The server's tab list, held to see whether the browser ever draws it again.
      document.addEventListener('DOMContentLoaded', () => {
        w.drawn = document.querySelector('[role="tablist"]')
      })
    })
    // The tabs' code is held back until the shopper has changed the page around them.
    const { promise: release, resolve: letThrough } = Promise.withResolvers<void>()
    const asked = Promise.withResolvers<number>()
    await page.route(`**/${tabs}`, async (route) => {
      asked.resolve(await page.evaluate(() => performance.now()))
      await release
      await route.continue()
    })
    const response = await page.goto(hrefOf('product', { slug }))
    const html = (await response?.text()) ?? ''
    expect(html).toContain('role="tablist"')
    expect(html).not.toContain(tabs)
    const askedAt = await asked.promise
    const readyAt = await page.evaluate(() => (window as unknown as { readyAt: number }).readyAt)
    expect(askedAt).toBeGreaterThan(readyAt)
    await page.getByRole('button', { name: 'Increase quantity' }).click()
    await expect.poll(() => page.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2')
    letThrough()
    // Taken over, not redrawn: the tabs answer, and the list is the server's own element.
    await page.getByRole('tab', { name: 'Specifications' }).click()
    await page.getByRole('tabpanel', { name: 'Specifications' }).getByRole('table').waitFor()
    const same = await page.evaluate(
      () => (window as unknown as { drawn: Element | null }).drawn?.isConnected === true,
    )
    expect(same).toBe(true)
    await context.close()
  })

  it('closes a dialog whose code cannot load with the error toast, keeps the page, and opens it at the next try', async () => {
    const slug = await firstSlug(b)
    const { context, page } = await b.page({ viewport: { width: 390, height: 844 } })
    const frames = /\/assets\/dialog-frames-[^/]*\.js$/
    let refused = 0
    await page.route(frames, (route) => {
      refused += 1
      return route.abort('internetdisconnected')
    })
    // The parts loaded at idle (the tabs) first: refused at the same moment, their scripts were aborted with it.
    await page.goto(hrefOf('product', { slug }), { waitUntil: 'networkidle' })
    const heading = await page.getByRole('heading', { level: 1 }).textContent()
    await page.getByRole('button', { name: 'Zoom image' }).click()
    await page.getByText('An unexpected error occurred. Please try again.').waitFor()
    expect(refused).toBeGreaterThan(0)
    expect(await page.getByRole('dialog').count()).toBe(0)
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading)
    // The connection is back: the browser asks again, and the dialog opens.
    await page.unroute(frames)
    await page.getByRole('button', { name: 'Zoom image' }).click()
    await page.getByRole('dialog', { name: 'Zoomed image' }).waitFor()
    await context.close()
  })

  it('asks V8 to compile the code every page runs on load while it downloads, and only that code', () => {
    type Entry = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
    const manifest: Record<string, Entry> = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'))
    // From the manifest: the entry, its steps (app/main.tsx) and what they import statically.
    const expected = new Set<string>()
    const visit = (key: string) => {
      const entry = manifest[key]
      if (!entry || expected.has(entry.file)) return
      expected.add(entry.file)
      for (const imported of entry.imports ?? []) visit(imported)
    }
    const [entryKey, entry] = Object.entries(manifest).find(([, e]) => e.isEntry) ?? []
    if (!entryKey || !entry) throw new Error('the manifest has no entry')
    visit(entryKey)
    for (const step of entry.dynamicImports ?? []) visit(step)
    expect(expected.has(manifest['src/app/start.tsx']?.file ?? 'missing')).toBe(true)

    const hinted = files()
      .filter((f) => f.startsWith('assets/') && f.endsWith('.js'))
      .filter((f) => readFileSync(`${dist}${f}`, 'utf8').startsWith('//# allFunctionsCalledOnLoad\n'))
    expect(hinted.sort()).toEqual([...expected].sort())
    // React DOM is among them; the map and the phone field (loaded on one page, when asked for) are not.
    const chunks = modulesByChunk()
    const holding = (pattern: RegExp) =>
      hinted.filter((f) => chunks[f]?.some((module) => pattern.test(module)))
    expect(holding(/^react-dom\//)).not.toEqual([])
    expect(holding(/^leaflet\/|^libphonenumber-js\/|\/phone-field\.tsx$/)).toEqual([])
  })
})
