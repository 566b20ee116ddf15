import { DEFAULT_ADDRESS } from '@storefront/mock/testing'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { expect } from 'vitest'
// The app's own page table, imported here alone, so the journeys visit the addresses the app
// itself links to.
import {
  PAGES as APP_PAGES,
  type ContentSlug,
  HOME_ALIAS,
  type ProfileTab,
  hrefOf as pageHref,
} from '../apps/web/src/lib/pages.ts'
import type { ShopFilters } from '../apps/web/src/lib/shop-address.ts'
import { api, outboxCode, register } from './api.ts'
import { prepareVisit, type useBrowser, type Visit } from './browser.ts'
import { type MockAt, worldOf } from './world.ts'

type Id = number | string

/** Every page a journey visits, by name, each built by the app's builder. */
const PAGES = {
  home: () => pageHref('home'),
  homeAlias: () => HOME_ALIAS,
  shop: (filters: Partial<ShopFilters> = {}) => pageHref('shop', filters),
  product: ({ slug }: { slug: Id }) => pageHref('product', { slug: String(slug) }),
  login: () => pageHref('login'),
  register: () => pageHref('register'),
  otp: () => pageHref('otp'),
  contact: () => pageHref('contact'),
  about: () => pageHref('about'),
  content: ({ slug }: { slug: ContentSlug }) => pageHref(slug),
  order: ({ orderId }: { orderId: Id }) => pageHref('order', { orderId }),
  preOrder: ({ orderId }: { orderId: Id }) => pageHref('preOrder', { orderId }),
  cart: ({ preOrder = false }: { preOrder?: boolean } = {}) => pageHref('cart', { preOrder }),
  checkout: ({ preOrder = false }: { preOrder?: boolean } = {}) => pageHref('checkout', { preOrder }),
  orderConfirmation: ({ orderId, preOrder = false }: { orderId?: number; preOrder?: boolean } = {}) =>
    orderId === undefined
      ? APP_PAGES.orderConfirmation.pattern
      : pageHref('orderConfirmation', { orderId, preOrder }),
  profile: ({ tab }: { tab?: ProfileTab } = {}) => pageHref('profile', { tab }),
  wishlist: ({ page = 1 }: { page?: number } = {}) => pageHref('wishlist', { page }),
} satisfies Record<string, (params: never) => string>

export type PageName = keyof typeof PAGES
export type ParamsOf<N extends PageName> = Parameters<(typeof PAGES)[N]>[0]
/** Parameters outside the page's own, such as `lang` or `utm_source`, appended to its address. */
export type Extra = { query?: Record<string, string | number> }
type Args<N extends PageName> = [ParamsOf<N>] extends [undefined] ? Extra : NonNullable<ParamsOf<N>> & Extra

/** The address of `page`: the page's own parameters are required where the app's builder needs them. */
export function hrefOf<N extends PageName>(
  page: N,
  ...[params]: undefined extends ParamsOf<N> ? [Args<N>?] : [Args<N>]
): string {
  const { query, ...own } = (params ?? {}) as Extra & Record<string, unknown>
  const href = (PAGES[page] as (params: unknown) => string)(params === undefined ? undefined : own)
  if (!query) return href
  const url = new URL(href, 'http://e2e.invalid')
  for (const [key, value] of Object.entries(query)) url.searchParams.append(key, String(value))
  return `${url.pathname}${url.search}`
}

export const pathOf = (page: Page) => new URL(page.url()).pathname

/** The pages a visitor can open, and one that does not exist (its not-found page is public too). */
export const publicRoutes = (slug: string) => [
  hrefOf('home'),
  hrefOf('shop'),
  hrefOf('product', { slug }),
  hrefOf('about'),
  hrefOf('contact'),
  hrefOf('content', { slug: 'faq' }),
  hrefOf('content', { slug: 'terms-conditions' }),
  hrefOf('content', { slug: 'privacy-policy' }),
  hrefOf('content', { slug: 'return-policy' }),
  hrefOf('order', { orderId: 1 }),
  hrefOf('preOrder', { orderId: 1 }),
  '/no-such-page',
]

type Browsing = ReturnType<typeof useBrowser>

/** The mock's ready-made shoppers (`POST /__mock/personas/{name}`). */
export type Persona = 'demo' | 'new' | 'full-cart' | 'address-only'
export type CartLine = { variantId: number; quantity?: number }

export interface ShopperSetup {
  /** Start from one of the mock's personas; else a new client registered through the outbox. */
  persona?: Persona
  /** The e-mail's first part, so a journey's shopper is told apart in the mock's log. */
  tag?: string
  name?: string
  /** An address saved as the default: true for the sample one. */
  address?: boolean | Record<string, unknown>
  /** Lines put in the cart: that many in-stock variants, one pre-order variant, or these lines. */
  cart?: number | 'pre-order' | readonly CartLine[]
}

export interface ShopperAccount {
  email: string
  token: string
  addressId?: number
}

type Variant = { id: number; pre_order: boolean; stock: number }

async function pickVariants(at: MockAt, cart: number | 'pre-order'): Promise<CartLine[]> {
  const path = '/api/v1/client/getAllProductsVariants?per_page=100'
  const all = (await api<{ data: Variant[] }>(at, 'GET', path)).body.data
  const picked =
    cart === 'pre-order'
      ? all.filter((v) => v.pre_order).slice(0, 1)
      : all.filter((v) => !v.pre_order && v.stock >= 5).slice(0, cart)
  return picked.map((v) => ({ variantId: v.id }))
}

