import type { BrowserContext, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { A11Y_CROSSED, violations } from './axe.ts'
import { prepareVisit, screenshotsDir, useBrowser } from './browser.ts'
import { hrefOf, shopperAccount, signedInPage, signInByCode } from './fixtures.ts'

const b = useBrowser()

interface Summary {
  id: number
  slug: string
  name: string
}
interface CartLine {
  variant_id: number
  quantity: number
  product: Summary
}
interface Cart {
  items: CartLine[]
  subtotal: number
  discount: number
  total: number
  total_items: number
  coupon: { code: string } | null
}

const path = (page: Page) => new URL(page.url()).pathname

/** Products with a single variant in stock: the product page adds them without a choice. */
async function singleVariantProducts(count: number): Promise<Summary[]> {
  const listing = (await api<{ data: Summary[] }>(b, 'GET', '/api/v1/client/products?per_page=60')).body
  const found: Summary[] = []
  for (const summary of listing.data) {
    const detail = (
      await api<{ data: { variants: { pre_order: boolean; stock: number; price: number }[] } }>(
        b,
        'GET',
        `/api/v1/client/product/${summary.id}`,
      )
    ).body
    const [only, ...rest] = detail.data.variants
    if (only && rest.length === 0 && !only.pre_order && only.stock >= 10 && only.price < 150)
      found.push(summary)
    if (found.length === count) return found
  }
  throw new Error(`the seed has fewer than ${count} single-variant products in stock`)
}

/** The signed-in shopper's call from inside the page, with the token of its cookie. */
function inPage<T>(page: Page, method: string, apiPath: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([method, apiPath, body]) => {
      const token = document.cookie.match(/auth_token=([^;]+)/)?.[1]
      const res = await fetch(apiPath as string, {
        method: method as string,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      return res.json()
    },
    [method, apiPath, body] as const,
  ) as Promise<T>
}

const serverCart = async (page: Page) =>
  (await inPage<{ data: Cart }>(page, 'GET', '/api/v1/client/cart')).data

/** A new shopper (so the welcome coupon applies), signed in through the login form. */
async function newShopper(): Promise<{ context: BrowserContext; page: Page }> {
  const { email } = await shopperAccount(b, { tag: 'cart', name: 'Cart Tester' })
  const { context, page } = await b.page()
  await prepareVisit(context, b.baseUrl, {})
  await page.goto(hrefOf('login'))
  await signInByCode(page, email)
  await page
    .getByRole('link', { name: 'Profile' })
    .or(page.getByRole('button', { name: 'Account menu' }))
    .waitFor()
  return { context, page }
}

/** A new shopper whose cart holds one line, added from the product page, on the cart page. */
async function cartWithOneLine() {
  const [product] = await singleVariantProducts(1)
  if (!product) throw new Error('a product expected')
  const { context, page } = await newShopper()
  await page.goto(hrefOf('product', { slug: product.slug }))
  await page.getByRole('button', { name: 'Add to cart' }).first().click()
  await expect.poll(async () => (await serverCart(page)).total_items).toBe(1)
  await page.goto(hrefOf('cart'))
  return { product, context, page }
}

const cartBadge = (page: Page) => page.getByTestId('cart-count').first()
const wishlistBadge = (page: Page) => page.getByTestId('wishlist-count').first()
const badgeText = async (page: Page, badge: (page: Page) => ReturnType<Page['getByTestId']>) =>
  (await badge(page).count()) ? await badge(page).innerText() : '0'
const totals = (page: Page) => page.getByTestId('cart-totals')
const settled = (page: Page) => expect.poll(() => totals(page).getAttribute('aria-busy')).toBe('false')

/** What must show before a held answer: polled for less than the hold. */
const soon = <T>(read: () => Promise<T>, timeout = 300) => expect.poll(read, { timeout, interval: 10 })

/** Holds every call to `pattern` for `ms`, so what shows before the answer can be read. */
async function slowDown(page: Page, pattern: string, ms: number) {
  await page.route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.fallback()
  })
}

