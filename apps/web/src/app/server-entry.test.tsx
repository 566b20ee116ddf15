// @vitest-environment node
// Runs where the server renders: no window, no document, no storage.
import { STORE_NAME, UNSAFE_DESCRIPTION_PRODUCT_ID } from '@storefront/mock'
import { signInThroughOutbox } from '@storefront/mock/testing'
import { JSDOM } from 'jsdom'
import { describe, expect, it } from 'vitest'
import { env } from '../lib/env'
import { setSanitizerWindow } from '../lib/sanitize'
import { setupMockServer } from '../testing/mock-server'
import { firstPage, SETTINGS_PATH } from './first-answers'
import { anyFirstPage } from './first-pages'
import { GUEST_PAGES } from './pages'
import { fallbackHead, type RenderRequest, type RenderResult, renderPage } from './server-entry'

setupMockServer()

async function answer(path: string, language = 'en'): Promise<unknown> {
  const res = await fetch(`${env.apiUrl}${path}`, { headers: { 'accept-language': language } })
  return res.json()
}

/** The request path of the page's own answer, as the production server names it. */
function pagePath(url: string): string | undefined {
  const { pathname, search } = new URL(url, 'http://x')
  return firstPage(pathname, search, false, GUEST_PAGES)?.answers[0]?.path
}

/** Renders an address as the production server does: with the settings and the page's own answer. */
async function render(url: string, options: Partial<RenderRequest> = {}) {
  const language = options.language ?? 'en'
  const answers: Record<string, unknown> = { [SETTINGS_PATH]: await answer(SETTINGS_PATH, language) }
  const path = pagePath(url)
  if (path) answers[path] = await answer(path, language)
  return renderPage({ url, language, answers, signedIn: false, origin: 'https://shop.example', ...options })
}

function page(result: RenderResult) {
  if (result.kind !== 'page') throw new Error(`expected a rendered page, got ${result.kind}`)
  return result
}

