import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()

describe('aliases of the spec routes', () => {
  it('answers /contact-us and the other common aliases with 301 to the spec route, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/contact-us', '/contact'],
      ['/contactus?from=mail', '/contact?from=mail'],
      ['/contact_us', '/contact'],
      ['/Contact-Us/', '/contact'],
      ['/aboutus', '/about-us'],
      ['/terms', '/terms-conditions'],
      ['/faqs', '/faq'],
    ]
    for (const [from, to] of cases) {
      const answer = await fetch(`${b.baseUrl}${from}`, { redirect: 'manual' })
      expect([from, answer.status, answer.headers.get('location')]).toEqual([from, 301, to])
    }
    const page = await fetch(`${b.baseUrl}/contact`)
    expect(page.status).toBe(200)
  })
})

interface Summary {
  id: number
  slug: string
  name: string
}

async function twoProducts(): Promise<[Summary, Summary]> {
  const list = (await api<{ data: Summary[] }>(b, 'GET', '/api/v1/client/shop?per_page=5&sort=name_asc')).body
  // Product 3's description carries planted inline handlers, which the page's CSP reports as errors.
  const [first, second] = list.data.filter((p) => p.id !== 3)
  return [first as Summary, second as Summary]
}

describe('search suggestions in the header', () => {
  it('loads their code only when the box gets focus, then works by keyboard alone', async () => {
    const { context, page } = await b.page({ viewport: { width: 390, height: 844 } })
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname)
    })
    await page.goto(hrefOf('home'))
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((s) => /search-suggestions/.test(s))).toEqual([])
    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.focus()
    await expect.poll(() => scripts.filter((s) => /search-suggestions/.test(s)).length).toBe(1)
    await box.pressSequentially('lapt')
    const list = page.getByRole('listbox', { name: 'Search suggestions' })
    await list.getByRole('group', { name: 'Products' }).getByRole('option').first().waitFor()
    // A list that changes drops the highlight, so wait until both requests have answered.
    await list.getByRole('group', { name: 'Categories' }).waitFor()
    await page.waitForLoadState('networkidle')
    expect(await box.getAttribute('aria-expanded')).toBe('true')
    await box.press('ArrowDown')
    const first = list.getByRole('option').first()
    await expect.poll(() => box.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'))
    await box.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/product\//)
    await context.close()
  })

  it('is mirrored in Arabic: the list opens under the box and reads from the right', async () => {
    const { context, page } = await b.page({ viewport: { width: 390, height: 844 } })
    await prepareVisit(context, b.baseUrl, { lang: 'ar', consent: false })
    await page.goto(hrefOf('home'))
    const box = page.getByRole('combobox', { name: 'ابحث عن المنتجات' })
    await box.focus()
    await box.pressSequentially('lapt')
    const option = page.getByRole('listbox').getByRole('option').first()
    await option.waitFor()
    const [image, name] = await Promise.all([
      option.locator('img').boundingBox(),
      option.locator('bdi').first().boundingBox(),
    ])
    // The picture leads the line: on the right in Arabic.
    expect((image?.x ?? 0) > (name?.x ?? 0)).toBe(true)
    expect(await page.getByRole('listbox').evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    await context.close()
  })
})

describe('recently viewed products', () => {
  it('appear on the next product page and the home page, after hydration and without a mismatch', async () => {
    const [a, b2] = await twoProducts()
    const { context, page } = await b.page()
    const problems: string[] = []
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text())
    })
    page.on('pageerror', (e) => problems.push(e.message))
    await page.goto(hrefOf('product', { slug: a.slug }))
    await page.getByRole('heading', { level: 1, name: a.name }).waitFor()
    await page.goto(hrefOf('product', { slug: b2.slug }))
    const recent = page.getByRole('region', { name: 'Recently viewed' })
    await recent
      .getByRole('link', { name: new RegExp(a.name) })
      .first()
      .waitFor()
    expect(await recent.getByRole('link', { name: new RegExp(b2.name) }).count()).toBe(0)
    await page.goto(hrefOf('home'))
    await page
      .getByRole('region', { name: 'Recently viewed' })
      .getByRole('link', { name: new RegExp(b2.name) })
      .first()
      .waitFor()
    // The server cannot know the device's list, so its HTML never holds it.
    const html = await (await fetch(`${b.baseUrl}/product/${b2.slug}`)).text()
    expect(html).not.toContain('Recently viewed')
    expect(problems).toEqual([])
    await context.close()
  })
})
