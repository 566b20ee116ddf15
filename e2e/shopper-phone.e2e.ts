import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import arCart from '../apps/web/src/i18n/ar/cart/index.ts'
import arCheckout from '../apps/web/src/i18n/ar/checkout/index.ts'
import ar from '../apps/web/src/i18n/ar/index.ts'
import arOrders from '../apps/web/src/i18n/ar/orders/index.ts'
import { api } from './api.ts'
import { prepareVisit, screenshotsDir, useBrowser } from './browser.ts'
import { hrefOf, openPage, type PageMode, shopperAccount } from './fixtures.ts'
import { singleVariantSlug } from './shopper.ts'

// The audit's majors, as a shopper meets them on a phone in Arabic (AUDIT-shopper.md, M1-M6).
const b = useBrowser()
const PHONE: PageMode = { lang: 'ar', theme: 'dark', width: 390 }
const open = (token: string | null, mode: PageMode = PHONE) => openPage(b, token, { ...mode, once: true })
const path = (page: Page) => new URL(page.url()).pathname
const active = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    return {
      tag: el?.tagName.toLowerCase() ?? '',
      testId: el?.getAttribute('data-testid') ?? '',
      text: (el?.textContent ?? '').trim(),
      label: el?.getAttribute('aria-label') ?? '',
    }
  })

type Variant = { id: number; stock: number; pre_order: boolean }

/** The catalogue's longest product name (the audit's camera), and a variant of it in stock. */
async function longestNamed(baseUrl: string) {
  const shop = await api<{ data: { slug: string; name: string }[] }>(
    baseUrl,
    'GET',
    '/api/v1/client/shop?per_page=100',
  )
  const longest = [...shop.body.data].sort((x, y) => y.name.length - x.name.length)[0]
  if (!longest) throw new Error('the shop listing is empty')
  const product = await api<{ data: { variants: Variant[] } }>(
    baseUrl,
    'GET',
    `/api/v1/client/product/${longest.slug}`,
  )
  const variant = product.body.data.variants.find((v) => !v.pre_order && v.stock > 0)
  if (!variant) throw new Error(`${longest.name} has nothing in stock`)
  return { ...longest, variant }
}

const addLine = (token: string, variantId: number) =>
  api(b, 'POST', '/api/v1/client/cart/addOrUpdate', { variant_id: variantId, quantity: 1 }, token)

const mockConfig = (body: object) => api(b, 'POST', '/__mock/config', body)