describe('server rendering', () => {
  it('renders the home page with its hero, the header and the page head, and no script of its own', async () => {
    const home = (await answer('/api/v1/client/home')) as { data: { hero: { title: string } } }
    const result = page(await render('/'))
    expect(result.status).toBe(200)
    expect(result.lang).toBe('en')
    expect(result.html).toContain(home.data.hero.title)
    expect(result.html).toContain(`>${STORE_NAME}</a>`)
    expect(result.html).toContain('placeholder="Search products..."')
    // Signed out, and the theme toggle as for the default (system) theme.
    expect(result.html).toContain('>Login</a>')
    expect(result.html).toContain('aria-label="Switch to light theme"')
    // The cookie banner waits for the browser, which knows whether a choice is stored.
    expect(result.html).not.toContain('Accept')
    expect(result.html).not.toMatch(/<script/i)
    // Nothing was left for the browser to render.
    expect(result.html).not.toContain('<!--$!-->')
    expect(result.head).toContain(`<title>Electronics shop | ${STORE_NAME}</title>`)
    expect(result.head).toContain('<meta property="og:site_name"')
  })

  it('renders the header of a signed-in client when the request carries the token cookie', async () => {
    const result = page(await render('/about-us', { signedIn: true }))
    expect(result.html).not.toContain('>Login</a>')
    // The account menu rendered whole, even as the first signed-in page of the process: a part
    // left to the browser would make hydration fall back (React's error 419).
    expect(result.html).not.toContain('<!--$!-->')
    expect(result.html).toContain('aria-label="Account menu"')
  })

  it('renders in Arabic when asked, and concurrent renders keep their own language', async () => {
    const [ar, en] = await Promise.all([render('/about-us', { language: 'ar' }), render('/about-us')])
    expect(page(ar).lang).toBe('ar')
    expect(page(ar).html).toContain('انتقل إلى المحتوى')
    expect(page(en).html).toContain('Skip to content')
    expect(page(en).html).not.toContain('انتقل إلى المحتوى')
  })

  it('lists the prices it wrote, by what they were formatted from, for the browser to reuse', async () => {
    const result = page(await render('/shop?sort=price_asc'))
    const shown = Object.entries(result.money)
    expect(shown.length).toBeGreaterThan(5)
    for (const [key, text] of shown) {
      expect(key).toMatch(/^en-US\|USD\|1\|\d+(\.\d+)?$/)
      expect(result.html).toContain(`>${text}<`)
    }
    const euro = JSON.stringify({ id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.92 })
    const arabic = page(await render('/shop?sort=price_asc', { language: 'ar', currency: euro }))
    expect(Object.keys(arabic.money)[0]).toMatch(/^ar-EG-u-nu-latn\|EUR\|0\.92\|/)
  })

  it('renders the filtered shop listing of the address with its counter', async () => {
    const shop = (await answer('/api/v1/client/shop?categories=1&sort=price_asc')) as {
      data: { name: string }[]
      pagination: { total: number }
    }
    const result = page(await render('/shop?categories=1&sort=price_asc'))
    expect(result.html).toContain(shop.data[0]?.name.replace(/&/g, '&amp;'))
    expect(result.html).toContain(`Showing ${shop.data.length} of ${shop.pagination.total} Products`)
  })

  it('renders a product with its structured data in the head, and its description sanitised', async () => {
    const product = (await answer(`/api/v1/client/product/${UNSAFE_DESCRIPTION_PRODUCT_ID}`)) as {
      data: { name: string; slug: string }
    }
    // As apps/web/server/renderer.ts does at start-up.
    setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0])
    const result = page(await render(`/product/${UNSAFE_DESCRIPTION_PRODUCT_ID}`))
    expect(result.html).toContain(product.data.name.replace(/&/g, '&amp;'))
    // The description carries planted markup: its text is in the HTML, its script is not.
    expect(result.html).toContain('Lab photo:')
    expect(result.html).not.toContain('onerror')
    expect(result.html).not.toMatch(/<script|javascript:/i)
    expect(result.head).toContain('<script type="application/ld+json" data-page-meta="">')
    expect(result.head).toContain(`https://shop.example/product/${product.data.slug}`)
    // Reached by its id, the page still names its slug address as the one to index.
    const slugAddress = `https://shop.example/product/${product.data.slug}`
    expect(result.head).toContain(`<link rel="canonical" href="${slugAddress}" data-page-meta="">`)
    expect(result.head).toContain(
      `<link rel="alternate" hreflang="ar" href="${slugAddress}?lang=ar" data-page-meta="">`,
    )
    expect(result.head).toContain(`<meta property="og:url" content="${slugAddress}" data-page-meta="">`)
    expect(result.head).not.toContain(`/product/${UNSAFE_DESCRIPTION_PRODUCT_ID}"`)
    const ld = [...result.head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1] ?? '{}') as { '@type': string; url?: string; offers?: { url: string } },
    )
    expect(ld.map((item) => item['@type'])).toEqual(['WebPage', 'Product', 'BreadcrumbList'])
    expect(ld[0]?.url).toBe(slugAddress)
    expect(ld[1]?.offers?.url).toBe(slugAddress)
  })

  it('names the slug address in Arabic too, whichever address reached the product', async () => {
    const product = (await answer('/api/v1/client/product/3')) as { data: { slug: string } }
    const slugAddress = `https://shop.example/product/${product.data.slug}`
    for (const url of ['/product/3?lang=ar', `/product/${product.data.slug}?lang=ar&color=1`]) {
      const result = page(await render(url, { language: 'ar' }))
      expect(result.head, url).toContain(
        `<link rel="canonical" href="${slugAddress}?lang=ar" data-page-meta="">`,
      )
      expect(result.head, url).toContain(
        `<link rel="alternate" hreflang="en" href="${slugAddress}" data-page-meta="">`,
      )
    }
  })

  it('answers /home with a redirect and unknown addresses with 404', async () => {
    expect(await render('/home')).toEqual({ kind: 'redirect', location: '/' })
    const missing = page(await render('/no-such-page'))
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('Page Not Found')
  })

  it('answers an unknown product with 404 and its not-found state, not a skeleton left to the browser', async () => {
    const missing = page(await render('/product/no-such-product'))
    expect(missing.status).toBe(404)
    expect(missing.html).toContain('Product not found')
    expect(missing.html).not.toContain('aria-busy="true"')
    expect(page(await render('/product/3')).status).toBe(200)
  })

  it('reads an address that starts // as a path, which names no page', async () => {
    const answers = { [SETTINGS_PATH]: await answer(SETTINGS_PATH) }
    for (const url of ['//', '//shop', '//evil.example/']) {
      const result = page(
        await renderPage({ url, language: 'en', answers, signedIn: false, origin: 'https://shop.example' }),
      )
      expect(result.status, url).toBe(404)
      expect(result.html, url).toContain('Page Not Found')
    }
  })

  it('leaves the page to the browser when the settings did not arrive', async () => {
    const result = await renderPage({
      url: '/',
      language: 'en',
      answers: {},
      signedIn: false,
      origin: 'https://shop.example',
    })
    expect(result).toEqual({ kind: 'browser-only' })
  })
})

