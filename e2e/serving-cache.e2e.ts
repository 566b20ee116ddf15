import { readdirSync, readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type CachedPage, createPageCache } from '../apps/web/server/page-cache.ts'
import { api, register } from './api.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'
import { type RunningServer, startProductionServer } from './serving.ts'

// The guest page cache: what it shares, with whom, and for how long. Pages are asked for over
// HTTP from a production server of one worker (one cache), and once in a browser.

// The guest page cache serves the shared world only: a world's pages are each visitor's own.
const b = useBrowser(undefined, { world: null })
let server: RunningServer
let token = ''

beforeAll(async () => {
  server = await startProductionServer({
    WEB_WORKERS: '1',
    PAGE_CACHE_FRESH_SECONDS: '30',
    PAGE_CACHE_STALE_SECONDS: '60',
    // Under the load test's burst every page still waits for its answers, so each is rendered for its visitor.
    FIRST_ANSWERS_TIMEOUT_MS: '20000',
  })
  token = await register(server.url, `cache-${Date.now()}@example.com`, 'Cache Tester')
})

afterAll(async () => {
  await server?.stop()
})

let unique = 0
/** An address no earlier request has used, so its first answer is a miss. */
const fresh = (path: string) => `${path}${path.includes('?') ? '&' : '?'}probe=${Date.now()}-${unique++}`

async function page(path: string, headers: Record<string, string> = {}) {
  const answer = await fetch(`${server.url}${path}`, { headers })
  return {
    status: answer.status,
    cache: answer.headers.get('x-cache'),
    cacheControl: answer.headers.get('cache-control'),
    vary: answer.headers.get('vary'),
    html: await answer.text(),
  }
}