describe('cart journey', () => {
  it('adds two variants, changes a quantity quickly, removes one, applies and removes a coupon', async () => {
    const [first, second] = await singleVariantProducts(2)
    if (!first || !second) throw new Error('two products expected')
    const { context, page } = await newShopper()
    await slowDown(page, '**/api/v1/client/cart/addOrUpdate', 400)

    // The badge changes at once, before the server answers.
    for (const [index, product] of [first, second].entries()) {
      // The cart has arrived (networkidle): what is timed is the change, not the page's own loading.
      await page.goto(hrefOf('product', { slug: product.slug }), { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: 'Add to cart' }).first().click()
      await soon(() => cartBadge(page).innerText()).toBe(String(index + 1))
      await expect.poll(async () => (await serverCart(page)).total_items).toBe(index + 1)
    }

    await page.goto(hrefOf('cart'))
    const plus = page.getByRole('button', { name: `Increase quantity of ${first.name}` })
    const quantity = page
      .getByRole('link', { name: first.name })
      .locator('xpath=ancestor::li[1]')
      .getByTestId('line-quantity')
    await plus.click()
    await plus.click()
    await plus.click()
    // Shown before the server (held 400 ms a call) answers; polled, as the cache tells the page in its next task.
    await soon(() => quantity.innerText()).toBe('4')
    await soon(() => cartBadge(page).innerText()).toBe('5')
    await soon(() => totals(page).getAttribute('aria-busy')).toBe('true')
    await settled(page)
    const afterClicks = await serverCart(page)
    expect(afterClicks.items.find((line) => line.product.id === first.id)?.quantity).toBe(4)
    expect(await quantity.innerText()).toBe('4')
    expect(await cartBadge(page).innerText()).toBe('5')

    await page.getByRole('button', { name: `Remove ${second.name} from the cart` }).click()
    await soon(() => page.getByRole('link', { name: second.name }).count()).toBe(0)
    await settled(page)
    await expect
      .poll(async () => (await serverCart(page)).items.map((line) => line.product.id))
      .toEqual([first.id])
    expect(await cartBadge(page).innerText()).toBe('4')

    const coupon = page.getByRole('textbox', { name: 'Coupon code' })
    const apply = page.getByRole('button', { name: 'Apply', exact: true })
    await apply.click()
    await page.locator('form').getByText('Please enter coupon code.').waitFor()
    await coupon.fill('NOPE')
    await apply.click()
    await page.locator('form').getByText('Invalid coupon code.').waitFor()
    await coupon.fill('WELCOME30')
    await apply.click()
    await page.getByText('Promotion discount (WELCOME30)').waitFor()
    await settled(page)
    const discounted = await serverCart(page)
    expect(discounted.coupon?.code).toBe('WELCOME30')
    expect(discounted.discount).toBeGreaterThan(0)
    await page.getByRole('button', { name: 'Remove', exact: true }).click()
    await coupon.waitFor()
    await expect.poll(() => page.getByText(/Promotion discount/).count()).toBe(0)
    expect((await serverCart(page)).coupon).toBeNull()
    await page.getByRole('link', { name: 'Proceed to checkout' }).click()
    await expect.poll(() => path(page)).toBe('/checkout')
    await context.close()
  })

  it('a failed quantity change rolls back with the server’s message', async () => {
    const { product, context, page } = await cartWithOneLine()
    await page.route('**/api/v1/client/cart/addOrUpdate', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300))
      await route.fulfill({ status: 409, json: { result: false, message: 'Only 1 left in stock.' } })
    })
    await page.getByRole('button', { name: `Increase quantity of ${product.name}` }).click()
    const quantity = page.getByTestId('line-quantity')
    await soon(() => quantity.innerText(), 250).toBe('2')
    await page.getByText('Only 1 left in stock.').waitFor()
    await expect.poll(() => quantity.innerText()).toBe('1')
    expect(await cartBadge(page).innerText()).toBe('1')
    expect((await serverCart(page)).total_items).toBe(1)
    await context.close()
  })

  it('the browser goes offline during cart changes: the last confirmed cart, an offline notice, never an unconfirmed quantity', async () => {
    const { product, context, page } = await cartWithOneLine()
    const plus = page.getByRole('button', { name: `Increase quantity of ${product.name}` })
    const quantity = page.getByTestId('line-quantity')
    await plus.click()
    await settled(page)
    expect(await quantity.innerText()).toBe('2')
    expect((await serverCart(page)).total_items).toBe(2)

    // The next changes are on their way when the connection drops.
    const offline = Promise.withResolvers<void>()
    let held = 0
    await page.route('**/api/v1/client/cart/addOrUpdate', async (route) => {
      held++
      await offline.promise
      await route.abort('internetdisconnected')
    })
    await plus.click()
    await soon(() => quantity.innerText()).toBe('3')
    await plus.click()
    await soon(() => quantity.innerText()).toBe('4')
    await context.setOffline(true)
    const wentOffline = Date.now()
    offline.resolve()
    await expect.poll(() => quantity.innerText()).toBe('2')
    const rolledBackMs = Date.now() - wentOffline
    await page
      .getByText(
        'You are offline. This is your cart as last confirmed; it can be changed once you are back online.',
      )
      .waitFor()
    expect(await plus.isDisabled()).toBe(true)
    // Offline for a while: the quantity shown stays the confirmed one.
    const shown = new Set<string>()
    for (let n = 0; n < 20; n++) {
      shown.add(await quantity.innerText())
      await page.waitForTimeout(100)
    }
    expect([...shown]).toEqual(['2'])
    await context.setOffline(false)
    const offlineMs = Date.now() - wentOffline
    await expect.poll(() => plus.isEnabled()).toBe(true)
    expect((await serverCart(page)).items[0]?.quantity).toBe(2)
    await page.unroute('**/api/v1/client/cart/addOrUpdate')
    await plus.click()
    await settled(page)
    expect(await quantity.innerText()).toBe('3')
    expect((await serverCart(page)).items[0]?.quantity).toBe(3)
    console.log(
      `offline cart: ${held} change(s) lost on the way, rolled back to the confirmed 2 in ${rolledBackMs} ms, offline for ${offlineMs} ms`,
    )
    await context.close()
  })
})

