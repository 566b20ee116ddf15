// @vitest-environment node
// Runs where the server renders: no window, no document, no storage.
import { registerThroughOutbox, signInThroughOutbox } from '@storefront/mock/testing'
import { afterEach, describe, expect, it } from 'vitest'
import { env } from '../../lib/env'
import { setupMockServer } from '../../testing/mock-server'
import { SETTINGS_PATH } from '../first-answers'
import { anyFirstPage } from '../first-pages'
import { type RenderResult, renderPage } from '../server-entry'
import { forgetRenderedMenus } from './server-account-menu'
import { partReuse } from './server-parts'
import { serverHeader } from './site-header'

setupMockServer()
afterEach(() => {
  partReuse.on = true
})

async function get(path: string, token?: string, language = 'en'): Promise<unknown> {
  const res = await fetch(`${env.apiUrl}${path}`, {
    headers: { 'accept-language': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
  })
  return res.json()
}

/** One settings answer per language, reused for every page and visitor as the server's settings cache does. */
const settingsAnswers = new Map<string, unknown>()

/** A page as the production server renders it, with every answer its row names; a guest's without a token. */
async function renderFor(
  url: string,
  token: string | undefined,
  language = 'en',
  currency?: string,
): Promise<string> {
  const { pathname, search } = new URL(url, 'http://x')
  const signedIn = token !== undefined
  if (!settingsAnswers.has(language))
    settingsAnswers.set(language, await get(SETTINGS_PATH, undefined, language))
  const answers: Record<string, unknown> = { [SETTINGS_PATH]: settingsAnswers.get(language) }
  for (const { path } of anyFirstPage(pathname, search, signedIn)?.answers ?? [])
    answers[path] = await get(path, token, language)
  const result: RenderResult = await renderPage({
    url,
    language,
    answers,
    signedIn,
    currency,
    origin: 'https://shop.example',
  })
  if (result.kind !== 'page') throw new Error(`expected a page, got ${result.kind}`)
  return result.html
}

async function addToCart(token: string, quantity: number) {
  const product = (await get('/api/v1/client/product/3')) as {
    data: { variants: { id: number; stock: number; pre_order: boolean }[] }
  }
  const variant = product.data.variants.find((v) => v.stock > quantity && !v.pre_order)
  await fetch(`${env.apiUrl}/api/v1/client/cart/addOrUpdate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ variant_id: variant?.id, quantity }),
  })
}

describe('the account menu rendered once per language on the server', () => {
  it('writes the same page as a render of the menu in place, in English and Arabic', async () => {
    const { token } = await signInThroughOutbox(env.apiUrl, 'demo@example.com')
    for (const language of ['en', 'ar']) {
      for (const url of ['/cart', '/profile', '/about-us']) {
        const reused = await renderFor(url, token, language)
        partReuse.on = false
        const inPlace = await renderFor(url, token, language)
        partReuse.on = true
        expect(reused, `${language} ${url}`).toBe(inPlace)
        expect(reused).toContain('id="menu:account-menu:trigger"')
      }
    }
  })

  it("keeps nothing of one shopper's in another's page", async () => {
    const first = await registerThroughOutbox(env.apiUrl, `menu.first.${Date.now()}@example.com`, {
      name: 'Layla Firstvisitor',
    })
    const second = await registerThroughOutbox(env.apiUrl, `menu.second.${Date.now()}@example.com`, {
      name: 'Omar Secondvisitor',
    })
    await addToCart(first.token, 3)
    forgetRenderedMenus()
    const firstPage = await renderFor('/profile?tab=personal', first.token)
    expect(firstPage).toContain('Layla Firstvisitor')
    expect(firstPage).toContain('aria-label="Cart, 3 items"')
    const secondPage = await renderFor('/profile?tab=personal', second.token)
    expect(secondPage).toContain('Omar Secondvisitor')
    expect(secondPage).not.toContain('Layla Firstvisitor')
    expect(secondPage).not.toContain('Cart, 3 items')
  })

  it('follows the language of each page, never the one the menu was first rendered in', async () => {
    const { token } = await signInThroughOutbox(env.apiUrl, 'demo@example.com')
    forgetRenderedMenus()
    const en = await renderFor('/cart', token, 'en')
    const ar = await renderFor('/cart', token, 'ar')
    const enAgain = await renderFor('/cart', token, 'en')
    /** The menu's trigger, as written in the page. */
    const menuOf = (html: string) => /<button[^>]*id="menu:account-menu:trigger"[^>]*>/.exec(html)?.[0] ?? ''
    expect(menuOf(en)).toContain('aria-label="Account menu"')
    expect(menuOf(ar)).not.toContain('aria-label="Account menu"')
    expect(menuOf(ar)).toContain('dir="rtl"')
    expect(menuOf(enAgain)).toBe(menuOf(en))
  })
})

describe('the footer rendered once per language and settings on the server', () => {
  /** The footer as written in the page. */
  const footerOf = (html: string) => /<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? ''

  it('writes the same page as a render of the footer in place, for guests and shoppers, in English and Arabic', async () => {
    const { token } = await signInThroughOutbox(env.apiUrl, 'demo@example.com')
    for (const language of ['en', 'ar']) {
      for (const [url, who] of [
        ['/', undefined],
        ['/shop', undefined],
        ['/product/1', undefined],
        ['/cart', token],
      ] as const) {
        const reused = await renderFor(url, who, language)
        partReuse.on = false
        const inPlace = await renderFor(url, who, language)
        partReuse.on = true
        expect(reused, `${language} ${url}`).toBe(inPlace)
        expect(footerOf(reused)).toContain('id="newsletter-email"')
      }
    }
  })

  it("shows a shopper's links to a shopper only, and each page's language", async () => {
    const { token } = await signInThroughOutbox(env.apiUrl, 'demo@example.com')
    const shopper = footerOf(await renderFor('/about-us', token))
    const guest = footerOf(await renderFor('/about-us', undefined))
    // The English settings answer, kept for Arabic too: the language alone must tell the two footers apart.
    settingsAnswers.set('ar', settingsAnswers.get('en'))
    const arabic = footerOf(await renderFor('/about-us', undefined, 'ar'))
    settingsAnswers.delete('ar')
    expect(shopper).toContain('My Account')
    expect(guest).not.toContain('My Account')
    expect(guest).toContain('Useful Links')
    expect(arabic).toContain('روابط مفيدة')
    expect(arabic).not.toContain('Useful Links')
    expect(footerOf(await renderFor('/about-us', token))).toBe(shopper)
  })
})

describe('the header rendered apart, by what it shows of the page and the visitor', () => {
  /** The header as written in the page. */
  const headerOf = (html: string) => /<header[\s\S]*<\/header>/.exec(html)?.[0] ?? ''
  const EURO = JSON.stringify({ id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.9 })

  it('writes the same page as a render in place: each page of the main menu, another currency, a shopper with counts', async () => {
    const { token } = await signInThroughOutbox(env.apiUrl, 'demo@example.com')
    await addToCart(token, 2)
    const visits: [string, string | undefined, string | undefined][] = [
      ['/', undefined, undefined],
      ['/shop', undefined, undefined],
      ['/SHOP/', undefined, undefined],
      ['/about-us', undefined, undefined],
      ['/contact-us', undefined, EURO],
      ['/product/1', undefined, EURO],
      ['/shop?search=phone', undefined, undefined],
      ['/cart', token, undefined],
      ['/shop', token, EURO],
    ]
    for (const language of ['en', 'ar']) {
      for (const [url, who, currency] of visits) {
        const reused = await renderFor(url, who, language, currency)
        partReuse.on = false
        const inPlace = await renderFor(url, who, language, currency)
        partReuse.on = true
        expect(reused, `${language} ${url} ${currency ?? ''}`).toBe(inPlace)
      }
    }
    expect(headerOf(await renderFor('/shop', undefined))).toContain('aria-current="page"')
    expect(headerOf(await renderFor('/contact-us', undefined, 'en', EURO))).toContain('EUR')
  })

  it('is taken as rendered apart on a plain address, and rendered in place where the search box shows a query', async () => {
    await renderFor('/product/1', undefined)
    expect(serverHeader.html).toContain('id="site-menu"')
    await renderFor('/shop?search=phone', undefined)
    expect(serverHeader.html).toBeUndefined()
    expect(headerOf(await renderFor('/shop?search=phone', undefined))).toContain('value="phone"')
  })
})