const htmlLang = (html: string) => /<html lang="([^"]+)" dir="([^"]+)"[ >]/.exec(html)?.slice(1, 3)
const answersLang = (html: string) => /"lang":"(\w+)","answers"/.exec(html)?.[1]

describe('the guest page cache', () => {
  it('shares a guest page, with headers a CDN can cache by', async () => {
    const path = fresh('/shop')
    const first = await page(path)
    const second = await page(path)
    expect([first.cache, second.cache]).toEqual(['MISS', 'HIT'])
    expect(second.html).toBe(first.html)
    expect(second.cacheControl).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60')
    expect(second.vary).toBe('accept-encoding, accept-language, cookie')
  })

  it('never gives a signed-in visitor a shared page, nor shares theirs', async () => {
    const path = fresh('/')
    const guest = await page(path)
    expect(guest.html).not.toContain('href="/profile"')
    const signedIn = await page(path, { cookie: `auth_token=${token}` })
    expect(signedIn.cache).toBe('BYPASS')
    expect(signedIn.cacheControl).toBe('private, no-store')
    expect(signedIn.html).toContain('href="/profile"')
    // Signed in first, on an address no guest has asked for: the next guest still gets a guest page.
    const other = fresh('/')
    await page(other, { cookie: `auth_token=${token}` })
    const nextGuest = await page(other)
    expect(nextGuest.cache).toBe('MISS')
    expect(nextGuest.html).not.toContain('href="/profile"')
    expect(nextGuest.html).toContain('href="/login"')
  })

  it('keeps Arabic and English apart, by cookie or by the browser language, however the requests interleave', async () => {
    const path = fresh('/')
    const kinds: { want: string; headers: Record<string, string> }[] = [
      { want: 'ar', headers: { cookie: 'lang=ar' } },
      { want: 'en', headers: { cookie: 'lang=en', 'accept-language': 'ar' } },
      { want: 'ar', headers: { 'accept-language': 'ar-EG,ar;q=0.9' } },
    ]
    const asks = [...kinds, ...kinds, ...kinds, ...kinds]
    const answers = await Promise.all(asks.map((ask) => page(path, ask.headers)))
    for (const [i, answer] of answers.entries()) {
      const want = asks[i]?.want
      expect(htmlLang(answer.html)).toEqual([want, want === 'ar' ? 'rtl' : 'ltr'])
      expect(answersLang(answer.html)).toBe(want)
    }
    // Both languages were kept, each once.
    const again = await Promise.all([page(path, { cookie: 'lang=ar' }), page(path, { cookie: 'lang=en' })])
    expect(again.map((answer) => answer.cache)).toEqual(['HIT', 'HIT'])
    expect(again.map((answer) => htmlLang(answer.html)?.[0])).toEqual(['ar', 'en'])
  })

  it('tells a CDN not to keep an answer that sets the language cookie (?lang=), and still shares the page', async () => {
    const path = fresh('/shop?lang=ar')
    const first = await fetch(`${server.url}${path}`)
    expect(first.headers.get('set-cookie')).toMatch(/^lang=ar;/)
    expect(first.headers.get('cache-control')).toBe('private, no-cache')
    const second = await page(path)
    expect(second.cache).toBe('HIT')
    expect(second.cacheControl).toBe('private, no-cache')
    expect(htmlLang(second.html)?.[0]).toBe('ar')
  })

  it('serves a language change from that language’s entry, not from the entry the visitor had', async () => {
    const path = fresh('/shop')
    expect(htmlLang((await page(path, { cookie: 'lang=en' })).html)?.[0]).toBe('en')
    const switched = await page(path, { cookie: 'lang=ar' })
    expect(switched.cache).toBe('MISS')
    expect(htmlLang(switched.html)?.[0]).toBe('ar')
    expect(answersLang(switched.html)).toBe('ar')
  })

  it('keys the shared page by the currency cookie: a euro visitor never gets the dollar page', async () => {
    const path = fresh('/shop')
    const dollars = await page(path)
    expect(dollars.cache).toBe('MISS')
    expect(dollars.html).toMatch(/\$\d/)
    const cookie = `currency=${encodeURIComponent(JSON.stringify({ id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.92 }))}`
    const euros = await page(path, { cookie })
    expect(euros.cache).toBe('MISS')
    const body = euros.html.replace(/<script[\s\S]*?<\/script>/g, '')
    expect(body).toMatch(/€\s?\d/)
    expect(body).not.toMatch(/\$\d/)
    expect((await page(path, { cookie })).cache).toBe('HIT')
  })

  it('shows each visitor their own currency on a shared page', async () => {
    const path = fresh('/shop')
    const { context: first, page: dollars } = await b.page({ baseURL: server.url })
    const served = await dollars.goto(path)
    expect(served?.headers()['x-cache']).toBe('MISS')
    await dollars.getByText(/\$\d/).first().waitFor()
    await first.close()

    const { context: second, page: euros } = await b.page({ baseURL: server.url })
    const euro = { id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.92 }
    await prepareVisit(second, server.url, { consent: false, storage: { currency: JSON.stringify(euro) } })
    const shared = await euros.goto(path)
    expect(shared?.headers()['x-cache']).toBe('HIT')
    await euros
      .getByText(/€\s?\d/)
      .first()
      .waitFor()
    expect(await euros.getByText(/\$\d/).count()).toBe(0)
    await second.close()
  })
})

describe('signed-in pages under load', () => {
  interface Shopper {
    name: string
    cookie: string
    product: string
    symbol: string
  }

  async function shopper(name: string, product: { id: number; name: string }, currency: object) {
    const token = await register(server.url, `load-${Date.now()}-${unique++}@example.com`, name)
    const detail = await api<{ data: { variants: { id: number; stock: number; pre_order: boolean }[] } }>(
      server.url,
      'GET',
      `/api/v1/client/product/${product.id}`,
    )
    const variant = detail.body.data.variants.find((v) => v.stock > 0 && !v.pre_order)
    await api(
      server.url,
      'POST',
      '/api/v1/client/cart/addOrUpdate',
      { variant_id: variant?.id, quantity: 1 },
      token,
    )
    return {
      name,
      product: product.name.replace(/&/g, '&amp;'),
      cookie: `auth_token=${token}; currency=${encodeURIComponent(JSON.stringify(currency))}`,
      symbol: (currency as { symbol: string }).symbol,
    } satisfies Shopper
  }

  /** A price in that currency, as the pages write it. */
  const price = (symbol: string) => new RegExp(`>${symbol}\\s?\\d`)

  it('gives each of two shoppers and a visitor their own page, however many requests interleave', async () => {
    const listed = await api<{ data: { id: number; name: string; in_stock: boolean; pre_order: boolean }[] }>(
      server.url,
      'GET',
      '/api/v1/client/shop?per_page=30&sort=price_asc',
    )
    const [first, second] = listed.body.data.filter((p) => p.in_stock && !p.pre_order && !/&|</.test(p.name))
    if (!first || !second) throw new Error('the shop lists fewer than two products in stock')
    const shoppers = [
      await shopper('Amira Load', first, { id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.92 }),
      await shopper('Bruno Load', second, { id: 3, code: 'GBP', symbol: '£', exchange_rate: 0.79 }),
    ]
    type Ask = { who: Shopper | null; path: string }
    const asks: Ask[] = []
    for (let round = 0; round < 15; round++) {
      for (const who of shoppers) {
        asks.push({
          who,
          path: round % 3 === 0 ? '/profile?tab=personal' : round % 3 === 1 ? '/cart' : '/checkout',
        })
      }
      asks.push({ who: null, path: round % 2 ? '/shop' : '/' })
    }
    const answers = await Promise.all(
      asks.map(async (ask) => ({
        ...ask,
        ...(await page(ask.path, ask.who ? { cookie: ask.who.cookie } : {})),
      })),
    )
    for (const { who, path, status, cacheControl, html } of answers) {
      const others = shoppers.filter((other) => other !== who)
      for (const other of others) {
        expect(html, `${who?.name ?? 'visitor'} ${path}`).not.toContain(other.name)
        // The shop lists every product; only a shopper's own pages must not show another's cart.
        if (who) expect(html, `${who.name} ${path}`).not.toContain(other.product)
        expect(html, `${who?.name ?? 'visitor'} ${path}`).not.toMatch(price(other.symbol))
      }
      expect(status).toBe(200)
      expect(html, `${who?.name ?? 'visitor'} ${path}`).toMatch(/<div id="root"><[a-z]/)
      if (!who) {
        expect(html).toContain('href="/login"')
        expect(cacheControl).toMatch(/^public/)
        continue
      }
      expect(cacheControl).toBe('private, no-store')
      if (path === '/profile?tab=personal') expect(html).toContain(`<bdi>${who.name}</bdi>`)
      if (path === '/cart') expect(html).toContain(who.product)
      if (path !== '/profile?tab=personal') expect(html).toMatch(price(who.symbol))
    }
    // And a visitor without the session cookie is sent home, the page remembered.
    const away = await fetch(`${server.url}${hrefOf('checkout', { preOrder: true })}`, { redirect: 'manual' })
    expect(away.status).toBe(302)
    expect(away.headers.get('location')).toBe('/')
    expect(away.headers.get('cache-control')).toBe('private, no-store')
    expect(away.headers.get('set-cookie')).toBe(
      'return_to=%2Fcheckout%3Ftype%3Dpre_order; Path=/; SameSite=Lax',
    )
  })
})

describe('the theme cookie', () => {
  const mark = (html: string) => /<html[^>]*\sdata-theme="([^"]*)"/.exec(html)?.[1]

  it('marks each visitor’s stored theme on a shared page, in an entry of its own', async () => {
    const path = fresh('/shop')
    const dark = await page(path, { cookie: 'vite-ui-theme=dark' })
    expect([dark.cache, mark(dark.html)]).toEqual(['MISS', 'dark'])
    const light = await page(path, { cookie: 'vite-ui-theme=light' })
    expect([light.cache, mark(light.html)]).toEqual(['MISS', 'light'])
    const again = await page(path, { cookie: 'vite-ui-theme=dark' })
    expect([again.cache, mark(again.html)]).toEqual(['HIT', 'dark'])
    const none = await page(path)
    expect([none.cache, mark(none.html)]).toEqual(['MISS', undefined])
    // Not a theme: as if there were no cookie.
    const bogus = await page(path, { cookie: 'vite-ui-theme=%22%3E%3Cscript%3E' })
    expect([bogus.cache, mark(bogus.html)]).toEqual(['HIT', undefined])
  })

  it('spares the boot script its reads of storage and cookies once the app has written the cookie', async () => {
    const { context, page: tab } = await b.page({ baseURL: server.url })
    // A choice stored before the cookie existed; and a record of what scripts read while the head is parsed.
    await prepareVisit(context, server.url, { theme: 'dark', consent: false, once: true })
    await context.addInitScript(() => {
      const reads: string[] = []
      ;(window as unknown as { headReads: string[] }).headReads = reads
      const getItem = Storage.prototype.getItem
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (!document.body && this === localStorage) reads.push(`storage ${key}`)
        return getItem.call(this, key)
      }
      const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')
      Object.defineProperty(document, 'cookie', {
        configurable: true,
        get() {
          if (!document.body) reads.push('cookie')
          return cookie?.get?.call(document)
        },
        set(value: string) {
          cookie?.set?.call(document, value)
        },
      })
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { classAtParseEnd: string }).classAtParseEnd =
          document.documentElement.className
      })
    })
    const state = () =>
      tab.evaluate(() => {
        const w = window as unknown as { headReads: string[]; classAtParseEnd: string }
        return { reads: w.headReads, theme: w.classAtParseEnd }
      })
    const path = fresh('/shop')
    await tab.goto(path)
    // The server names the language: the theme is read from storage, and whether the banner it rendered was answered.
    expect(await state()).toEqual({
      reads: ['storage vite-ui-theme', 'storage cookie_consent'],
      theme: 'dark',
    })
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'vite-ui-theme')?.value)
      .toBe('dark')
    await tab.goto(path)
    // Until the banner is answered, the page holds it and the script asks storage whether it was.
    expect(await state()).toEqual({ reads: ['storage cookie_consent'], theme: 'dark' })
    await tab.locator('#root[data-app-ready]').waitFor({ state: 'attached' })
    await tab.getByRole('button', { name: 'Accept', exact: true }).click()
    await tab.goto(path)
    expect(await state()).toEqual({ reads: [], theme: 'dark' })
    await context.close()
  })
})

