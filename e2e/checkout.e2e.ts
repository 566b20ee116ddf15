import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { A11Y_CROSSED, violations } from './axe.ts'
import { screenshotsDir, useBrowser } from './browser.ts'
import { addToCart, hrefOf, shopper, shopperAccount, signedInPage } from './fixtures.ts'

const b = useBrowser()

type Variant = { id: number; pre_order: boolean; stock: number }
type Placed = { data: { id: number; order_number: string; type: string; items: { id: number }[] } }

async function variants(): Promise<Variant[]> {
  return (await api<{ data: Variant[] }>(b, 'GET', '/api/v1/client/getAllProductsVariants?per_page=100')).body
    .data
}

/**
 * Axe over the screens this file covers: the main area and any open dialog. The header and footer
 * are scanned by a11y.e2e.ts.
 */

const orderCount = async (token: string) =>
  (await api<{ pagination: { total: number } }>(b, 'GET', '/api/v1/client/orders', undefined, token)).body
    .pagination.total

const path = (page: Page) => new URL(page.url()).pathname

describe('checkout', () => {
  it('signed in with items: checkout with a saved address → confirmation → order timeline → cancel', async () => {
    const { token, context, page } = await shopper(b, { tag: 'checkout-journey', address: true, cart: 2 })
    await page.goto(hrefOf('checkout'))
    await page.getByRole('heading', { name: 'Checkout' }).waitFor()
    // The default address is chosen once the list arrives.
    await expect.poll(() => page.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true)
    // Cash on delivery, the only method, is chosen for the shopper.
    expect(await page.getByRole('radio', { name: /Cash on delivery/ }).isChecked()).toBe(true)
    await page.getByRole('textbox', { name: 'Delivery notes' }).fill('Ring twice')
    await page.getByRole('button', { name: 'Place order' }).click()
    await expect.poll(() => path(page)).toBe('/order-confirmation')
    await page.getByRole('heading', { name: 'Thank you for your order!' }).waitFor()
    const number = await page.getByTestId('order-number').innerText()
    expect(number).toMatch(/^ORD-\d+$/)
    await page.getByText(/^Estimated arrival: /).waitFor()
    await expect.poll(() => page.getByTestId('cart-count').count()).toBe(0)
    await expect
      .poll(
        async () =>
          (await api<{ data: { total_items: number } }>(b, 'GET', '/api/v1/client/cart', undefined, token))
            .body.data.total_items,
      )
      .toBe(0)

    await page.getByRole('link', { name: 'View order details' }).click()
    await expect.poll(() => path(page)).toMatch(/^\/order\/\d+$/)
    const timeline = page.getByTestId('order-timeline')
    await timeline.waitFor()
    expect(await timeline.evaluate((el) => el.tagName)).toBe('OL')
    expect(await timeline.locator('li[aria-current="step"]').getAttribute('data-status')).toBe('Pending')
    expect(await timeline.locator('time[datetime]').count()).toBe(1)
    await page.getByText('Ring twice').waitFor()

    await page.getByRole('button', { name: 'Cancel order' }).click()
    const dialog = page.getByRole('dialog', { name: 'Cancel this order?' })
    await dialog.getByRole('button', { name: 'Cancel order' }).click()
    await page.getByText('You cancelled this order.').waitFor()
    expect(await page.getByTestId('order-status').innerText()).toBe('Status: Cancelled By Customer')
    expect(await timeline.locator('li[data-tone="stopped"]').count()).toBe(1)
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0)
    await context.close()
  })

  it('double-clicking Place order makes one order (counted in the mock)', async () => {
    const { token } = await shopperAccount(b, { tag: 'checkout-double', address: true, cart: 2 })
    const before = await orderCount(token)
    const { context, page } = await signedInPage(b, { token })
    let requests = 0
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/client/placeOrder')) requests++
    })
    await page.goto(hrefOf('checkout'))
    await page.getByRole('radio', { name: /Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place order' }).dblclick()
    await expect.poll(() => path(page)).toBe('/order-confirmation')
    await page.getByTestId('order-number').waitFor()
    expect(await orderCount(token)).toBe(before + 1)
    expect(requests).toBe(1)
    await context.close()
  })

  it('the API goes down in the middle of checkout, then comes back: Place order again makes exactly one order, nothing typed is lost', async () => {
    const { token } = await shopperAccount(b, { tag: 'checkout-api-down', address: true, cart: 2 })
    const before = await orderCount(token)
    const { context, page } = await signedInPage(b, { token })
    const keys: (string | null)[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/v1/client/placeOrder')) keys.push(r.headers()['idempotency-key'] ?? null)
    })
    await page.goto(hrefOf('checkout'))
    await expect.poll(() => page.getByRole('radio', { name: /Home/ }).isChecked()).toBe(true)
    await page.getByRole('radio', { name: /Cash on delivery/ }).check()
    const note = 'Leave it with the porter, 3rd floor — مع البواب'
    const notes = page.getByRole('textbox', { name: 'Delivery notes' })
    await notes.fill(note)
    const place = page.getByRole('button', { name: 'Place order' })
    const typed = async () => ({
      address: await page.getByRole('radio', { name: /Home/ }).isChecked(),
      payment: await page.getByRole('radio', { name: /Cash on delivery/ }).isChecked(),
      notes: await notes.inputValue(),
    })
    const kept = { address: true, payment: true, notes: note }

    // Down: no call reaches the server.
    const downAt = Date.now()
    await page.route('**/api/v1/**', (route) => route.abort('connectionrefused'))
    await place.click()
    await page.getByText('An unexpected error occurred. Please try again.').first().waitFor()
    await expect.poll(() => place.isEnabled()).toBe(true)
    expect(await typed()).toEqual(kept)
    expect(await orderCount(token)).toBe(before)

    // Going down mid-answer: the order is placed, but its answer never reaches the page.
    await page.unroute('**/api/v1/**')
    let lost = 0
    await page.route('**/api/v1/client/placeOrder', async (route) => {
      await route.fetch()
      lost++
      await route.abort('connectionreset')
    })
    await place.click()
    await expect.poll(() => lost).toBe(1)
    await expect.poll(() => place.isEnabled()).toBe(true)
    expect(path(page)).toBe('/checkout')
    expect(await typed()).toEqual(kept)
    expect(await orderCount(token)).toBe(before + 1)

    // Back up: the same attempt again gets the order placed the first time, not a second one.
    await page.unroute('**/api/v1/client/placeOrder')
    const downMs = Date.now() - downAt
    await place.click()
    await expect.poll(() => path(page)).toBe('/order-confirmation')
    const number = await page.getByTestId('order-number').innerText()
    const orders = await api<{ data: { order_number: string; notes: string | null }[] }>(
      b,
      'GET',
      '/api/v1/client/orders',
      undefined,
      token,
    )
    expect(await orderCount(token)).toBe(before + 1)
    expect(orders.body.data.filter((o) => o.order_number === number)).toHaveLength(1)
    expect(orders.body.data.find((o) => o.order_number === number)?.notes).toBe(note)
    expect(keys).toHaveLength(3)
    expect(new Set(keys).size).toBe(1)
    expect(keys[0]).toBeTruthy()
    console.log(
      `api down: ${keys.length} presses of Place order, ${new Set(keys).size} Idempotency-Key, orders ${before} → ${await orderCount(token)}, down for ${downMs} ms`,
    )
    await context.close()
  }, 60_000)

  it('a pre-order: placed from the pre-order cart, confirmed, awaiting stock with its dates, cancelled before shipping', async () => {
    const { context, page } = await shopper(b, { tag: 'checkout-pre', address: true, cart: 'pre-order' })
    await page.goto(hrefOf('checkout', { preOrder: true }))
    await page.getByRole('heading', { name: 'Pre-order checkout' }).waitFor()
    await page.getByText('Payment is processed when your pre-order is ready to ship.').waitFor()
    await page.getByRole('radio', { name: /Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place pre-order' }).click()
    await page.getByRole('heading', { name: 'Thank you for your pre-order!' }).waitFor()
    expect(await page.getByTestId('order-number').innerText()).toMatch(/^PRE-\d+$/)
    await page.getByRole('link', { name: 'View pre-order details' }).click()
    await expect.poll(() => path(page)).toMatch(/^\/pre_order\/\d+$/)
    await page.getByTestId('awaiting-stock').waitFor()
    expect(await page.locator('dd time[datetime]').count()).toBe(2)
    await page.getByRole('button', { name: 'Cancel pre-order' }).click()
    await page
      .getByRole('dialog', { name: 'Cancel this pre-order?' })
      .getByRole('button', { name: 'Cancel pre-order' })
      .click()
    await page.getByText('You cancelled this order.').waitFor()
    await context.close()
  })

  it('returns a delivered order (moved forward with the developer endpoint) and shows the request', async () => {
    const { token, addressId } = await shopperAccount(b, { tag: 'checkout-return', address: true, cart: 2 })
    const placed = await api<Placed>(
      b,
      'POST',
      '/api/v1/client/placeOrder',
      { type: 'order', address_id: addressId, payment_method: 'cod' },
      token,
    )
    const id = placed.body.data.id
    const moved = await api<{ data: { status: string } }>(b, 'POST', `/__mock/orders/${id}/advance`, {
      status: 'Delivered',
      days: 4,
    })
    expect(moved.body.data.status).toBe('Delivered')
    const { context, page } = await signedInPage(b, { token })
    await page.goto(hrefOf('order', { orderId: id }))
    expect(
      await page.getByTestId('order-timeline').locator('li[aria-current="step"]').getAttribute('data-status'),
    ).toBe('Delivered')
    expect(await page.getByRole('button', { name: 'Cancel order' }).count()).toBe(0)
    await page.getByRole('button', { name: 'Request a return' }).click()
    await page.getByRole('textbox', { name: 'Reason' }).fill('Arrived with a cracked screen.')
    await page.getByRole('button', { name: 'Send return request' }).click()
    await page.getByText('Arrived with a cracked screen.').waitFor()
    await page.getByText('Requested', { exact: true }).waitFor()
    const returns = await api<{ data: { order_id: number; items: unknown[] }[] }>(
      b,
      'GET',
      '/api/v1/client/return-orders',
      undefined,
      token,
    )
    expect(returns.body.data.find((r) => r.order_id === id)?.items).toHaveLength(2)
    await context.close()
  })

  it('the same checkout in Arabic, right to left', async () => {
    const { context, page } = await shopper(b, { tag: 'checkout-arabic', address: true, cart: 2, lang: 'ar' })
    await page.goto(hrefOf('checkout'))
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await page.getByRole('heading', { name: 'إتمام الطلب' }).waitFor()
    expect(await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).isChecked()).toBe(true)
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click()
    await page.getByRole('heading', { name: 'شكرًا لطلبك!' }).waitFor()
    await page.getByRole('link', { name: 'عرض تفاصيل الطلب' }).click()
    const current = page.getByTestId('order-timeline').locator('li[aria-current="step"]')
    await current.getByText('قيد الانتظار').waitFor()
    // The timeline mirrors: its markers sit at the right-hand edge.
    const [markerX, textX] = await current.evaluate((li) => [
      (li.firstElementChild as HTMLElement).getBoundingClientRect().x,
      (li.lastElementChild as HTMLElement).getBoundingClientRect().x,
    ])
    expect(markerX).toBeGreaterThan(textX ?? 0)
    await context.close()
  })
})

