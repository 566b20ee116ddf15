import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { hrefOf, signedInPage } from './fixtures.ts'

const b = useBrowser()

interface Focused {
  tag: string
  type: string | null
  role: string | null
  /** From aria-labelledby, else aria-label, else the element's label, else its own text. */
  name: string
  text: string
  expanded: string | null
  pressed: string | null
}

function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null
    if (!el) return { tag: '', type: null, role: null, name: '', text: '', expanded: null, pressed: null }
    const labelledBy = el.getAttribute('aria-labelledby')
    const name =
      (labelledBy
        ? labelledBy
            .split(' ')
            .map((id) => document.getElementById(id)?.textContent ?? '')
            .join(' ')
        : null) ??
      el.getAttribute('aria-label') ??
      el.closest('label')?.textContent ??
      el.textContent ??
      ''
    return {
      tag: el.tagName.toLowerCase(),
      type: el.getAttribute('type'),
      role: el.getAttribute('role'),
      name: name.replace(/\s+/g, ' ').trim(),
      text: (el.textContent ?? '').trim(),
      expanded: el.getAttribute('aria-expanded'),
      pressed: el.getAttribute('aria-pressed'),
    }
  })
}

/** Presses Tab (or Shift+Tab) until the focused element matches; fails after `max` presses. */
async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  { back = false, max = 60 }: { back?: boolean; max?: number } = {},
): Promise<Focused> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    if (matches(now)) return now
  }
  throw new Error(`nothing matching was reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`)
}

const query = (page: Page, name: string) => new URL(page.url()).searchParams.getAll(name)

async function showing(page: Page): Promise<number> {
  const text = await page.getByText(/Showing \d+ of \d+ Products/).innerText()
  return Number(/of (\d+)/.exec(text)?.[1])
}