async function signUp(at: MockAt, setup: ShopperSetup): Promise<{ email: string; token: string }> {
  if (setup.persona) {
    const path = `/__mock/personas/${setup.persona}`
    const answer = await api<{ token: string; client: { email: string } }>(at, 'POST', path)
    if (answer.status !== 200) throw new Error(`${path}: ${JSON.stringify(answer.body)}`)
    return { email: answer.body.client.email, token: answer.body.token }
  }
  const email = `${setup.tag ?? 'shopper'}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
  return { email, token: await register(at, email, setup.name ?? 'Nora Haddad') }
}

/** A shopper made through the mock's API: signed up (or a persona), then the address and cart lines asked for. */
export async function shopperAccount(at: MockAt, setup: ShopperSetup = {}): Promise<ShopperAccount> {
  const account: ShopperAccount = await signUp(at, setup)
  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(at, method, path, body, account.token)
  if (setup.address) {
    const address = setup.address === true ? DEFAULT_ADDRESS : { ...setup.address, is_default: true }
    const saved = await call<{ data: { id: number } }>('POST', '/api/v1/client/addresses', address)
    if (saved.status !== 200) throw new Error(`address: ${JSON.stringify(saved.body)}`)
    account.addressId = saved.body.data.id
  }
  const lines =
    typeof setup.cart === 'object' ? setup.cart : setup.cart ? await pickVariants(at, setup.cart) : []
  for (const { variantId, quantity = 1 } of lines) await addToCart(at, account.token, variantId, quantity)
  return account
}

export async function addToCart(at: MockAt, token: string, variantId: number, quantity = 1): Promise<void> {
  const body = { variant_id: variantId, quantity }
  const added = await api(at, 'POST', '/api/v1/client/cart/addOrUpdate', body, token)
  if (added.status !== 200) throw new Error(`cart: ${JSON.stringify(added.body)}`)
}

export interface PageMode extends Omit<Visit, 'token' | 'lang' | 'theme'> {
  lang?: 'en' | 'ar'
  theme?: 'light' | 'dark'
  /** 480 or less gives a phone (touch, device scale 2); more, a desktop window that wide. */
  width?: number
  /** More options of the browser context. */
  page?: Parameters<Browser['newContext']>[0]
}

const viewportOf = (width: number) =>
  width <= 480
    ? { viewport: { width, height: 844 }, deviceScaleFactor: 2, hasTouch: true, isMobile: true }
    : { viewport: { width, height: 900 } }

/** A page whose browser holds `mode`'s visit before the first load (English, light, cookie choice made unless said); signed in with `token`. */
export async function openPage(
  b: Browsing,
  token: string | null,
  { width, page: options, ...visit }: PageMode = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await b.page({ ...(width ? viewportOf(width) : {}), ...options })
  await prepareVisit(context, b.baseUrl, {
    lang: 'en',
    theme: 'light',
    ...visit,
    ...(token ? { token } : {}),
  })
  return { context, page }
}

/** A new shopper as `setup` asks, signed in on a page of its own. */
export async function shopper(
  b: Browsing,
  setup: ShopperSetup & PageMode = {},
): Promise<ShopperAccount & { context: BrowserContext; page: Page }> {
  const { persona, tag, name, address, cart, ...mode } = setup
  const account = await shopperAccount(b, { persona, tag, name, address, cart })
  return { ...account, ...(await openPage(b, account.token, mode)) }
}

/** A page of a signed-in shopper: `mode.token`'s client, or a new one with neither address nor cart. */
export async function signedInPage(
  b: Browsing,
  { token, name, ...mode }: PageMode & { token?: string; name?: string } = {},
): Promise<{ context: BrowserContext; page: Page; token: string }> {
  if (token) return { ...(await openPage(b, token, mode)), token }
  const made = await shopper(b, { ...mode, ...(name ? { name } : {}) })
  return { context: made.context, page: made.page, token: made.token }
}

/** The latest code mailed to `email`, read from the outbox of the page's world: on the page's origin, or on `apiUrl`. */
export async function lastCode(page: Page, email: string, apiUrl?: string): Promise<string> {
  const origin = new URL(page.url()).origin
  return outboxCode({ baseUrl: apiUrl ?? origin, world: await worldOf(page.context(), origin) }, email)
}

type CodeOptions = {
  /** How the code is typed (Arabic-Indic digits, say). */
  digits?: (code: string) => string
  /** Where the outbox is when the API is not on the page's origin. */
  apiUrl?: string
}

/** On the code screen, writes the code last mailed to `email`. */
export async function enterCode(page: Page, email: string, { digits = (c) => c, apiUrl }: CodeOptions = {}) {
  await expect.poll(() => pathOf(page)).toBe(hrefOf('otp'))
  const code = await lastCode(page, email, apiUrl)
  await page.getByRole('textbox', { name: /One-time code|رمز التحقق/ }).fill(digits(code))
}

/** Signs in through the app's form from the login page: the e-mail, Send code, then the code from the outbox. */
export async function signInByCode(page: Page, email: string, options: CodeOptions = {}): Promise<void> {
  await expect.poll(() => pathOf(page)).toBe(hrefOf('login'))
  const main = page.getByRole('main')
  await main.getByRole('textbox', { name: /E-mail address|البريد الإلكتروني/ }).fill(email)
  await main.getByRole('button', { name: /Send code|أرسل الرمز/ }).click()
  await enterCode(page, email, options)
}