describe('checkout screens: axe and screenshots', () => {
  it('has no axe violations on checkout, confirmation, order and pre-order pages and the cancel dialog, in English light and Arabic dark; screenshots at 390 and 1280 px', async () => {
    const { token, addressId } = await shopperAccount(b, { tag: 'checkout-axe', address: true, cart: 2 })
    const place = async (type: 'order' | 'pre_order') =>
      (
        await api<Placed>(
          b,
          'POST',
          '/api/v1/client/placeOrder',
          { type, address_id: addressId, payment_method: 'cod', notes: 'Ring twice' },
          token,
        )
      ).body.data
    const order = await place('order')
    const pre = (await variants()).find((v) => v.pre_order)!
    await addToCart(b, token, pre.id)
    const preOrder = await place('pre_order')
    // A cart to check out again, and an order further along.
    for (const v of (await variants()).filter((x) => !x.pre_order && x.stock >= 5).slice(2, 4))
      await addToCart(b, token, v.id)
    await api(b, 'POST', `/__mock/orders/${order.id}/advance`, { status: 'Shipped', days: 2 })

    const pages = [
      ['checkout', hrefOf('checkout')],
      ['confirmation', hrefOf('orderConfirmation', { orderId: order.id })],
      ['order', hrefOf('order', { orderId: order.id })],
      ['pre-order', hrefOf('preOrder', { orderId: preOrder.id })],
    ] as const
    const found: string[] = []
    for (const mode of A11Y_CROSSED) {
      for (const width of [390, 1280]) {
        const { context, page } = await signedInPage(b, {
          token,
          lang: mode.lang,
          theme: mode.theme,
          page: { viewport: { width, height: 900 } },
        })
        for (const [name, url] of pages) {
          await page.goto(url, { waitUntil: 'networkidle' })
          await page.getByRole('main').locator('h1').first().waitFor()
          if (width === 1280)
            for (const v of await violations(page, { include: ['main', '[role="dialog"]'] }))
              found.push(`${mode.lang}-${mode.theme} ${url} ${v}`)
          await page.screenshot({
            path: `${screenshotsDir}checkout-${name}-${mode.lang}-${mode.theme}-${width}.png`,
            fullPage: true,
          })
        }
        if (width === 1280) {
          // The header's last action is the cancel one ("Buy again" comes before it).
          await page.getByRole('main').locator('header').first().getByRole('button').last().click()
          await page.getByRole('dialog').waitFor()
          for (const v of await violations(page, { include: ['main', '[role="dialog"]'] }))
            found.push(`${mode.lang}-${mode.theme} cancel dialog ${v}`)
        }
        await context.close()
      }
    }
    expect(found).toEqual([])
  }, 240_000)
})
