import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()

type Detail = { slug: string; variants: { color: { id: number } | null; size: { id: number } | null }[] }

/** The first smartphone whose variants come in more than one colour and in sizes. */
async function productWithColoursAndSizes(): Promise<{ slug: string; colours: number } | undefined> {
  const list = await api<{ data: { slug: string; colors: unknown[] }[] }>(
    b,
    'GET',
    '/api/v1/client/shop?per_page=100&categories=1',
  )
  for (const { slug } of list.body.data.filter((p) => p.colors.length > 1)) {
    const { variants } = (await api<{ data: Detail }>(b, 'GET', `/api/v1/client/product/${slug}`)).body.data
    const colours = new Set(variants.map((v) => v.color?.id).filter((id) => id !== undefined)).size
    if (colours > 1 && variants.some((v) => v.size)) return { slug, colours }
  }
  return undefined
}

function showing(text: string): { shown: number; total: number } {
  const m = /Showing (\d+) of (\d+) Products/.exec(text)
  if (!m) throw new Error(`no counter in: ${text}`)
  return { shown: Number(m[1]), total: Number(m[2]) }
}

describe('browsing', () => {
  it('goes home → shop → filter by category → product → colour and size', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'))
    await page.getByRole('navigation').first().getByRole('link', { name: 'Shop', exact: true }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/shop')
    const counter = page.getByText(/Showing \d+ of \d+ Products/)
    await counter.waitFor()
    const all = showing(await counter.innerText())
    expect(all.total).toBeGreaterThanOrEqual(200)

    // Filter by the first category; the filter lands in the URL and narrows the total.
    await page
      .getByRole('checkbox', { name: /Smartphones/ })
      .first()
      .click()
    await expect.poll(() => new URL(page.url()).searchParams.getAll('categories').length).toBeGreaterThan(0)
    await expect.poll(async () => showing(await counter.innerText()).total).toBeLessThan(all.total)
    const filteredUrl = page.url()

    // Back and forward restore the listing from the URL.
    await page.goBack()
    await expect.poll(async () => showing(await counter.innerText()).total).toBe(all.total)
    await page.goForward()
    await expect.poll(() => page.url()).toBe(filteredUrl)
    await expect.poll(async () => showing(await counter.innerText()).total).toBeLessThan(all.total)

    // Open a product that has several colours and sizes; the journey needs one.
    const target = await productWithColoursAndSizes()
    if (!target) throw new Error('a smartphone with several colours and sizes expected')
    await page.goto(hrefOf('product', { slug: target.slug }))
    await page.getByRole('heading', { level: 1 }).waitFor()
    const colours = page.getByRole('radiogroup', { name: /colou?r/i }).getByRole('radio')
    expect(await colours.count()).toBe(target?.colours)
    await colours.nth(1).click()
    await expect.poll(() => colours.nth(1).isChecked()).toBe(true)
    const sizes = page.getByRole('radiogroup', { name: /size/i }).getByRole('radio')
    expect(await sizes.count()).toBeGreaterThan(0)
    await sizes.first().click()
    await expect.poll(() => sizes.first().isChecked()).toBe(true)
    // A guest is told to log in before adding to the cart.
    await page.getByRole('button', { name: /Add to cart|Pre-order/i }).click()
    await page.getByText('Please log in to add items to your cart.').waitFor()
    await context.close()
  })

  it('searches from the header: trimmed text goes to /shop?search= and pre-fills the box', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('shop', { sort: 'price_asc' }))
    const box = page.getByPlaceholder('Search products...').first()
    await box.fill('  phone  ')
    await box.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('phone')
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc')
    await page.getByText(/Showing \d+ of \d+ Products/).waitFor()
    await page.reload()
    await expect.poll(() => page.getByPlaceholder('Search products...').first().inputValue()).toBe('phone')
    // Empty text removes only the search parameter.
    await page.getByPlaceholder('Search products...').first().fill('')
    await page.getByPlaceholder('Search products...').first().press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.has('search')).toBe(false)
    expect(new URL(page.url()).searchParams.get('sort')).toBe('price_asc')
    await context.close()
  })

  it('says so when nothing matches', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('shop', { search: 'zzzz-no-such-thing' }))
    await page.getByText('No products found matching your criteria.').waitFor()
    await context.close()
  })
})
