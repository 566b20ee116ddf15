import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()

describe('security headers and injection', () => {
  it('sends CSP, Referrer-Policy, X-Content-Type-Options and frame-ancestors protection', async () => {
    const res = await fetch(`${b.baseUrl}/shop`)
    const csp = res.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('runs every main route without a CSP violation, and planted script in product HTML never runs', async () => {
    const { context, page } = await b.page()
    const violations: string[] = []
    const dialogs: string[] = []
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text())
    })
    page.on('dialog', async (d) => {
      dialogs.push(d.message())
      await d.dismiss()
    })
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        console.error(`Content Security Policy violation: ${e.violatedDirective} ${e.blockedURI}`)
      })
    })
    // The seed plants <script> and an onerror handler in one product's description.
    const products = (await (
      await fetch(`${b.baseUrl}/api/v1/client/products?per_page=100&search=`)
    ).json()) as {
      data: { slug: string }[]
    }
    let planted = ''
    for (const p of products.data) {
      const detail = (await (await fetch(`${b.baseUrl}/api/v1/client/product/${p.slug}`)).json()) as {
        data: { description: string }
      }
      if (/onerror|<script/i.test(detail.data.description)) {
        planted = p.slug
        break
      }
    }
    expect(planted).not.toBe('')
    for (const path of [
      '/',
      '/shop',
      `/product/${planted}`,
      '/about-us',
      '/faq',
      '/contact',
      '/no-such-page',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' })
    }
    expect(await page.evaluate(() => document.querySelectorAll('main script, main [onerror]').length)).toBe(0)
    expect(dialogs).toEqual([])
    expect(violations).toEqual([])
    await context.close()
  })
})
