import { UNSAFE_DESCRIPTION_PRODUCT_ID } from '@storefront/mock'
import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()

/** The JSON block the production server writes into a page, or null. */
function block(html: string): { lang: string; answers: Record<string, { result: boolean }> } | null {
  const match = /<script type="application\/json" id="first-answers">([^<]*)<\/script>/.exec(html)
  return match?.[1] ? JSON.parse(match[1]) : null
}

describe('first answers written into the page by the production server', () => {
  it('writes the settings and the home answers into /, with a preload of the hero image', async () => {
    const html = await (await fetch(`${b.baseUrl}/`)).text()
    const written = block(html)
    expect(written?.lang).toBe('en')
    expect(Object.keys(written?.answers ?? {}).sort()).toEqual([
      '/api/v1/client/allSettings',
      '/api/v1/client/home',
    ])
    expect(written?.answers['/api/v1/client/home']?.result).toBe(true)
    // In <head>, ahead of everything the page paints.
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toMatch(/<link rel="preload" as="image" href="[^"]+" fetchpriority="high"\/?>/i)
  })

  it('answers in the language of the lang cookie, and escapes markup inside the data', async () => {
    const planted = (
      await api<{ data: { slug: string; description: string } }>(
        b,
        'GET',
        `/api/v1/client/product/${UNSAFE_DESCRIPTION_PRODUCT_ID}`,
      )
    ).body.data
    // The seed plants markup in this product's description; without it the check proves nothing.
    expect(planted.description).toContain('<script>alert("description script")</script>')
    const shop = (await api<{ data: { slug: string }[] }>(b, 'GET', '/api/v1/client/shop?per_page=5')).body
    for (const slug of [planted.slug, ...shop.data.map((p) => p.slug)]) {
      const html = await (
        await fetch(`${b.baseUrl}/product/${slug}`, { headers: { cookie: 'lang=ar' } })
      ).text()
      // A "<" inside the block would end it early; the whole answer must still be there.
      const written = block(html)
      expect(written?.lang, slug).toBe('ar')
      const answer = written?.answers[`/api/v1/client/product/${slug}`] as
        | { result: boolean; data: { description: string } }
        | undefined
      expect(answer?.result, slug).toBe(true)
      if (slug === planted.slug) {
        expect(answer?.data.description).toContain('<script>alert("description script")</script>')
        expect(answer?.data.description).toContain('<img src=x onerror=alert(1)>')
        expect(html).not.toContain('<script>alert(')
        expect(html).not.toContain('<img src=x onerror')
      }
    }
  })

  it('lets the home page render without asking the API for what the page already holds', async () => {
    const { context, page } = await b.page()
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname.startsWith('/api/')) asked.push(url.pathname)
    })
    await page.goto(hrefOf('home'), { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).first().waitFor()
    expect(asked).not.toContain('/api/v1/client/home')
    expect(asked).not.toContain('/api/v1/client/allSettings')
    await context.close()
  })

  it('writes the filtered shop listing of the address, which the shop page then uses as is', async () => {
    const html = await (await fetch(`${b.baseUrl}/shop?categories=1&sort=price_asc`)).text()
    const keys = Object.keys(block(html)?.answers ?? {})
    const shopKey = keys.find((key) => key.startsWith('/api/v1/client/shop?'))
    expect(shopKey).toMatch(/[?&]categories=1(&|$)/)
    expect(shopKey).toMatch(/[?&]sort=price_asc(&|$)/)
    const { context, page } = await b.page()
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/v1/client/shop') asked.push(url.search)
    })
    await page.goto(hrefOf('shop', { categories: [1], sort: 'price_asc' }), { waitUntil: 'networkidle' })
    await page.getByRole('article').first().waitFor()
    expect(asked).toEqual([])
    await context.close()
  })
})