describe('the head of a page left to the browser', () => {
  const request = (url: string, language: string, answers: Record<string, unknown> = {}): RenderRequest => ({
    url,
    language,
    answers,
    signedIn: false,
    origin: 'https://shop.example',
  })
  const canonical = (head: string) =>
    /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1]?.replaceAll('&amp;', '&')
  const title = (head: string) => /<title>([^<]*)<\/title>/.exec(head)?.[1]

  it('names the page in the visitor’s language with its canonical address and alternates, without any answer', async () => {
    const { head, lang } = await fallbackHead(request('/shop?lang=ar&sort=price_asc', 'ar'))
    expect(lang).toBe('ar')
    // Without the settings the store's name is the dictionary's, which is the shop's title too.
    expect(title(head)).toBe('المتجر')
    expect(head).toContain('<meta name="description"')
    expect(canonical(head)).toBe('https://shop.example/shop?lang=ar')
    for (const [hreflang, href] of [
      ['en', 'https://shop.example/shop'],
      ['ar', 'https://shop.example/shop?lang=ar'],
      ['x-default', 'https://shop.example/shop'],
    ] as const)
      expect(head).toContain(`<link rel="alternate" hreflang="${hreflang}" href="${href}"`)
  })

  it('takes the store name and a product’s name and slug address from the answers that did arrive', async () => {
    const settings = await answer(SETTINGS_PATH, 'en')
    const product = (await answer('/api/v1/client/product/3')) as { data: { name: string; slug: string } }
    const answers = { [SETTINGS_PATH]: settings, '/api/v1/client/product/3': product }
    const { head, lang } = await fallbackHead(request('/product/3', 'en', answers))
    expect(lang).toBe('en')
    expect(title(head)).toBe(`${product.data.name} | ${STORE_NAME}`.replace(/&/g, '&amp;'))
    expect(canonical(head)).toBe(`https://shop.example/product/${product.data.slug}`)
  })

  it('names no address it cannot know: a product reached by id without its answer, an unknown page', async () => {
    for (const url of ['/product/3', '/no-such-page']) {
      const { head } = await fallbackHead(request(url, 'en'))
      expect(title(head), url).toBe('Storefront')
      expect(canonical(head), url).toBeUndefined()
      expect(head, url).not.toContain('hreflang')
    }
    expect(canonical((await fallbackHead(request('/product/some-slug', 'en'))).head)).toBe(
      'https://shop.example/product/some-slug',
    )
  })
})

/** Signs the seeded demo client in as a browser would (code from the mock's outbox); its token. */
async function signInDemo(): Promise<string> {
  return (await signInThroughOutbox(env.apiUrl, 'demo@example.com')).token
}

