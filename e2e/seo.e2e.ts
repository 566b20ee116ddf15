// What search engines read: robots.txt, the sitemap, each page's canonical address and its
// alternates in English and Arabic, structured data in the page's language, and the server's HTML
// holding the visitor's currency. The sitemap is checked against what every address serves.
import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()
/** How often one address of the sitemap is asked for before its unrendered page counts as a failure. */
const MAX_ASKS = 3
/** The share of the sitemap's addresses that may need asking again. */
const ASKED_AGAIN_SHARE = 0.05

interface SitemapEntry {
  loc: string
  alternates: Record<string, string>
}

function parseSitemap(xml: string): SitemapEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body = '']) => ({
    loc: /<loc>([^<]+)<\/loc>/.exec(body)?.[1]?.replaceAll('&amp;', '&') ?? '',
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href?.replaceAll('&amp;', '&')],
      ),
    ),
  }))
}

/** The head's canonical link and alternates, as the server wrote them. */
function headLinks(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replaceAll('&amp;', '&')
  const alternates = Object.fromEntries(
    [...head.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [
      lang,
      href?.replaceAll('&amp;', '&'),
    ]),
  )
  const lang = /<html lang="([^"]+)"/.exec(html)?.[1]
  return { canonical, alternates, lang }
}

/** Runs `fn` over `items`, `width` at a time (the server has two cores to share). */
async function eachLimited<T>(items: T[], width: number, fn: (item: T) => Promise<void>) {
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++] as T)
    }),
  )
}

type ProductJson = { '@type': string; description?: string; inLanguage?: string }

describe('search engines', () => {
  it('serves robots.txt that keeps the private screens out and names the sitemap', async () => {
    const res = await fetch(`${b.baseUrl}/robots.txt`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    const text = await res.text()
    expect(text).toMatch(/^User-agent: \*$/m)
    for (const path of ['/cart', '/checkout', '/profile', '/wishlist', '/api/'])
      expect(text).toContain(`Disallow: ${path}\n`)
    expect(text).toContain(`Sitemap: ${b.baseUrl}/sitemap.xml`)
  })

  it('lists every public page, content page and product in both languages, and each listed address answers 200 with its own canonical and the same alternates', async () => {
    const res = await fetch(`${b.baseUrl}/sitemap.xml`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/)
    const entries = parseSitemap(await res.text())

    const shop = await api<{ pagination: { total: number } }>(b, 'GET', '/api/v1/client/shop?per_page=1')
    const settings = await api<{ data: { pages: { slug: string }[] } }>(
      b,
      'GET',
      '/api/v1/client/allSettings',
    )
    const locs = new Set(entries.map((e) => e.loc))
    expect(locs.size).toBe(entries.length)
    for (const path of ['/', '/shop', '/contact', ...settings.body.data.pages.map((p) => `/${p.slug}`)]) {
      expect(locs, path).toContain(`${b.baseUrl}${path}`)
      expect(locs, path).toContain(`${b.baseUrl}${path}?lang=ar`)
    }
    const products = entries.filter((e) => e.loc.includes('/product/'))
    expect(products.length).toBe(shop.body.pagination.total * 2)

    const problems: string[] = []
    const askedAgain: string[] = []
    await eachLimited(entries, 3, async ({ loc, alternates }) => {
      // A search engine sends no cookies: the address alone decides the language. A page whose
      // first answers missed their deadline (FIRST_ANSWERS_TIMEOUT_MS, on a busy machine) is left
      // to the browser and not cached: it is asked again, as a crawler would on its next visit,
      // and counted.
      const ask = () => fetch(loc, { headers: { 'accept-language': 'en' } })
      let page = await ask()
      let html = await page.text()
      for (let asked = 1; html.includes('<div id="root"></div>') && asked < MAX_ASKS; asked++) {
        askedAgain.push(loc)
        page = await ask()
        html = await page.text()
      }
      if (html.includes('<div id="root"></div>')) problems.push(`${loc}: not rendered in ${MAX_ASKS} asks`)
      const head = headLinks(html)
      if (page.status !== 200) problems.push(`${loc}: status ${page.status}`)
      if (head.canonical !== loc) problems.push(`${loc}: canonical ${head.canonical}`)
      if (JSON.stringify(head.alternates) !== JSON.stringify(alternates))
        problems.push(`${loc}: alternates ${JSON.stringify(head.alternates)}`)
      if (head.lang !== (loc.endsWith('?lang=ar') ? 'ar' : 'en')) problems.push(`${loc}: lang ${head.lang}`)
    })
    console.info(`sitemap: ${entries.length} addresses, ${askedAgain.length} asked again for a rendered page`)
    expect(problems).toEqual([])
    // A few misses on a busy machine; more means the server's pages miss their deadline as a rule.
    expect(askedAgain.length, askedAgain.join('\n')).toBeLessThanOrEqual(
      Math.ceil(entries.length * ASKED_AGAIN_SHARE),
    )
    expect(entries[0]?.alternates).toEqual({
      en: `${b.baseUrl}/`,
      ar: `${b.baseUrl}/?lang=ar`,
      'x-default': `${b.baseUrl}/`,
    })
  }, 240_000)

  it('makes ?lang=ar set the language cookie, so the next pages stay Arabic', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('shop', { query: { lang: 'ar' } }))
    expect(await page.getAttribute('html', 'lang')).toBe('ar')
    const cookies = await context.cookies()
    expect(cookies.find((c) => c.name === 'lang')?.value).toBe('ar')
    await page.goto(hrefOf('content', { slug: 'faq' }))
    expect(await page.getAttribute('html', 'dir')).toBe('rtl')
    await page.getByRole('heading', { level: 1, name: 'الأسئلة الشائعة' }).waitFor()
    // After a navigation in the app the head names the new page's addresses.
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(`${b.baseUrl}/faq?lang=ar`)
    await page.goto(hrefOf('content', { slug: 'faq', query: { lang: 'en' } }))
    expect(await page.getAttribute('html', 'lang')).toBe('en')
    await context.close()
  })

  it('names the slug address of a product reached by its id, in the served head and after hydration', async () => {
    const list = await api<{ data: { id: number; slug: string }[] }>(
      b,
      'GET',
      '/api/v1/client/shop?per_page=1',
    )
    const product = list.body.data[0]
    if (!product) throw new Error('the shop is empty')
    const slugAddress = `${b.baseUrl}${hrefOf('product', { slug: product.slug })}`
    const byId = hrefOf('product', { slug: product.id })
    const served = headLinks(await (await fetch(`${b.baseUrl}${byId}?lang=ar`)).text())
    expect(served.canonical).toBe(`${slugAddress}?lang=ar`)
    expect(served.alternates).toEqual({
      en: slugAddress,
      ar: `${slugAddress}?lang=ar`,
      'x-default': slugAddress,
    })
    const { context, page } = await b.page()
    await page.goto(byId, { waitUntil: 'networkidle' })
    expect(await page.getAttribute('link[rel="canonical"]', 'href')).toBe(slugAddress)
    expect(await page.getAttribute('meta[property="og:url"]', 'content')).toBe(slugAddress)
    await context.close()
  })

  it('writes structured data in the language of the page', async () => {
    const list = await api<{ data: { slug: string }[] }>(b, 'GET', '/api/v1/client/shop?per_page=1')
    const slug = list.body.data[0]?.slug
    const read = async (query: string) => {
      const html = await (await fetch(`${b.baseUrl}/product/${slug}${query}`)).text()
      return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        ([, json]) => JSON.parse(json ?? 'null') as ProductJson,
      )
    }
    const arabic = await read('?lang=ar')
    expect(arabic.find((i) => i['@type'] === 'WebPage')?.inLanguage).toBe('ar')
    expect(arabic.find((i) => i['@type'] === 'Product')?.description).toMatch(/[\u0600-\u06FF]/)
    const english = await read('')
    expect(english.find((i) => i['@type'] === 'WebPage')?.inLanguage).toBe('en')
    expect(english.find((i) => i['@type'] === 'Product')?.description).not.toMatch(/[\u0600-\u06FF]/)
  })
})

