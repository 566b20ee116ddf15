import type { BrowserContext, Locator, Page } from 'playwright-core'
import { api } from './api.ts'
import type { MockAt } from './world.ts'

export async function expireSession(context: BrowserContext, baseUrl: string) {
  await context.addCookies([{ name: 'auth_token', value: 'expired-session', url: baseUrl }])
}

export const toasts = (page: Page): Locator => page.locator('[data-scope="toast"][data-part="root"]')

export async function failApi(page: Page) {
  await page.route('**/api/v1/client/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-mock-error': '500' } }),
  )
}

export function focusBox(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement
    const header = document.querySelector('header')
    const box = active?.getBoundingClientRect()
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      name: active?.getAttribute('name') ?? active?.textContent?.trim().slice(0, 40) ?? '',
      top: box?.top ?? -1,
      bottom: box?.bottom ?? -1,
      headerBottom: header?.getBoundingClientRect().bottom ?? 0,
      viewportHeight: window.innerHeight,
    }
  })
}

/** A product with a single in-stock variant: Add to cart needs no choice first. */
export async function singleVariantSlug(at: MockAt): Promise<string> {
  const shop = await api<{ data: { slug: string }[] }>(at, 'GET', '/api/v1/client/shop?per_page=60')
  for (const { slug } of shop.body.data) {
    const product = await api<{ data: { variants: { stock: number; pre_order: boolean }[] } }>(
      at,
      'GET',
      `/api/v1/client/product/${slug}`,
    )
    const variants = product.body.data.variants
    if (variants.length === 1 && (variants[0]?.stock ?? 0) > 2 && !variants[0]?.pre_order) return slug
  }
  throw new Error('no single-variant product in stock')
}

export const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement
    return {
      tag: active?.tagName.toLowerCase() ?? '',
      label: (active?.getAttribute('aria-label') || active?.textContent || '').trim(),
    }
  })