describe('wishlist journey', () => {
  it('toggles from a card and from the product page, then moves a product to the cart', async () => {
    const [fromCard, fromPage] = await singleVariantProducts(2)
    if (!fromCard || !fromPage) throw new Error('two products expected')
    const { context, page } = await newShopper()
    await slowDown(page, '**/api/v1/client/wishlist/addOrRemove', 400)
    await page.goto(hrefOf('shop', { search: fromCard.name }))
    const cardHeart = page.getByRole('button', { name: `Save ${fromCard.name} to the wishlist` })
    await cardHeart.click()
    // Before the toggle is answered (held 400 ms); a click before the wishlist arrived waits for it.
    await expect
      .poll(() => cardHeart.getAttribute('aria-pressed'), { timeout: 300, interval: 10 })
      .toBe('true')
    await expect.poll(() => wishlistBadge(page).innerText(), { timeout: 300, interval: 10 }).toBe('1')
    await expect
      .poll(
        async () =>
          (await inPage<{ product_ids: number[] }>(page, 'GET', '/api/v1/client/wishlist')).product_ids,
      )
      .toEqual([fromCard.id])

    await page.goto(hrefOf('product', { slug: fromPage.slug }))
    const pageHeart = page
      .getByRole('main')
      .getByRole('button', { name: `Save ${fromPage.name} to the wishlist` })
      .first()
    await pageHeart.click()
    // Before the toggle is answered (held 400 ms); a click before the wishlist arrived waits for it.
    await expect
      .poll(() => pageHeart.getAttribute('aria-pressed'), { timeout: 300, interval: 10 })
      .toBe('true')
    await expect.poll(() => wishlistBadge(page).innerText(), { timeout: 300, interval: 10 }).toBe('2')
    // A page load would cancel the toggle still on its way.
    await expect
      .poll(
        async () =>
          (await inPage<{ product_ids: number[] }>(page, 'GET', '/api/v1/client/wishlist')).product_ids,
      )
      .toEqual([fromPage.id, fromCard.id])

    await page.goto(hrefOf('wishlist'))
    await page.getByText('2 saved products').waitFor()
    const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: fromCard.name }) })
    await card.getByRole('button', { name: 'Move to cart' }).click()
    await page.getByText('1 saved product').waitFor()
    await expect.poll(() => badgeText(page, cartBadge)).toBe('1')
    expect(await badgeText(page, wishlistBadge)).toBe('1')
    expect((await serverCart(page)).items.map((line) => line.product.id)).toEqual([fromCard.id])
    await context.close()
  })

  it('a visitor adding to the cart is sent to log in and comes back to the product', async () => {
    const [product] = await singleVariantProducts(1)
    if (!product) throw new Error('a product expected')
    const { email } = await shopperAccount(b, { tag: 'visitor', name: 'Visiting Shopper' })
    const { context, page } = await b.page()
    await page.goto(hrefOf('product', { slug: product.slug }))
    await page.getByRole('button', { name: 'Add to cart' }).first().click()
    await page.getByText('Please log in to add items to your cart.').waitFor()
    await page.getByRole('button', { name: 'Log in' }).click()
    await expect.poll(() => path(page)).toBe('/login')
    await signInByCode(page, email)
    await expect.poll(() => path(page)).toBe(`/product/${product.slug}`)
    await page.getByRole('button', { name: 'Add to cart' }).first().click()
    await expect.poll(() => badgeText(page, cartBadge)).toBe('1')
    await context.close()
  })
})