describe('the server renders the visitor choice of currency', () => {
  const egp = { id: 4, code: 'EGP', symbol: 'E£', exchange_rate: 48.6 }

  for (const lang of ['en', 'ar'] as const) {
    it(`shows the chosen currency in the server's HTML and keeps it through hydration (${lang})`, async () => {
      const list = await api<{ data: { slug: string }[] }>(b, 'GET', '/api/v1/client/shop?per_page=1')
      const slug = list.body.data[0]?.slug
      if (!slug) throw new Error('the shop is empty')
      const path = hrefOf('product', { slug, query: { lang } })
      const sign = lang === 'ar' ? 'ج.م' : 'E£'
      // The currency switcher stores the choice and writes the cookie; a returning visitor has both.
      const cookie = { name: 'currency', value: encodeURIComponent(JSON.stringify(egp)), url: b.baseUrl }
      const served = await b.page({ javaScriptEnabled: false })
      await served.context.addCookies([cookie])
      await served.page.goto(path)
      const before = await served.page.locator('main bdi[dir="ltr"]').first().textContent()
      expect(before).toContain(sign)
      await served.context.close()

      const { context, page } = await b.page()
      await context.addCookies([cookie])
      await prepareVisit(context, b.baseUrl, { consent: false, storage: { currency: JSON.stringify(egp) } })
      // Every price text the page ever shows, from the first paint on.
      await context.addInitScript(() => {
        const seen: string[] = []
        ;(window as unknown as { __prices: string[] }).__prices = seen
        new MutationObserver(() => {
          for (const el of document.querySelectorAll('main bdi[dir="ltr"]')) seen.push(el.textContent ?? '')
        }).observe(document, { subtree: true, childList: true, characterData: true })
      })
      await page.goto(path, { waitUntil: 'networkidle' })
      const after = await page.locator('main bdi[dir="ltr"]').first().textContent()
      expect(after).toBe(before)
      const seen = await page.evaluate(() => (window as unknown as { __prices: string[] }).__prices)
      expect(seen.filter((text) => /\$/.test(text))).toEqual([])
      await context.close()
    })
  }
})