async function signedInAnswer(path: string, token: string): Promise<unknown> {
  const res = await fetch(`${env.apiUrl}${path}`, { headers: { authorization: `Bearer ${token}` } })
  return res.json()
}

/** Renders an address for a session as the production server does: with every answer its row names. */
async function renderFor(url: string, token: string): Promise<RenderResult> {
  const { pathname, search } = new URL(url, 'http://x')
  const answers: Record<string, unknown> = { [SETTINGS_PATH]: await answer(SETTINGS_PATH) }
  for (const { path } of anyFirstPage(pathname, search, true)?.answers ?? [])
    answers[path] = await signedInAnswer(path, token)
  return renderPage({ url, language: 'en', answers, signedIn: true, origin: 'https://shop.example' })
}

const SIGNED_IN_PAGES = [
  '/cart',
  '/cart?type=pre_order',
  '/checkout',
  '/checkout?type=pre_order',
  '/wishlist',
  '/wishlist?page=2',
  ...['orders', 'addresses', 'personal', 'notifications', 'security', 'delete'].map(
    (tab) => `/profile?tab=${tab}`,
  ),
  '/profile?type=pre_order',
  '/profile',
]

describe('signed-in pages', () => {
  it('send a visitor without the session cookie home, naming the page to come back to', async () => {
    for (const url of SIGNED_IN_PAGES)
      expect(await render(url), url).toEqual({ kind: 'redirect', location: '/', returnTo: url })
  })

  it('render for the session from their first answers, asking for nothing more', async () => {
    const token = await signInDemo()
    const product = (await answer('/api/v1/client/product/3')) as {
      data: { name: string; variants: { id: number; stock: number; pre_order: boolean }[] }
    }
    const variant = product.data.variants.find((v) => v.stock > 0 && !v.pre_order)
    await fetch(`${env.apiUrl}/api/v1/client/cart/addOrUpdate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ variant_id: variant?.id, quantity: 2 }),
    })
    const orders = (await signedInAnswer('/api/v1/client/orders', token)) as { data: { id: number }[] }
    const preOrders = (await signedInAnswer('/api/v1/client/pre-orders', token)) as { data: { id: number }[] }
    const order = orders.data[0]?.id
    const preOrder = preOrders.data[0]?.id
    expect(order && preOrder).toBeGreaterThan(0)
    const addresses = [
      ...SIGNED_IN_PAGES,
      `/order/${order}`,
      `/pre_order/${preOrder}`,
      `/order-confirmation?order=${order}`,
      `/order-confirmation?order=${preOrder}&type=pre_order`,
    ]
    for (const url of addresses) {
      const result = page(await renderFor(url, token))
      expect(result.unanswered, url).toEqual([])
      expect(result.html, url).not.toContain('aria-busy="true"')
    }
    const name = product.data.name.replace(/&/g, '&amp;')
    expect(page(await renderFor('/cart', token)).html).toContain(name)
    expect(page(await renderFor('/profile?tab=personal', token)).html).toContain('Demo Shopper')
    // The header counts the cart's two pieces.
    expect(page(await renderFor('/wishlist', token)).html).toContain('aria-label="Cart, 2 items"')
  })

  it('answer an order or pre-order the session cannot see with 404 and its not-found state', async () => {
    const token = await signInDemo()
    for (const [url, text] of [
      ['/order/999999', 'We could not find this order.'],
      ['/pre_order/999999', 'We could not find this order.'],
      ['/order/not-a-number', 'We could not find this order.'],
      ['/order-confirmation?order=999999', 'There is no recent order to show.'],
    ] as const) {
      const result = page(await renderFor(url, token))
      expect(result.status, url).toBe(404)
      expect(result.html, url).toContain(text)
      expect(result.html, url).not.toContain('aria-busy="true"')
    }
    // A visitor without a session is asked to log in: nothing says the order does not exist.
    const guest = page(await render('/order/999999'))
    expect(guest.status).toBe(200)
    expect(guest.html).not.toContain('We could not find this order.')
  })
})