describe('accessibility (axe, WCAG 2.2 AA) of a filled cart and wishlist', () => {
  for (const mode of A11Y_CROSSED) {
    it(`has no violations on /cart (with a coupon and a pre-order) and /wishlist in ${mode.name}`, async () => {
      const { context, page } = await signedInPage(b, {
        lang: mode.lang,
        theme: mode.theme,
        name: 'Axe Shopper',
      })
      await page.goto(hrefOf('home'))
      const products = await singleVariantProducts(2)
      const preOrder = await page.evaluate(async () => {
        const res = await fetch('/api/v1/client/products?per_page=100')
        const list = (await res.json()) as { data: { id: number; pre_order: boolean }[] }
        return list.data.find((p) => p.pre_order)?.id
      })
      if (!preOrder) throw new Error('the seed has no pre-order product')
      type Answer = { result: boolean; message?: string; data?: Cart }
      for (const product of products) {
        const detail = (
          await api<{ data: { variants: { id: number }[] } }>(
            b,
            'GET',
            `/api/v1/client/product/${product.id}`,
          )
        ).body
        const added = await inPage<Answer>(page, 'POST', '/api/v1/client/cart/addOrUpdate', {
          variant_id: detail.data.variants[0]?.id,
          quantity: 2,
        })
        expect(added.result, JSON.stringify(added)).toBe(true)
        await inPage(page, 'POST', '/api/v1/client/wishlist/addOrRemove', { product_id: product.id })
      }
      const detail = (
        await api<{ data: { variants: { id: number; pre_order: boolean }[] } }>(
          b,
          'GET',
          `/api/v1/client/product/${preOrder}`,
        )
      ).body
      const variant = detail.data.variants.find((v) => v.pre_order)
      if (!variant) throw new Error(`product ${preOrder} has no pre-order variant`)
      const held = await inPage<Answer>(page, 'POST', '/api/v1/client/cart/addOrUpdate', {
        variant_id: variant.id,
        quantity: 1,
      })
      expect(held.result, JSON.stringify(held)).toBe(true)
      const coupon = await inPage<Answer>(page, 'POST', '/api/v1/client/coupon/apply', { code: 'WELCOME30' })
      expect(coupon.result, JSON.stringify(coupon)).toBe(true)
      expect(coupon.data?.coupon?.code).toBe('WELCOME30')
      expect(coupon.data?.discount).toBeGreaterThan(0)
      const cart = await serverCart(page)
      expect(cart.items.filter((item) => item.variant_id === variant.id)).toHaveLength(1)
      expect(cart.items).toHaveLength(3)
      const found: string[] = []
      for (const route of [hrefOf('cart'), hrefOf('cart', { preOrder: true }), hrefOf('wishlist')]) {
        await page.goto(route, { waitUntil: 'networkidle' })
        await page.getByRole('heading', { level: 1 }).waitFor()
        for (const v of await violations(page)) found.push(`${route} ${v}`)
        const name = `cart-${route.replace(/[^a-z]+/g, '-').replace(/^-|-$/g, '')}-${mode.lang}-${mode.theme}`
        await page.screenshot({ path: `${screenshotsDir}${name}-1280.png`, fullPage: true })
        await page.setViewportSize({ width: 390, height: 844 })
        await page.screenshot({ path: `${screenshotsDir}${name}-390.png`, fullPage: true })
        await page.setViewportSize({ width: 1280, height: 900 })
      }
      expect(found).toEqual([])
      await context.close()
    }, 120_000)
  }
})
