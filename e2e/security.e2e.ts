import { UNSAFE_DESCRIPTION_PRODUCT_ID } from '@storefront/mock'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, register } from './api.ts'
import { useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()

/** Records CSP violations and any dialog (alert/confirm) a planted script would open. */
async function watch(page: Page) {
  const violations: string[] = []
  const dialogs: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(`${page.url()}: ${m.text()}`)
  })
  page.on('dialog', async (d) => {
    dialogs.push(d.message())
    await d.dismiss()
  })
  await page.context().addInitScript(() => {
    ;(window as unknown as { __ran: number }).__ran = 0
  })
  return { violations, dialogs }
}

type ProductList = { data: { id: number; slug: string }[] }

describe('security headers and injection', () => {
  it('sends CSP, Referrer-Policy, X-Content-Type-Options and frame-ancestors protection', async () => {
    const res = await fetch(`${b.baseUrl}/shop`)
    const csp = res.headers.get('content-security-policy') ?? ''
    // Scripts from this origin, and the page's own inline scripts by their hashes: nothing else.
    const scriptSources = /(?:^|; )script-src ([^;]+)/.exec(csp)?.[1]?.split(' ') ?? []
    expect(scriptSources[0]).toBe("'self'")
    expect(scriptSources.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]+=*'$/.test(source))).toBe(true)
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it("keeps the build's manifest to the server, and still serves the files it names", async () => {
    expect((await fetch(`${b.baseUrl}/.vite/manifest.json`)).status).toBe(404)
    const html = await (await fetch(`${b.baseUrl}/`)).text()
    const chunk = /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
    expect(chunk).toBeDefined()
    expect((await fetch(`${b.baseUrl}${chunk}`)).status).toBe(200)
  })

  it('runs every main route under the CSP without a violation', async () => {
    const { context, page } = await b.page()
    const { violations } = await watch(page)
    const clean = (await api<ProductList>(b, 'GET', '/api/v1/client/shop?per_page=1&sort=rating')).body
      .data[0]
    if (!clean) throw new Error('the shop is empty')
    for (const path of [
      hrefOf('home'),
      hrefOf('shop'),
      hrefOf('product', { slug: clean.slug }),
      hrefOf('about'),
      hrefOf('content', { slug: 'faq' }),
      hrefOf('contact'),
      hrefOf('login'),
      '/no-such-page',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' })
    }
    expect(violations).toEqual([])
    await context.close()
  })

  // The planted product, with a review whose comment and author name carry script; made once.
  let planting: Promise<{ slug: string; description: string; evilName: string }> | undefined
  const plant = () => {
    planting ??= (async () => {
      const product = await api<{ data: { slug: string; description: string } }>(
        b,
        'GET',
        `/api/v1/client/product/${UNSAFE_DESCRIPTION_PRODUCT_ID}`,
      )
      // The seed plants <script>, an onerror handler and a javascript: link in this description.
      expect(product.body.data.description).toMatch(/onerror=alert\(1\)[\s\S]*<script>[\s\S]*javascript:/)
      // One word: a review shows the first name whole and only the initial of the last.
      const evilName = `<img/src=x/onerror=alert('name')>`
      const token = await register(b, `evil-${Date.now()}@example.com`, evilName)
      const review = await api(
        b,
        'POST',
        '/api/v1/client/reviews',
        {
          product_id: UNSAFE_DESCRIPTION_PRODUCT_ID,
          rating: 4,
          comment: `<script>alert('review')</script><img src=x onerror=alert('review')>`,
        },
        token,
      )
      expect(review.status).toBe(200)
      return { slug: product.body.data.slug, description: product.body.data.description, evilName }
    })()
    return planting
  }

  // Under the CSP the browser would block planted script even if it reached the DOM, so the
  // second run turns the CSP off: there only the escaping and sanitising stop it.
  for (const mode of [
    { name: 'under the CSP', bypassCSP: false },
    { name: 'with the CSP off, by escaping and sanitising alone', bypassCSP: true },
  ]) {
    it(`never runs script planted in product HTML, a review or a name, ${mode.name}`, async () => {
      const { slug, evilName } = await plant()
      const { context, page } = await b.page({ bypassCSP: mode.bypassCSP })
      const { dialogs } = await watch(page)
      await page.goto(hrefOf('product', { slug }), { waitUntil: 'networkidle' })
      await page.getByRole('heading', { level: 1 }).waitFor()
      // The description is in, cleaned: its text stays, its script does not.
      await page.locator('main').getByText('Lab photo:').waitFor()
      // Open the reviews, where the planted comment and name show as text.
      const reviewsTab = page.getByRole('tab', { name: /review/i })
      if (await reviewsTab.count()) await reviewsTab.first().click()
      await page.getByText("<script>alert('review')</script>", { exact: false }).first().waitFor()
      expect(await page.getByText(evilName).count()).toBeGreaterThan(0)
      expect(
        await page.evaluate(
          () => document.querySelectorAll('main script, main [onerror], main a[href^="javascript:"]').length,
        ),
      ).toBe(0)
      // Give a planted onerror handler time to fire on its broken image.
      await page.waitForTimeout(500)
      expect(dialogs).toEqual([])
      await context.close()
    })
  }

  for (const lang of ['en', 'ar'] as const) {
    it(`serves the planted product page sanitised in the server's HTML, before any script runs (${lang})`, async () => {
      const { slug } = await plant()
      const { context, page } = await b.page({ javaScriptEnabled: false, bypassCSP: true })
      await page.goto(hrefOf('product', { slug, query: { lang } }))
      await page.getByRole('heading', { level: 1 }).waitFor()
      // The description is in the server's HTML, cleaned: its text stays, its script does not.
      const prose = page.locator('main .prose').first()
      expect(await prose.textContent()).toContain(lang === 'ar' ? 'صورة المختبر:' : 'Lab photo:')
      expect(await prose.innerHTML()).not.toMatch(/<script|onerror|javascript:/i)
      // The planted markup is only data here (in the JSON block, "<" escaped), never a script.
      const scripts = await page.evaluate(() =>
        [...document.scripts].map((script) => ({ id: script.id, type: script.type, text: script.text })),
      )
      expect(scripts.filter((s) => s.type !== 'application/json' && /alert\(/.test(s.text))).toEqual([])
      // The block holds the whole description: no "</script>" inside it ended it early.
      const block = scripts.find((s) => s.id === 'first-answers')?.text ?? ''
      const written = JSON.parse(block) as { answers: Record<string, { data?: { description?: string } }> }
      const sent = await api<{ data: { description: string } }>(
        b,
        'GET',
        `/api/v1/client/product/${UNSAFE_DESCRIPTION_PRODUCT_ID}`,
      )
      const description = written.answers[`/api/v1/client/product/${slug}`]?.data?.description ?? ''
      expect(description).toMatch(/onerror=alert\(1\)[\s\S]*<script>[\s\S]*javascript:/)
      if (lang === 'en') expect(description).toBe(sent.body.data.description)
      expect(
        await page.evaluate(() => document.querySelectorAll('[onerror], a[href^="javascript:"]').length),
      ).toBe(0)
      await context.close()
    })
  }

  it('sanitises to the same HTML on the server as in the browser', async () => {
    const { slug } = await plant()
    const pages = [
      hrefOf('product', { slug }),
      hrefOf('product', { slug, query: { lang: 'ar' } }),
      hrefOf('about'),
      hrefOf('content', { slug: 'faq', query: { lang: 'ar' } }),
      hrefOf('content', { slug: 'return-policy' }),
    ]
    const served = await b.page({ javaScriptEnabled: false })
    const fromServer: string[] = []
    for (const path of pages) {
      await served.page.goto(path)
      fromServer.push(await served.page.locator('main .prose').first().innerHTML())
    }
    await served.context.close()
    // In the browser each page is reached by a navigation inside the app, so it renders (and
    // sanitises) there rather than taking the server's HTML over.
    const { context, page } = await b.page()
    const fromBrowser: string[] = []
    for (const path of pages) {
      await page.goto(`${hrefOf('contact')}${new URL(path, b.baseUrl).search}`)
      await page.evaluate(
        (to) => {
          history.pushState(null, '', to)
          dispatchEvent(new PopStateEvent('popstate'))
        },
        path.replace(/\?lang=\w+$/, ''),
      )
      const prose = page.locator('main .prose').first()
      await prose.waitFor()
      await page.waitForFunction(() => (document.querySelector('main .prose')?.innerHTML ?? '') !== '')
      fromBrowser.push(await prose.innerHTML())
    }
    await context.close()
    expect(fromBrowser).toEqual(fromServer)
    expect(fromServer.every((html) => html.length > 100)).toBe(true)
  })
})
