import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startMockServer } from '@storefront/mock/http'
import type { BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { api, register } from '../api.ts'
import { hrefOf, publicRoutes, shopperAccount } from '../fixtures.ts'
import { enterWorld, WORLD_COOKIE, WORLD_HEADER, worldOf } from '../world.ts'

describe('hrefOf', () => {
  it('builds the spec’s addresses through the app’s builders', () => {
    expect(hrefOf('home')).toBe('/')
    expect(hrefOf('product', { slug: 'nova x/2' })).toBe('/product/nova%20x%2F2')
    expect(hrefOf('order', { orderId: 7 })).toBe('/order/7')
    expect(hrefOf('preOrder', { orderId: 7 })).toBe('/pre_order/7')
    expect(hrefOf('profile', { tab: 'addresses' })).toBe('/profile?tab=addresses')
    expect(hrefOf('wishlist', { page: 2 })).toBe('/wishlist?page=2')
    expect(hrefOf('content', { slug: 'faq' })).toBe('/faq')
    expect(hrefOf('shop', { categories: [1], sort: 'price_asc' })).toBe('/shop?categories=1&sort=price_asc')
  })

  it('writes the pre-order switch in the query only, and keeps it beside extra parameters', () => {
    for (const page of ['cart', 'checkout'] as const) {
      const plain = new URL(hrefOf(page), 'http://x')
      const pre = new URL(hrefOf(page, { preOrder: true, query: { lang: 'ar' } }), 'http://x')
      expect(pre.pathname).toBe(plain.pathname)
      expect([...pre.searchParams.keys()].filter((key) => key !== 'lang')).toHaveLength(1)
      expect(pre.searchParams.get('lang')).toBe('ar')
    }
    const confirmation = new URL(hrefOf('orderConfirmation', { orderId: 3 }), 'http://x')
    expect(confirmation.searchParams.get('order')).toBe('3')
  })

  it('appends extra parameters after the page’s own, encoded', () => {
    expect(hrefOf('shop', { search: 'laptop', query: { utm_source: 'a b' } })).toBe(
      '/shop?search=laptop&utm_source=a+b',
    )
    expect(hrefOf('home', { query: { lang: 'ar' } })).toBe('/?lang=ar')
  })

  it('asks for the parameters the page needs, and no others (checked by tsc)', () => {
    // @ts-expect-error a product page needs its slug
    expect(() => hrefOf('product')).toThrow()
    // @ts-expect-error an order is named by its id, not a slug; unchecked, the address would be wrong
    expect(hrefOf('order', { slug: 'x' })).toBe('/order/undefined')
    // @ts-expect-error no such page
    expect(() => hrefOf('basket')).toThrow()
    expect(hrefOf('cart', { query: { lang: 'ar' } })).toBe(`${hrefOf('cart')}?lang=ar`)
  })

  it('lists the public pages with one that does not exist', () => {
    const routes = publicRoutes('nova')
    expect(routes).toContain('/product/nova')
    expect(new Set(routes).size).toBe(routes.length)
    expect(routes.at(-1)).toBe('/no-such-page')
  })
})

describe('the mock world a journey talks to', () => {
  const seen: IncomingHttpHeaders[] = []
  let url = ''
  const server = createServer((request, response) => {
    seen.push(request.headers)
    const answers: Record<string, unknown> = {
      '/api/v1/captcha-token': { token: 'captcha' },
      '/__mock/outbox': { messages: [{ code: '123456' }] },
      '/api/v1/client/verify-otp-register': { token: 'signed-in' },
    }
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(answers[new URL(request.url ?? '/', 'http://x').pathname] ?? {}))
  })
  beforeAll(async () => {
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise((closed) => server.close(closed)))

  it('is named by a header on every call of a registration, and by none in the shared world', async () => {
    seen.length = 0
    expect(await register({ baseUrl: url, world: 'w-1' }, 'a@example.com', 'A')).toBe('signed-in')
    expect(seen).toHaveLength(4)
    for (const headers of seen) expect(headers[WORLD_HEADER.toLowerCase()]).toBe('w-1')
    seen.length = 0
    await api(url, 'GET', '/api/v1/client/home')
    await api({ baseUrl: url }, 'GET', '/api/v1/client/home')
    expect(seen.map((headers) => headers[WORLD_HEADER.toLowerCase()])).toEqual([undefined, undefined])
  })

  it('is named by a cookie on a browser context that its scripts cannot clear, read back for calls made on its behalf', async () => {
    const jar: { name: string; value: string; url: string }[] = []
    const context = {
      addCookies: async (cookies: typeof jar) => void jar.push(...cookies),
      cookies: async () => jar,
    } as unknown as BrowserContext
    await enterWorld(context, url)
    expect(jar).toEqual([])
    expect(await worldOf(context, url)).toBeUndefined()
    await enterWorld(context, url, 'w-2')
    expect(jar).toEqual([{ name: WORLD_COOKIE, value: 'w-2', url, httpOnly: true }])
    expect(await worldOf(context, url)).toBe('w-2')
  })
})

describe('shopperAccount against the mock', () => {
  let mock: Awaited<ReturnType<typeof startMockServer>>
  beforeAll(async () => {
    mock = await startMockServer({ port: 0 })
  })
  afterAll(() => mock.close())

  // Read in the world the shopper was made in: another world does not know the token.
  const cartOf = async (token: string, world?: string) =>
    (
      await api<{ data: { items: { variant_id: number; quantity: number }[] } }>(
        { baseUrl: mock.url, world },
        'GET',
        '/api/v1/client/cart',
        undefined,
        token,
      )
    ).body.data.items
  const addressesOf = async (token: string, world?: string) =>
    (
      await api<{ data: { is_default: boolean }[] }>(
        { baseUrl: mock.url, world },
        'GET',
        '/api/v1/client/addresses',
        undefined,
        token,
      )
    ).body.data

  it('signs a new shopper up with the address and lines asked for, in the world named', async () => {
    const made = await shopperAccount(
      { baseUrl: mock.url, world: 'w-3' },
      { tag: 'unit', address: true, cart: 2 },
    )
    expect(made.email).toMatch(/^unit\./)
    expect(await addressesOf(made.token, 'w-3')).toMatchObject([{ is_default: true }])
    expect(made.addressId).toBeTypeOf('number')
    expect((await api(mock.url, 'GET', '/api/v1/client/cart', undefined, made.token)).status).toBe(401)
    const lines = await cartOf(made.token, 'w-3')
    expect(lines).toHaveLength(2)
    expect(new Set(lines.map((line) => line.variant_id)).size).toBe(2)
  })

  const variants = async () =>
    (
      await api<{ data: { id: number; pre_order: boolean; stock: number }[] }>(
        mock.url,
        'GET',
        '/api/v1/client/getAllProductsVariants?per_page=100',
      )
    ).body.data

  it('starts from a persona, and takes lines as given', async () => {
    const variant = (await variants()).find((v) => !v.pre_order && v.stock >= 2)
    if (!variant) throw new Error('an in-stock variant expected')
    const made = await shopperAccount(mock.url, {
      persona: 'new',
      cart: [{ variantId: variant.id, quantity: 2 }],
    })
    expect(made.email).toMatch(/^new-\d+@example\.com$/)
    expect(await addressesOf(made.token)).toEqual([])
    expect(await cartOf(made.token)).toMatchObject([{ variant_id: variant.id, quantity: 2 }])
  })

  it('puts one pre-order variant in the cart when asked', async () => {
    const made = await shopperAccount(mock.url, { cart: 'pre-order' })
    const [line, ...rest] = await cartOf(made.token)
    expect(rest).toEqual([])
    expect((await variants()).find((v) => v.id === line?.variant_id)?.pre_order).toBe(true)
  })
})
