import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()

// Page 3 of a listing filtered by sort and price, where a search for 'phone' has fewer than 3 pages.
const FROM = hrefOf('shop', { min_price: 1, sort: 'price_desc', page: 3 })

describe('the shop address', () => {
  it('a search from page 3 of a filtered shop lands on page 1 of the results with the other filters kept', async () => {
    const { context, page } = await b.page()
    await page.goto(FROM)
    // Page 3 reads 'Showing 25–36 of N Products'.
    await page.getByText(/Showing .*25.*36.* of \d+ Products/).waitFor()
    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.fill('phone')
    await box.press('Enter')
    await expect.poll(() => page.url()).toMatch(/\/shop\?search=phone&min_price=1&sort=price_desc$/)
    // Page 1 of the results: products listed, and the first page's counter.
    const counter = page.getByText(/Showing \d+ of \d+ Products/)
    await expect
      .poll(async () => Number(/Showing (\d+)/.exec(await counter.innerText())?.[1] ?? 0))
      .toBeGreaterThan(0)
    expect(await page.getByText('No products found matching your criteria.').count()).toBe(0)
    await context.close()
  })

  it('the search form does the same before the app has started (no JavaScript)', async () => {
    const { context, page } = await b.page({ javaScriptEnabled: false })
    await page.goto(FROM)
    const box = page.getByRole('combobox', { name: 'Search products' })
    await box.fill('phone')
    await box.press('Enter')
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBeNull()
    const params = new URL(page.url()).searchParams
    expect(params.get('search')).toBe('phone')
    expect(params.get('min_price')).toBe('1')
    expect(params.get('sort')).toBe('price_desc')
    await context.close()
  })
})