describe('on a phone in Arabic (390 px, dark)', () => {
  it('the checkout keeps to the screen with the longest name, sort is chosen in the filter sheet, and an outage keeps the session and the store', async () => {
    const [{ token }, camera] = await Promise.all([
      shopperAccount(b, { tag: 'phone-checkout', address: true }),
      longestNamed(b.baseUrl),
    ])
    await addLine(token, camera.variant.id)
    const { context, page } = await open(token)

    // M1: no sideways scroll, the summary's heading whole, Place order in sight.
    await page.goto(hrefOf('checkout'))
    const place = page.getByRole('button', { name: arCheckout.placeOrder })
    await place.waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
    expect(overflow, `${camera.name} widens the page`).toBeLessThanOrEqual(0)
    const box = await place.boundingBox()
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true)
    await page.screenshot({
      path: `${screenshotsDir}phone-checkout-long-name-390-ar-dark.png`,
      fullPage: true,
    })

    // M2: Sort by, inside the filter sheet, opens above it and chooses.
    await page.goto(hrefOf('shop'))
    await page.getByRole('button', { name: ar.shop.filters }).click()
    const sheet = page.getByRole('dialog', { name: ar.shop.filters })
    await sheet.getByRole('combobox', { name: ar.shop.sortBy }).click()
    const options = sheet.getByRole('listbox').getByRole('option')
    await options.nth(1).waitFor()
    await page.screenshot({ path: `${screenshotsDir}phone-sort-in-sheet-390-ar-dark.png` })
    await options.nth(1).click()
    await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBeTruthy()

    // M4: every call failing for a while keeps the shopper signed in, and the store its name.
    const storeName = (await page.locator('header a[href="/"]').first().textContent()) ?? ''
    expect(storeName).not.toBe(ar.common.shopName)
    await mockConfig({ errorRate: 1 })
    try {
      await page.goto(hrefOf('cart'))
      const notice = page.getByTestId('connection-notice')
      await expect.poll(() => notice.textContent()).toBe(ar.connection.trouble)
      // The cart's read has given up by now (its retries run as long as the session check's).
      await page.getByRole('heading', { name: ar.errorPage.title }).waitFor({ timeout: 30_000 })
      expect(await page.getByRole('banner').textContent()).toContain(storeName)
      expect(path(page)).toBe('/cart')
      expect((await context.cookies()).some((c) => c.name === 'auth_token' && c.value === token)).toBe(true)
      await page.screenshot({ path: `${screenshotsDir}phone-outage-keeps-session-390-ar-dark.png` })
    } finally {
      await mockConfig({ errorRate: 0 })
    }
    // Back: the notice goes, and the cart comes without signing in again.
    await expect.poll(() => page.getByTestId('connection-notice').textContent(), { timeout: 30_000 }).toBe('')
    await page.getByRole('link', { name: arCart.proceedToCheckout }).waitFor()
    await context.close()
  })

  it('the welcome offer survives a cancelled first order, and the focus follows each action', async () => {
    const { token } = await shopperAccount(b, { tag: 'phone-offer', address: true, cart: 1 })
    expect((await api(b, 'POST', '/api/v1/client/coupon/apply', { code: 'WELCOME30' }, token)).status).toBe(
      200,
    )
    const addresses = await api<{ data: { id: number }[] }>(
      b,
      'GET',
      '/api/v1/client/addresses',
      undefined,
      token,
    )
    const placed = await api<{ data: { id: number; coupon_code: string | null } }>(
      b,
      'POST',
      '/api/v1/client/placeOrder',
      { type: 'order', address_id: addresses.body.data[0]?.id, payment_method: 'cod' },
      token,
    )
    expect(placed.body.data.coupon_code).toBe('WELCOME30')
    const { context, page } = await open(token)

    // M3 and M6: the cancel dialog says the offer is kept; after cancelling, the new status has the focus.
    await page.goto(hrefOf('order', { orderId: placed.body.data.id }))
    await page.getByRole('button', { name: arOrders.cancelOrder }).click()
    const dialog = page.getByRole('dialog', { name: arOrders.cancelTitle })
    expect(await dialog.textContent()).toContain('WELCOME30')
    expect((await dialog.textContent())?.replace(/[\u2066-\u2069]/g, '')).toContain(
      arOrders.cancelKeepsCoupon.replace('{code}', 'WELCOME30'),
    )
    await dialog.getByRole('button', { name: arOrders.cancelOrder }).click()
    await expect.poll(async () => (await active(page)).testId).toBe('order-status')
    expect((await active(page)).text).toContain(arOrders.status.cancelledByCustomer)

    // The offer is still the shopper's: Apply WELCOME30 in the cart takes 30% off, and the focus goes to it.
    const again = await newLineFor(token)
    expect(again).toBe(200)
    await page.goto(hrefOf('cart'))
    const apply = page.getByTestId('welcome-offer').getByRole('button')
    await apply.focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await active(page)).testId).toBe('coupon-applied')
    const cart = await api<{ data: { discount: number; coupon: { code: string } | null } }>(
      b,
      'GET',
      '/api/v1/client/cart',
      undefined,
      token,
    )
    expect(cart.body.data.coupon?.code).toBe('WELCOME30')
    expect(cart.body.data.discount).toBeGreaterThan(0)
    await page.screenshot({ path: `${screenshotsDir}phone-offer-kept-after-cancel-390-ar-dark.png` })

    // Move to cart from the wishlist: the heading takes the focus once the product has left.
    const single = await api<{ data: { id: number } }>(
      b,
      'GET',
      `/api/v1/client/product/${await singleVariantSlug(b)}`,
    )
    await api(b, 'POST', '/api/v1/client/wishlist/addOrRemove', { product_id: single.body.data.id }, token)
    await page.goto(hrefOf('wishlist'))
    await page.getByTestId('move-to-cart').click()
    await expect.poll(async () => (await active(page)).tag).toBe('h1')
    expect((await active(page)).text).toBe(ar.wishlist.title)

    // Submit review: the posted review takes the focus; Edit: the form's rating; Save: the review again.
    await page.goto(hrefOf('product', { slug: await singleVariantSlug(b) }))
    const reviewsTab = page.getByRole('tab', { name: new RegExp(`^${ar.product.reviews}`) })
    const form = page.getByRole('form', { name: ar.product.writeReview })
    // The tabs' code comes once the page is idle (decision 0041): pressed until the form is there.
    await expect
      .poll(async () => {
        await reviewsTab.click()
        return form.count()
      })
      .toBe(1)
    // The star is the radio's label: pressed as a finger would.
    await form
      .getByRole('radio', { name: ar.product.starLabel.replace('{value}', '4') })
      .locator('xpath=..')
      .click()
    await form.getByRole('button', { name: ar.product.submitReview }).click()
    await expect.poll(async () => (await active(page)).tag).toBe('li')
    expect((await active(page)).text).toContain(ar.product.yourReview)
    await page.getByRole('button', { name: ar.product.editReview }).click()
    await expect
      .poll(async () => (await active(page)).label)
      .toBe(ar.product.starLabel.replace('{value}', '4'))
    await page.getByRole('button', { name: ar.product.saveReview }).click()
    await expect.poll(async () => (await active(page)).tag).toBe('li')
    await context.close()

    // Accept on the cookie banner: the skip link, first in the page, takes the focus.
    const fresh = await b.page({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    await prepareVisit(fresh.context, b.baseUrl, { lang: 'ar', theme: 'dark', consent: false })
    await fresh.page.goto(hrefOf('home'))
    await fresh.page.getByRole('button', { name: ar.cookies.accept }).click()
    await expect.poll(async () => (await active(fresh.page)).text).toBe(ar.common.skipToContent)
    await fresh.context.close()
  })

  it('offline, a page whose code never came says so in place, never as maintenance, and opens once back online', async () => {
    // Without the service worker: the first visit, or a browser that has none.
    const { context, page } = await b.page({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      serviceWorkers: 'block',
    })
    await prepareVisit(context, b.baseUrl, { lang: 'ar', theme: 'dark' })
    await page.goto(hrefOf('home'))
    await context.setOffline(true)
    await page.locator('footer a[href="/faq"]').click()
    await page.getByRole('heading', { name: ar.connection.offlineTitle }).waitFor()
    expect(await page.getByText(ar.maintenance.badge).count()).toBe(0)
    expect(await page.getByRole('banner').count()).toBe(1)
    expect(await page.getByTestId('connection-notice').textContent()).toBe(ar.connection.offline)
    await page.screenshot({ path: `${screenshotsDir}phone-offline-page-390-ar-dark.png` })
    await context.setOffline(false)
    await page.waitForURL('**/faq')
    await page.locator('#root[data-app-ready]').waitFor({ state: 'attached' })
    await expect.poll(() => page.getByRole('heading', { name: ar.connection.offlineTitle }).count()).toBe(0)
    await context.close()
  })
})