describe('the consent cookie', () => {
  const mark = (html: string) => /<html[^>]*\sdata-consent="([^"]*)"/.exec(html)?.[1]
  const banner = (html: string) => /<section[^>]*\sdata-cookie-banner/.test(html)

  it('renders the banner into a shared page for a visitor without it, in an entry of its own', async () => {
    const path = fresh('/shop')
    const asked = await page(path)
    expect([asked.cache, mark(asked.html), banner(asked.html)]).toEqual(['MISS', 'ask', true])
    const accepted = await page(path, { cookie: 'cookie_consent=true' })
    expect([accepted.cache, mark(accepted.html), banner(accepted.html)]).toEqual(['MISS', 'true', false])
    const declined = await page(path, { cookie: 'cookie_consent=false' })
    expect([declined.cache, mark(declined.html), banner(declined.html)]).toEqual(['MISS', 'false', false])
    // Not a choice: as if there were no cookie.
    const bogus = await page(path, { cookie: 'cookie_consent=%22%3E' })
    expect([bogus.cache, mark(bogus.html), banner(bogus.html)]).toEqual(['HIT', 'ask', true])
  })

  it('hides the server’s banner before the first paint when storage holds the choice, and hydrates without a mismatch', async () => {
    const { context, page: tab } = await b.page({ baseURL: server.url })
    await prepareVisit(context, server.url, { consent: false, storage: { cookie_consent: 'false' } })
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        const box = document.querySelector('[data-cookie-banner]')
        ;(window as unknown as { bannerAtParseEnd: string }).bannerAtParseEnd = box
          ? getComputedStyle(box).display
          : 'absent'
      })
    })
    const errors: string[] = []
    tab.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await tab.goto(fresh(hrefOf('shop')))
    await tab.locator('#root[data-app-ready]').waitFor({ state: 'attached' })
    expect(
      await tab.evaluate(() => (window as unknown as { bannerAtParseEnd: string }).bannerAtParseEnd),
    ).toBe('none')
    expect(await tab.locator('[data-cookie-banner]').count()).toBe(0)
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'cookie_consent')?.value)
      .toBe('false')
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('freshness', () => {
  const rendered = (label: string, size = 10): CachedPage => ({
    status: 200,
    renderedAt: Date.now(),
    body: Buffer.from(label.padEnd(size)),
    br: Buffer.alloc(0),
    gzip: Buffer.alloc(0),
  })

  it('serves a stale page while exactly one request renders it again, and waits once it is too old', async () => {
    const cache = createPageCache({ freshSeconds: 1, staleSeconds: 1, maxBytes: 1_000_000 })
    let renders = 0
    const render = async () => {
      renders++
      await new Promise((resolve) => setTimeout(resolve, 100))
      return rendered(`render ${renders}`)
    }
    expect((await cache.get('en /', render)).outcome).toBe('miss')
    expect((await cache.get('en /', render)).outcome).toBe('hit')
    expect(renders).toBe(1)

    await new Promise((resolve) => setTimeout(resolve, 1100))
    const stale = await Promise.all(Array.from({ length: 5 }, () => cache.get('en /', render)))
    expect(stale.map((answer) => answer.outcome)).toEqual(Array(5).fill('stale'))
    expect(stale.map((answer) => answer.page?.body.toString().trim())).toEqual(Array(5).fill('render 1'))
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(renders).toBe(2)
    const renewed = await cache.get('en /', render)
    expect([renewed.outcome, renewed.page?.body.toString().trim()]).toEqual(['hit', 'render 2'])

    // Past freshness and the stale window, the request waits for the new page.
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const waited = await cache.get('en /', render)
    expect([waited.outcome, waited.page?.body.toString().trim()]).toEqual(['miss', 'render 3'])
  })

  it('keeps within its size bound, dropping the least recently used pages', async () => {
    const cache = createPageCache({ freshSeconds: 60, staleSeconds: 60, maxBytes: 3 * 1200 })
    for (const path of ['/a', '/b', '/c', '/d'])
      await cache.get(`en ${path}`, async () => rendered(path, 1000))
    expect(cache.size).toBe(3)
    expect((await cache.get('en /a', async () => rendered('/a again', 1000))).outcome).toBe('miss')
    expect((await cache.get('en /d', async () => rendered('/d again', 1000))).outcome).toBe('hit')
  })

  it('does not keep a page it was told not to share', async () => {
    const cache = createPageCache({ freshSeconds: 60, staleSeconds: 60, maxBytes: 1_000_000 })
    expect((await cache.get('en /x', async () => undefined)).page).toBeUndefined()
    expect(cache.size).toBe(0)
  })
})

