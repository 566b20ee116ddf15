import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api, register } from './api.ts'
import { useBrowser } from './browser.ts'

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

  it('runs every main route under the CSP without a violation', async () => {
    const { context, page } = await b.page()
    const { violations } = await watch(page)
    const clean = (await api<ProductList>(b.baseUrl, 'GET', '/api/v1/client/shop?per_page=1&sort=rating'))
      .body.data[0]
    for (const path of [
      '/',
      '/shop',
      `/product/${clean?.slug}`,
      '/about-us',
      '/faq',
      '/contact',
      '/login',
      '/no-such-page',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' })
    }
    expect(violations).toEqual([])
    await context.close()
  })

  it('never runs script planted in product HTML, a review or a name', async () => {
    const { context, page } = await b.page()
    const { dialogs } = await watch(page)
    // The seed plants <script>, an onerror handler and a javascript: link in one product's description.
    let planted: { id: number; slug: string } | undefined
    for (let pageNo = 1; pageNo <= 3 && !planted; pageNo++) {
      const list = await api<ProductList>(
        b.baseUrl,
        'GET',
        `/api/v1/client/products?per_page=100&page=${pageNo}`,
      )
      for (const p of list.body.data) {
        const detail = await api<{ data: { description: string } }>(
          b.baseUrl,
          'GET',
          `/api/v1/client/product/${p.id}`,
        )
        if (/onerror|<script/i.test(detail.body.data.description)) {
          planted = p
          break
        }
      }
    }
    expect(planted).toBeDefined()
    const evilName = `<img src=x onerror=alert('name')>`
    const token = await register(b.baseUrl, `evil-${Date.now()}@example.com`, evilName)
    const review = await api(
      b.baseUrl,
      'POST',
      '/api/v1/client/reviews',
      {
        product_id: planted?.id,
        rating: 4,
        comment: `<script>alert('review')</script><img src=x onerror=alert('review')>`,
      },
      token,
    )
    expect(review.status).toBe(200)

    await page.goto(`/product/${planted?.slug}`, { waitUntil: 'networkidle' })
    await page.getByRole('heading', { level: 1 }).waitFor()
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
    expect(dialogs).toEqual([])
    await context.close()
  })
})