describe('keyboard only', () => {
  it('Tab reaches the search box and Enter searches', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'))
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(page, (f) => f.tag === 'input' && f.type === 'search')
    await page.keyboard.type('laptop')
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shop')
    expect(query(page, 'search')).toEqual(['laptop'])
    await page.getByRole('heading', { level: 1, name: 'Results for “laptop”' }).waitFor()
    expect(await showing(page)).toBeGreaterThan(0)
    await context.close()
  })

  it('opens the language switcher and picks Arabic with the keyboard', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'))
    await page.getByRole('heading', { level: 1 }).waitFor()
    await tabTo(page, (f) => f.role === 'combobox' && f.name === 'Language')
    await page.keyboard.press('Enter')
    // The list opens with focus inside it, so the arrows work at once.
    await expect.poll(async () => (await focused(page)).role).toBe('listbox')
    const highlighted = page.getByRole('option').and(page.locator('[data-highlighted]'))
    for (let i = 0; i < 3 && (await highlighted.innerText()) !== 'العربية'; i++) {
      await page.keyboard.press('ArrowDown')
    }
    expect(await highlighted.innerText()).toBe('العربية')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar')
    await page.getByRole('link', { name: 'المتجر', exact: true }).first().waitFor()
    // Focus goes back to the switcher (its label now in Arabic), which shows the choice.
    await expect.poll(async () => (await focused(page)).role).toBe('combobox')
    expect(await focused(page)).toMatchObject({ name: 'اللغة', text: 'العربية' })
    await context.close()
  })

  it('opens the mobile menu with Enter or Space and closes it with Escape (390 px wide)', async () => {
    const { context, page } = await b.page({ viewport: { width: 390, height: 844 } })
    await page.goto(hrefOf('home'))
    await page.getByRole('heading', { level: 1 }).waitFor()
    const aboutLink = page.locator('header').getByRole('link', { name: 'About Us', exact: true })
    expect(await aboutLink.count()).toBe(0)

    await tabTo(page, (f) => f.name === 'Open menu')
    await page.keyboard.press('Enter')
    await aboutLink.waitFor()
    expect(await focused(page)).toMatchObject({ name: 'Close menu', expanded: 'true' })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Escape')
    await aboutLink.waitFor({ state: 'detached' })
    expect(await focused(page)).toMatchObject({ name: 'Open menu', expanded: 'false' })

    await page.keyboard.press('Space')
    await aboutLink.waitFor()
    expect((await focused(page)).expanded).toBe('true')
    await page.keyboard.press('Escape')
    await aboutLink.waitFor({ state: 'detached' })

    // A link in the menu is reached with Tab, followed with Enter, and the menu closes.
    await page.keyboard.press('Space')
    await tabTo(page, (f) => f.tag === 'a' && f.name === 'Shop')
    await page.keyboard.press('Enter')
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shop')
    await aboutLink.waitFor({ state: 'detached' })
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
    await context.close()
  })

  it('toggles shop filters with Space and moves the price range with the arrow keys', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('shop'))
    await page.getByText(/Showing \d+ of \d+ Products/).waitFor()
    // The filter widgets load after the products have painted.
    await page.getByRole('complementary').getByRole('checkbox').first().waitFor()
    const all = await showing(page)

    await tabTo(page, (f) => f.type === 'checkbox' && f.name.startsWith('Smartphones'))
    await page.keyboard.press('Space')
    await expect.poll(() => query(page, 'categories')).toEqual(['1'])
    await expect.poll(() => showing(page)).toBeLessThan(all)
    const smartphones = page.getByRole('complementary').getByRole('checkbox', { name: /Smartphones/ })
    expect(await smartphones.isChecked()).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => query(page, 'categories')).toEqual([])
    expect(await smartphones.isChecked()).toBe(false)
    await expect.poll(() => showing(page)).toBe(all)

    // Back to the price range: the arrows move the focused thumb, and releasing the key filters.
    const min = await tabTo(page, (f) => f.role === 'slider' && f.name === 'Minimum price', { back: true })
    expect(min.role).toBe('slider')
    const minThumb = page.getByRole('slider', { name: 'Minimum price' })
    const start = Number(await minThumb.getAttribute('aria-valuenow'))
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    // The thumb's value, once the address holds it: read at once, a busy page may not have drawn the last press.
    const filtered = (thumb: typeof minThumb, key: string) => async () => {
      const now = await thumb.getAttribute('aria-valuenow')
      const asked = await query(page, key)
      return asked.length === 1 && asked[0] === now ? Number(now) : Number.NaN
    }
    await expect.poll(filtered(minThumb, 'min_price')).toBeGreaterThan(start)

    await page.keyboard.press('Tab')
    const maxThumb = page.getByRole('slider', { name: 'Maximum price' })
    const top = Number(await maxThumb.getAttribute('aria-valuenow'))
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(filtered(maxThumb, 'max_price')).toBeLessThan(top)
    await expect.poll(() => showing(page)).toBeLessThan(all)
    await context.close()
  })

  it('zooms the product image and changes images with the keyboard', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'))
    const slug = await page.evaluate(async () => {
      const list = await (await fetch('/api/v1/client/shop?per_page=20')).json()
      for (const p of list.data as { slug: string }[]) {
        const detail = await (await fetch(`/api/v1/client/product/${p.slug}`)).json()
        if (detail.data.images.length > 1) return p.slug
      }
      return null
    })
    if (!slug) throw new Error('a product with several images expected')
    await page.goto(hrefOf('product', { slug }))
    await page.getByRole('heading', { level: 1 }).waitFor()
    const gallery = page.getByRole('region', { name: 'Product images' })
    const mainImage = gallery.getByRole('button', { name: 'Zoom image' }).locator('img')
    const firstSrc = await mainImage.getAttribute('src')

    // Zoom: Enter on the image opens the dialog, Enter inside magnifies, Escape closes.
    await tabTo(page, (f) => f.name === 'Zoom image')
    await page.keyboard.press('Enter')
    const dialog = page.getByRole('dialog', { name: 'Zoomed image' })
    await dialog.waitFor()
    const magnify = dialog.getByRole('button', { name: 'Zoom image' })
    await tabTo(page, (f) => f.name === 'Zoom image' && f.pressed !== null, { max: 5 })
    expect(await magnify.getAttribute('aria-pressed')).toBe('false')
    const before = (await magnify.boundingBox())?.width ?? 0
    await page.keyboard.press('Enter')
    expect(await magnify.getAttribute('aria-pressed')).toBe('true')
    await expect.poll(async () => (await magnify.boundingBox())?.width ?? 0).toBeGreaterThan(before * 1.5)
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    // Focus returns to the image once the dialog has gone.
    await expect.poll(() => focused(page)).toMatchObject({ name: 'Zoom image', pressed: null })

    // Thumbnails: Tab reaches the current one, the arrow keys pick the next and previous.
    const current = await tabTo(page, (f) => f.name.startsWith('Show image'), { max: 5 })
    expect(current).toMatchObject({ pressed: 'true' })
    expect(current.name).toMatch(/^Show image 1 of \d+$/)
    await page.keyboard.press('ArrowRight')
    expect(await focused(page)).toMatchObject({ pressed: 'true' })
    expect((await focused(page)).name).toMatch(/^Show image 2 of \d+$/)
    await expect.poll(() => mainImage.getAttribute('src')).not.toBe(firstSrc)
    await page.keyboard.press('ArrowLeft')
    expect((await focused(page)).name).toMatch(/^Show image 1 of \d+$/)
    await expect.poll(() => mainImage.getAttribute('src')).toBe(firstSrc)
    await context.close()
  })

  it('rates a product with the arrow keys and posts the review with the keyboard', async () => {
    const { context, page } = await signedInPage(b, { name: 'Keyboard Rater' })
    await page.goto(hrefOf('shop', { sort: 'rating' }))
    const href = await page.getByRole('article').first().getByRole('link').getAttribute('href')
    await page.goto(href ?? '/')
    await page.getByRole('heading', { level: 1 }).waitFor()

    // The tabs: Tab reaches the selected one, the arrow keys move to Reviews.
    expect((await tabTo(page, (f) => f.role === 'tab')).name).toBe('Description')
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await focused(page)).name).toBe('Specifications')
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => (await focused(page)).name).toMatch(/^Reviews \(\d+\)$/)
    await page.keyboard.press('Enter')
    const form = page.getByRole('form', { name: 'Write a review' })
    await form.waitFor()

    // The rating is one stop for Tab, on the first star, none checked; the arrows choose the stars.
    const star = await tabTo(page, (f) => f.type === 'radio')
    expect(star.name).toBe('1 star')
    expect(await form.locator('input[type="radio"]:checked').count()).toBe(0)
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight')
    await expect.poll(() => focused(page)).toMatchObject({ type: 'radio', name: '4 stars' })
    await expect.poll(() => form.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)

    await page.keyboard.press('Tab')
    expect((await focused(page)).tag).toBe('textarea')
    await page.keyboard.type('Typed and sent without a mouse.')
    await page.keyboard.press('Tab')
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Submit review' })
    await page.keyboard.press('Enter')

    const own = page.getByRole('listitem').filter({ hasText: 'Typed and sent without a mouse.' })
    await own.waitFor()
    expect(await own.getByText('Your review').count()).toBe(1)
    expect(await own.getByRole('img', { name: 'Rated 4 out of 5' }).count()).toBe(1)
    await context.close()
  })
})
