import { mkdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { visualLines, visualText } from './bidi-text.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()
const shots = new URL('../test-results/issue14/', import.meta.url).pathname
mkdirSync(shots, { recursive: true })
const PHONE = { width: 390, height: 844 }

interface Summary {
  slug: string
  rating: number
  reviews_count: number
  pre_order: boolean
}
interface Detail {
  rating: number
  variants: { size: { name: string } | null; pre_order: boolean; ready_date: string | null }[]
}

async function products(): Promise<Summary[]> {
  const list = (await api<{ data: Summary[] }>(b, 'GET', '/api/v1/client/shop?per_page=60')).body
  return list.data
}

async function detail(slug: string): Promise<Detail> {
  return (await api<{ data: Detail }>(b, 'GET', `/api/v1/client/product/${slug}`)).body.data
}

async function findProduct(test: (d: Detail, s: Summary) => boolean): Promise<string> {
  for (const summary of await products()) {
    if (test(await detail(summary.slug), summary)) return summary.slug
  }
  throw new Error('no product in the catalogue fits')
}

async function open(
  lang: 'en' | 'ar',
  options: { viewport?: { width: number; height: number }; consent?: boolean } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await b.page({ viewport: options.viewport ?? PHONE })
  await prepareVisit(context, b.baseUrl, { lang, theme: 'light', consent: options.consent ?? true })
  return { context, page }
}

const plain = (text: string) => text.replace(/[\s\u200e\u200f\u2066-\u2069\u061c]/g, '')

describe('Arabic pages keep left-to-right values in order (issue 14, defect 4)', () => {
  it('a size reads "64 GB", not "GB 64"', async () => {
    const slug = await findProduct((d) => d.variants.some((v) => v.size?.name === '64 GB'))
    const { context, page } = await open('ar', { viewport: { width: 1280, height: 900 } })
    await page.goto(hrefOf('product', { slug }), { waitUntil: 'networkidle' })
    const chip = page.getByRole('radio', { name: /^64 GB/ }).locator('xpath=..')
    expect(await visualText(chip)).toBe('64GB')
    await context.close()
  })

  it('the price range reads from the lower price to the higher, each with its "$" after it (record 0019)', async () => {
    const { context, page } = await open('ar', { viewport: { width: 1280, height: 900 } })
    await page.goto(hrefOf('shop'), { waitUntil: 'networkidle' })
    const value = page.locator('[data-scope="slider"][data-part="value-text"]')
    await value.waitFor()
    const seen = await visualText(value)
    expect(seen).toMatch(/^[\d.,]+\$–[\d.,]+\$$/)
    const [low, high] = (seen.match(/[\d.,]+/g) ?? []).map((n) => Number(n.replace(/,/g, '')))
    expect(low).toBeLessThan(high ?? 0)
    await context.close()
  })

  it('the street address keeps its number first and its postcode last, in the footer and on the contact page', async () => {
    const { context, page } = await open('ar', { viewport: { width: 1280, height: 900 } })
    await page.goto(hrefOf('contact'), { waitUntil: 'networkidle' })
    // The mock sends the address in Arabic: read right to left, the number first, the postcode last.
    for (const place of [page.getByRole('main'), page.locator('footer')]) {
      const address = place.getByText(/شارع ماركت/).last()
      expect(plain(await address.innerText())).toMatch(/^1200.*94102$/)
      // Read from the right: the number ends the first line there, the postcode the last on the left.
      expect(await address.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
      const lines = await visualLines(address)
      expect(lines[0]?.endsWith('1200')).toBe(true)
      expect(lines.at(-1)?.startsWith('94102')).toBe(true)
    }
    await context.close()
  })

  it('team bios end with their full stop', async () => {
    const { context, page } = await open('ar')
    await page.goto(hrefOf('about'), { waitUntil: 'networkidle' })
    const bios = page.locator('main li p.text-muted')
    await bios.first().waitFor()
    const count = await bios.count()
    expect(count).toBeGreaterThan(0)
    for (let i = 0; i < count; i++) {
      const bio = bios.nth(i)
      const text = plain(await bio.innerText())
      // Arabic bios (from the mock) end on the left, where their full stop must stand.
      expect((await visualLines(bio)).at(-1)?.startsWith('.')).toBe(true)
      expect(text.endsWith('.')).toBe(true)
    }
    await page.screenshot({ path: `${shots}after-4-about-ar.png` })
    await context.close()
  })
})

describe('the product page on a phone (defect 2)', () => {
  for (const lang of ['en', 'ar'] as const) {
    it(`'Add to cart' stays on one line and a sticky bar takes over once it scrolls away, ${lang}`, async () => {
      const slug = await findProduct((d, s) => !s.pre_order && d.variants.every((v) => !v.pre_order))
      const { context, page } = await open(lang)
      await page.goto(hrefOf('product', { slug }), { waitUntil: 'networkidle' })
      const label = lang === 'ar' ? 'أضف إلى السلة' : 'Add to cart'
      const button = page.getByRole('button', { name: label, exact: true }).first()
      const lines = await button.evaluate((el) => {
        const range = document.createRange()
        range.selectNodeContents(el)
        const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)))
        return {
          lines: tops.size,
          clipped: el.scrollWidth > el.clientWidth || el.scrollHeight > el.clientHeight,
        }
      })
      expect(lines).toEqual({ lines: 1, clipped: false })
      await button.scrollIntoViewIfNeeded()
      await page.screenshot({ path: `${shots}after-2-product-${lang}.png` })

      const bar = page.getByRole('region', { name: lang === 'ar' ? 'شراء سريع' : 'Quick buy' })
      expect(await bar.count()).toBe(0)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2))
      await bar.waitFor()
      const box = await bar.boundingBox()
      expect((box?.y ?? 0) + (box?.height ?? 0)).toBeCloseTo(PHONE.height, 0)
      expect(await bar.getByRole('button', { name: label }).isVisible()).toBe(true)
      await page.screenshot({ path: `${shots}after-2-sticky-${lang}.png` })
      await page.evaluate(() => window.scrollTo(0, 0))
      await bar.waitFor({ state: 'detached' })
      await context.close()
    })
  }
})

