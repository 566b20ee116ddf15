import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { useBrowser } from './browser.ts'
import { hrefOf, signedInPage } from './fixtures.ts'

// The product page's missing size and View cart, and the shop's empty filter options, on an
// Arabic phone (issue 32).

const b = useBrowser()
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }

type Variant = { id: number; product_id: number; pre_order: boolean; stock: number }
type Detail = {
  slug: string
  variants: { color: { id: number } | null; size: { id: number; name: string } | null; stock: number }[]
}

/** A product whose first colour offers several sizes, so the page starts with no size chosen. */
async function productWithSizes(): Promise<{ slug: string; firstSize: string }> {
  const all = await api<{ data: Variant[] }>(b, 'GET', '/api/v1/client/getAllProductsVariants?per_page=100')
  const ids = [...new Set(all.body.data.filter((v) => !v.pre_order && v.stock > 3).map((v) => v.product_id))]
  for (const id of ids) {
    const { slug, variants } = (await api<{ data: Detail }>(b, 'GET', `/api/v1/client/product/${id}`)).body
      .data
    const color = variants.find((v) => v.stock > 0)?.color?.id
    const sizes = variants.filter((v) => v.color?.id === color && v.size)
    if (color && sizes.length > 1 && sizes.every((v) => v.stock > 3))
      return { slug, firstSize: sizes[0]?.size?.name ?? '' }
  }
  throw new Error('no product with a choice of sizes')
}

describe('the last product, cart and shop details', () => {
  it('add to cart without a size names it beside the sizes and focuses the first; then offers View cart (390, Arabic)', async () => {
    const { slug, firstSize } = await productWithSizes()
    const { context, page } = await signedInPage(b, { lang: 'ar', page: PHONE })
    await page.goto(hrefOf('product', { slug }))
    const sizes = page.getByRole('radiogroup', { name: /المقاس/ })
    await sizes.waitFor()
    await expect.poll(() => page.getByTestId('quantity-hint').textContent()).toContain('اختر مقاسًا')

    await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).first().click()
    const problem = page.getByTestId('choice-problem')
    expect(await problem.textContent()).toBe('يرجى اختيار لون ومقاس صالحين.')
    expect(await problem.isVisible()).toBe(true)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')))
      .toBe(firstSize)

    await page.keyboard.press('Space')
    await expect.poll(() => problem.count()).toBe(0)
    await page.getByRole('button', { name: 'أضف إلى السلة', exact: true }).first().click()
    const viewCart = page.getByRole('button', { name: 'عرض السلة' })
    await viewCart.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart')
    await context.close()
  })

  it('lists a filter option that would give nothing with its 0, switched off, until it is chosen (390, Arabic)', async () => {
    const { context, page } = await signedInPage(b, { lang: 'ar', page: PHONE })
    await page.goto(hrefOf('shop', { categories: [2] }))
    await page.getByRole('button', { name: /^عوامل التصفية/ }).click()
    const brands = page.getByRole('dialog').getByRole('group', { name: 'العلامات التجارية' })
    const empty = brands.locator('li:has([data-empty])').first()
    await empty.waitFor()
    expect(await empty.textContent()).toMatch(/\(0\)$/)
    expect(await empty.getByRole('checkbox').isDisabled()).toBe(true)
    // The row takes the tap and nothing happens; a live option then stands alone in the address.
    await empty.click({ force: true })
    await brands.locator('li:not(:has([data-empty]))').first().click()
    await expect.poll(() => new URL(page.url()).search).toMatch(/^\?categories=2&brands=\d+$/)
    await context.close()
  })
})