describe('static files', () => {
  it('are sent as the build compressed them, .br and .gz beside every asset, never compressed per request', async () => {
    const assets = fileURLToPath(new URL('../apps/web/dist/assets/', import.meta.url))
    const files = readdirSync(assets).filter((name) => /\.(js|css)$/.test(name))
    expect(files.length).toBeGreaterThan(5)
    for (const name of files) {
      if (statSync(`${assets}${name}`).size < 512) continue
      expect(statSync(`${assets}${name}.br`).size).toBeLessThan(statSync(`${assets}${name}`).size)
      expect(statSync(`${assets}${name}.gz`).size).toBeLessThan(statSync(`${assets}${name}`).size)
    }
    const largest = files.sort((a, c) => statSync(`${assets}${c}`).size - statSync(`${assets}${a}`).size)[0]
    for (const [accept, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const answer = await fetch(`${server.url}/assets/${largest}`, {
        headers: { 'accept-encoding': accept },
      })
      expect(answer.headers.get('content-encoding')).toBe(accept)
      expect(Number(answer.headers.get('content-length'))).toBe(statSync(`${assets}${largest}${suffix}`).size)
      expect(await answer.text()).toBe(readFileSync(`${assets}${largest}`, 'utf8'))
    }
    expect((await fetch(`${server.url}/assets/${largest}.br`)).status).toBe(404)
  })
})