describe('the header on a phone (defect 3)', () => {
  it('takes no more height in Arabic than in English, and its main row is one line', async () => {
    const heights: number[] = []
    for (const lang of ['en', 'ar'] as const) {
      const { context, page } = await open(lang)
      await page.goto(hrefOf('home'), { waitUntil: 'networkidle' })
      const header = page.locator('header').first()
      heights.push((await header.boundingBox())?.height ?? 0)
      const logo = header.getByRole('link').nth(1)
      const login = header.getByRole('link', { name: lang === 'ar' ? 'تسجيل الدخول' : 'Login' })
      const [a, c] = [await logo.boundingBox(), await login.boundingBox()]
      expect(
        Math.abs((a?.y ?? 0) + (a?.height ?? 0) / 2 - ((c?.y ?? 0) + (c?.height ?? 0) / 2)),
      ).toBeLessThan(8)
      await page.screenshot({ path: `${shots}after-3-header-${lang}.png` })
      await context.close()
    }
    expect(heights[1]).toBeLessThanOrEqual((heights[0] ?? 0) + 1)
    expect(heights[1]).toBeLessThanOrEqual(150)
  })
})

const counter = (page: Page) => page.locator('main p[aria-live="polite"]').first()

describe('the shop on a phone and its filters (defects 5-8)', () => {
  it('opens the filters as a sheet over the results, with "Show N results"; chips sit above the results', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { context, page } = await open(lang)
      await page.goto(hrefOf('shop'), { waitUntil: 'networkidle' })
      // CSS, not roles: the open sheet hides the page from the accessibility tree.
      const firstCard = page.locator('main article').first()
      const top = () => firstCard.evaluate((el) => el.getBoundingClientRect().top + window.scrollY)
      const before = await top()
      await page
        .getByRole('button', { name: lang === 'ar' ? 'عوامل التصفية' : 'Filters', exact: true })
        .click()
      const sheet = page.getByRole('dialog')
      await sheet.getByRole('checkbox').first().waitFor()
      // Open, the filters push nothing down (inline they pushed the first product ~1,480 px).
      expect(await top()).toBe(before)
      const totalShown = async () =>
        Number(/(\d+)\D*$/.exec(await counter(page).innerText())?.[1] ?? Number.NaN)
      const unfiltered = await totalShown()
      await sheet.getByRole('checkbox').first().check()
      await expect.poll(() => new URL(page.url()).searchParams.getAll('categories').length).toBe(1)
      // The filtered answer is in: the count above the results changed (reading it sooner raced it).
      await expect.poll(totalShown).not.toBe(unfiltered)
      // Only the row of chips comes in above the results.
      expect(await top()).toBeLessThan(before + 60)
      const total = await totalShown()
      const show = sheet.getByRole('button', {
        name: lang === 'ar' ? `عرض ${total} نتيجة` : new RegExp(`^Show ${total} results?$`),
      })
      await expect.poll(() => show.count()).toBe(1)
      await page.screenshot({ path: `${shots}after-5-filters-sheet-${lang}.png` })
      await show.click()
      await sheet.waitFor({ state: 'detached' })
      const chip = page.getByRole('button', { name: /^(Remove filter|إزالة عامل التصفية)/ }).first()
      expect((await chip.boundingBox())?.y ?? 1e9).toBeLessThan((await firstCard.boundingBox())?.y ?? 0)
      expect(await top()).toBeLessThan(before + 60)
      await page.screenshot({ path: `${shots}after-5-chips-${lang}.png` })
      await context.close()
    }
  })

  it('shows six categories and brands with "Show N more" for the rest', async () => {
    const { context, page } = await open('en', { viewport: { width: 1280, height: 900 } })
    await page.goto(hrefOf('shop'), { waitUntil: 'networkidle' })
    const filters = page.getByRole('complementary', { name: 'Filters' })
    const categories = filters.getByRole('group', { name: 'Categories' })
    await categories.getByRole('checkbox').first().waitFor()
    expect(await categories.getByRole('checkbox').count()).toBe(6)
    const more = categories.getByRole('button', { name: /^Show \d+ more$/ })
    const hidden = Number(/\d+/.exec(await more.innerText())?.[0])
    expect(hidden).toBeGreaterThan(0)
    await more.click()
    expect(await categories.getByRole('checkbox').count()).toBe(6 + hidden)
    expect(
      await filters
        .getByRole('group', { name: 'Brands' })
        .getByRole('button', { name: /^Show \d+ more$/ })
        .count(),
    ).toBe(1)
    await context.close()
    const phone = await open('en')
    await phone.page.goto(hrefOf('shop'), { waitUntil: 'networkidle' })
    await phone.page.getByRole('button', { name: 'Filters', exact: true }).click()
    await phone.page.getByRole('dialog').getByRole('checkbox').first().waitFor()
    await phone.page.screenshot({ path: `${shots}after-6-facets-en.png` })
    await phone.context.close()
  })

  it('says "Showing 13–24 of N" on page 2, gives a price range a chip, and names a category listing with breadcrumbs', async () => {
    for (const lang of ['en', 'ar'] as const) {
      const { context, page } = await open(lang)
      await page.goto(hrefOf('shop', { page: 2 }), { waitUntil: 'networkidle' })
      expect(plain(await counter(page).innerText())).toMatch(
        lang === 'en' ? /^Showing13–24of\d+Products$/ : /^عرض13–24من\d+منتج$/,
      )
      expect(await visualText(counter(page))).toContain('13–24')

      await page.goto(hrefOf('shop', { min_price: 100, max_price: 900 }), { waitUntil: 'networkidle' })
      const chip = page.getByRole('button', { name: /^(Remove filter Price|إزالة عامل التصفية السعر)/ })
      expect(await chip.count()).toBe(1)
      await page.screenshot({ path: `${shots}after-7-price-chip-${lang}.png` })
      await chip.click()
      await expect.poll(() => new URL(page.url()).search).toBe('')

      await page.goto(hrefOf('shop', { categories: [1] }), { waitUntil: 'networkidle' })
      const h1 = await page.getByRole('heading', { level: 1 }).innerText()
      const category = lang === 'ar' ? 'الهواتف الذكية' : 'Smartphones'
      expect(h1).toBe(category)
      const crumbs = page.getByRole('navigation', { name: lang === 'ar' ? 'مسار التنقل' : 'Breadcrumb' })
      expect(await crumbs.getByRole('link').count()).toBe(2)
      expect(await crumbs.locator('[aria-current="page"]').innerText()).toBe(category)
      await page.screenshot({ path: `${shots}after-7-category-${lang}.png` })
      await context.close()
    }
  })

  it('offers Featured as a sort, which removes the sort and keeps the other filters', async () => {
    const { context, page } = await open('en', { viewport: { width: 1280, height: 900 } })
    await page.goto(hrefOf('shop', { categories: [1], sort: 'price_asc' }), { waitUntil: 'networkidle' })
    const filters = page.getByRole('complementary', { name: 'Filters' })
    await filters.getByRole('combobox', { name: 'Sort by' }).click()
    await page.getByRole('option', { name: 'Featured' }).and(page.locator(':visible')).click()
    await expect.poll(() => new URL(page.url()).search).toBe('?categories=1')
    await context.close()
  })
})

