import { outboxCode, SAMPLE_ADDRESS } from '@storefront/mock/testing'
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { expect } from 'vitest'
import { api, register } from './api.ts'
import { prepareVisit } from './browser.ts'

type Variant = { id: number; pre_order: boolean; stock: number }

export async function newShopper(
  baseUrl: string,
  tag: string,
  { address = true, items = 2 }: { address?: boolean; items?: number } = {},
) {
  const email = `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  const token = await register(baseUrl, email, 'Nora Haddad')
  if (address) {
    const saved = await api(baseUrl, 'POST', '/api/v1/client/addresses', SAMPLE_ADDRESS, token)
    if (saved.status !== 200) throw new Error(`address: ${JSON.stringify(saved.body)}`)
  }
  if (items > 0) {
    const all = await api<{ data: Variant[] }>(
      baseUrl,
      'GET',
      '/api/v1/client/getAllProductsVariants?per_page=100',
    )
    for (const v of all.body.data.filter((v) => !v.pre_order && v.stock >= 5).slice(0, items)) {
      const added = await api(
        baseUrl,
        'POST',
        '/api/v1/client/cart/addOrUpdate',
        { variant_id: v.id, quantity: 1 },
        token,
      )
      if (added.status !== 200) throw new Error(`cart: ${JSON.stringify(added.body)}`)
    }
  }
  return { email, token }
}

export interface PageMode {
  lang?: 'en' | 'ar'
  theme?: 'light' | 'dark'
  /** 390 gives the phone (touch, device scale 2); anything else a desktop window. */
  width?: number
}

const viewportOf = (width: number) =>
  width <= 480
    ? { viewport: { width, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }
    : { viewport: { width, height: 900 } }

type NewPage = (
  options: Parameters<Browser['newContext']>[0],
) => Promise<{ context: BrowserContext; page: Page }>

export async function shopperPage(
  newPage: NewPage,
  baseUrl: string,
  token: string | null,
  { lang = 'en', theme = 'light', width = 1280 }: PageMode = {},
) {
  const { context, page } = await newPage(viewportOf(width))
  await prepareVisit(context, baseUrl, { lang, theme, ...(token ? { token } : {}), once: true })
  return { context, page }
}

export async function expireSession(context: BrowserContext, baseUrl: string) {
  await context.addCookies([{ name: 'auth_token', value: 'expired-session', url: baseUrl }])
}

export const lastCode = (page: Page, email: string): Promise<string> =>
  outboxCode(new URL(page.url()).origin, email)

export async function signInByCode(page: Page, email: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe('/login')
  await page
    .getByRole('main')
    .getByRole('textbox', { name: /E-mail address|البريد الإلكتروني/ })
    .fill(email)
  await page
    .getByRole('main')
    .getByRole('button', { name: /Send code|أرسل الرمز/ })
    .click()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/otp')
  await page.getByRole('textbox', { name: /One-time code|رمز التحقق/ }).fill(await lastCode(page, email))
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
export async function singleVariantSlug(baseUrl: string): Promise<string> {
  const shop = await api<{ data: { slug: string }[] }>(baseUrl, 'GET', '/api/v1/client/shop?per_page=60')
  for (const { slug } of shop.body.data) {
    const product = await api<{ data: { variants: { stock: number; pre_order: boolean }[] } }>(
      baseUrl,
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