async function newLineFor(token: string): Promise<number> {
  const all = await api<{ data: Variant[] }>(b, 'GET', '/api/v1/client/getAllProductsVariants?per_page=100')
  const variant = all.body.data.find((v) => !v.pre_order && v.stock >= 5)
  if (!variant) throw new Error('nothing in stock')
  return (await addLine(token, variant.id)).status
}

describe('at 1280 px in English: forced colours, a short window, the country field (AUDIT-shopper.md N9, N12, N1)', () => {
  it('swatches keep their colour, filled buttons their shape, the chosen tab its mark; a short window lets the header scroll away', async () => {
    const { context, page } = await b.page({ viewport: { width: 1280, height: 900 } })
    await prepareVisit(context, b.baseUrl, { lang: 'en', theme: 'light' })
    await page.emulateMedia({ forcedColors: 'active' })
    const shop = await api<{ data: { slug: string }[] }>(b, 'GET', '/api/v1/client/shop?per_page=40')
    let slug = ''
    for (const product of shop.body.data) {
      const detail = await api<{ data: { variants: { color: { hex: string } | null }[] } }>(
        b,
        'GET',
        `/api/v1/client/product/${product.slug}`,
      )
      if (new Set(detail.body.data.variants.map((v) => v.color?.hex).filter(Boolean)).size > 1) {
        slug = product.slug
        break
      }
    }
    await page.goto(hrefOf('product', { slug }))
    const looks = await page.evaluate(() => {
      const swatches = [
        ...document.querySelectorAll<HTMLInputElement>('input[type="radio"][style*="background-color"]'),
      ]
      const primary = document.querySelector('.btn-primary')
      const tab = document.querySelector('[role="tab"][aria-selected="true"]')
      return {
        colours: new Set(swatches.map((s) => getComputedStyle(s).backgroundColor)).size,
        swatches: swatches.length,
        border: primary ? getComputedStyle(primary).borderTopWidth : '',
        tab: tab ? getComputedStyle(tab).borderBottomWidth : '',
      }
    })
    expect(looks.swatches).toBeGreaterThan(1)
    expect(looks.colours).toBe(looks.swatches)
    expect(looks.border).toBe('2px')
    expect(looks.tab).toBe('3px')
    await page.screenshot({ path: `${screenshotsDir}forced-colours-product-1280-en.png` })

    // 200% zoom of a 1280x800 window: 640x400 CSS pixels.
    await page.emulateMedia({ forcedColors: 'none' })
    await page.setViewportSize({ width: 640, height: 400 })
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('header') as Element).position),
    ).toBe('static')

    // A country typed into the country field replaces the one shown ("EG +20United K" found nothing).
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(hrefOf('register'))
    const country = page.getByRole('combobox', { name: /^Country/ })
    // Reached as a keyboard user reaches it: from the phone number, one step back.
    await page.getByRole('textbox', { name: /Phone/ }).focus()
    await page.keyboard.press('Shift+Tab')
    expect(await country.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type('United K')
    expect(await country.inputValue()).toBe('United K')
    await page.getByRole('option', { name: /United Kingdom/ }).waitFor()
    await context.close()
  })
})