describe('product details a shopper relies on (defects 9, 10, 12)', () => {
  it('fills stars to the rating and writes the average beside them', async () => {
    const slug = await findProduct((d) => Math.round(d.rating) !== d.rating && d.rating > 0)
    const { rating } = await detail(slug)
    const { context, page } = await open('en', { viewport: { width: 1280, height: 900 } })
    await page.goto(hrefOf('product', { slug }), { waitUntil: 'networkidle' })
    const stars = page.getByRole('img', { name: `Rated ${rating} out of 5` }).first()
    const [whole, fill] = await Promise.all([
      stars.boundingBox(),
      stars.getByTestId('rating-fill').boundingBox(),
    ])
    expect((fill?.width ?? 0) / (whole?.width ?? 1)).toBeCloseTo(rating / 5, 1)
    expect(
      await page.getByRole('main').getByText(rating.toFixed(1), { exact: true }).first().isVisible(),
    ).toBe(true)
    await context.close()
  })

  it('shows the estimated ready date of a pre-order and how it is paid', async () => {
    const slug = await findProduct(
      (d) => d.variants.length > 0 && d.variants.every((v) => v.pre_order && v.ready_date),
    )
    const { context, page } = await open('en', { viewport: { width: 1280, height: 900 } })
    await page.goto(hrefOf('product', { slug }), { waitUntil: 'networkidle' })
    await page.getByText(/^Estimated ready date: \w+ \d{1,2}, \d{4}$/).waitFor()
    await page.getByText(/a pre-order is paid when its items are ready to ship/).waitFor()
    await context.close()
  })

  it('shows a skeleton, not a bare spinner, while a product loads on a slow network', async () => {
    const { context, page } = await open('en', { viewport: { width: 1280, height: 900 } })
    await page.goto(hrefOf('shop'), { waitUntil: 'networkidle' })
    await page.route('**/api/v1/client/product/**', async (route) => {
      await new Promise((r) => setTimeout(r, 1500))
      await route.continue()
    })
    await page.getByRole('article').first().getByRole('link').click()
    // The product's own placeholder: the gallery's square and the details beside it.
    const busy = page.locator('main [aria-busy="true"]:has(> .skeleton.aspect-square)')
    await busy.waitFor()
    expect(await busy.locator('.skeleton').count()).toBeGreaterThan(3)
    expect(await page.locator('main [role="status"] svg.animate-spin, main .animate-spin').count()).toBe(0)
    await page.getByRole('heading', { level: 1 }).waitFor()
    await context.close()
  })

  it("the guest's add-to-cart toast links to the login page", async () => {
    const slug = await findProduct((d, s) => !s.pre_order && d.variants.every((v) => !v.pre_order))
    const { context, page } = await open('en', { viewport: { width: 1280, height: 900 } })
    await page.goto(hrefOf('product', { slug }), { waitUntil: 'networkidle' })
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click()
    await page.getByText('Please log in to add items to your cart.').waitFor()
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/login')
    await context.close()
  })
})

describe('smaller defects (defect 12)', () => {
  it('the skip link is the first Tab stop, the cookie banner the next (AUDIT-shopper.md N18)', async () => {
    const { context, page } = await open('en', { consent: false })
    await page.goto(hrefOf('home'), { waitUntil: 'networkidle' })
    await page.getByRole('region', { name: 'Cookie consent' }).waitFor()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content')
    await page.keyboard.press('Tab')
    expect(
      await page.evaluate(() => document.activeElement?.closest('[aria-label="Cookie consent"]') !== null),
    ).toBe(true)
    await context.close()
  })

  it('category tiles show their whole name on a phone', async () => {
    const { context, page } = await open('en')
    await page.goto(hrefOf('home'), { waitUntil: 'networkidle' })
    const names = page.locator('main a[href^="/shop?categories="] span')
    expect(await names.count()).toBeGreaterThan(0)
    const cut = await names.evaluateAll((els) =>
      els.filter((el) => el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent),
    )
    expect(cut).toEqual([])
    await context.close()
  })

  it('the contact cards line their icons up, "Visit us" too', async () => {
    const { context, page } = await open('en')
    await page.goto(hrefOf('contact'), { waitUntil: 'networkidle' })
    const icons = page.locator('main ul li.card > svg')
    // Phone, WhatsApp, live chat (the mock's settings offer it), e-mail and the address.
    expect(await icons.count()).toBe(5)
    const boxes = await icons.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON()))
    for (const box of boxes) {
      expect(box.width).toBe(boxes[0].width)
      expect(box.left).toBe(boxes[0].left)
    }
    await context.close()
  })

  it('headings never skip a level on the shop, the FAQ and the terms', async () => {
    const axe = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')
    const { context, page } = await open('en', { viewport: { width: 1280, height: 900 } })
    for (const path of [
      hrefOf('shop'),
      hrefOf('content', { slug: 'faq' }),
      hrefOf('content', { slug: 'terms-conditions' }),
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await page.evaluate(axe)
      const found = await page.evaluate(async () => {
        const run = (
          window as unknown as {
            axe: { run: (d: Document, o: unknown) => Promise<{ violations: { id: string }[] }> }
          }
        ).axe
        const result = await run.run(document, { runOnly: { type: 'rule', values: ['heading-order'] } })
        return result.violations.map((v) => v.id)
      })
      expect(found, path).toEqual([])
    }
    await context.close()
  })
})
