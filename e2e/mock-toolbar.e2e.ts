import { describe, expect, it } from 'vitest'
import { violations } from './axe'
import { useBrowser } from './browser'

// The toolbar exists only in builds that talk to the mock with it switched on (docs/decisions/0034):
// run with E2E_TOOLBAR=1 and E2E_BASE_URL at `npm run dev` or a build made with VITE_MOCK_TOOLBAR=1.
const AXE_PARTS = ['[data-testid="mock-toolbar"]', '[data-testid="mock-toolbar-launcher"]']

describe.skipIf(!process.env.E2E_TOOLBAR)('the mock toolbar', () => {
  const b = useBrowser()

  it('signs the demo shopper in, fails checkout, moves an order on, goes offline and back, and shares its state', async () => {
    const { context, page } = await b.page()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto('/')
    await page.request.post('/__mock/reset')
    const status = page.getByRole('status').filter({ hasText: /./ })
    const launcher = page.getByTestId('mock-toolbar-launcher')
    await launcher.waitFor({ timeout: 120_000 })
    await launcher.click()
    const toolbar = page.getByTestId('mock-toolbar')
    await toolbar.waitFor({ timeout: 60_000 })
    expect(await violations(page, { include: AXE_PARTS, required: '[data-testid="mock-toolbar"]' })).toEqual(
      [],
    )

    await toolbar.getByRole('button', { name: 'Demo shopper' }).click()
    await expect.poll(() => status.first().textContent()).toContain('The mock is set.')
    const token = (await context.cookies()).find((c) => c.name === 'auth_token')?.value
    expect(token).toBeTruthy()
    const headers = { authorization: `Bearer ${token}` }

    await toolbar.getByRole('button', { name: 'Checkout fails (500)' }).click()
    // The status line already says the persona's "set": the answer itself is what shows the scenario.
    const placed = () =>
      page.evaluate(
        (auth) =>
          fetch('/api/v1/client/placeOrder', {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: '{}',
          }).then((r) => r.status),
        headers,
      )
    await expect.poll(placed).toBe(500)

    const orders = await (await page.request.get('/api/v1/client/orders', { headers })).json()
    const open = orders.data.find(
      (o: { status: string }) => !['Delivered', 'Completed', 'Returned'].includes(o.status),
    )
    await toolbar.getByRole('textbox', { name: 'Id', exact: true }).fill(String(open.id))
    await toolbar.getByRole('button', { name: 'Straight to delivered' }).click()
    await expect.poll(() => status.first().textContent()).toContain('Moved on.')
    const after = await (await page.request.get('/api/v1/client/orders', { headers })).json()
    expect(after.data.find((o: { id: number }) => o.id === open.id).status).toBe('Delivered')

    await toolbar.getByRole('button', { name: 'Offline' }).click()
    const offline = () =>
      page.evaluate(() =>
        fetch('/api/v1/client/allSettings').then(
          () => 'answered',
          () => 'failed',
        ),
      )
    await expect.poll(offline).toBe('failed')
    await toolbar.getByRole('button', { name: 'Checkout fails (500)' }).click()
    await expect
      .poll(() =>
        page.evaluate(() =>
          fetch('/api/v1/client/allSettings').then(
            (r) => r.status,
            () => 0,
          ),
        ),
      )
      .toBe(200)

    await page.keyboard.press('Escape')
    await toolbar.waitFor({ state: 'detached' })
    await page.keyboard.press('Alt+Shift+KeyM')
    await toolbar.waitFor()
    await toolbar.getByRole('button', { name: 'Copy shareable link' }).click()
    const link = await page.evaluate(() => navigator.clipboard.readText())
    expect(link).toContain('mock=')
    await context.close()

    await page.request.post('/__mock/reset').catch(() => {})
    const fresh = await b.page()
    await fresh.page.goto(link)
    await expect.poll(() => fresh.page.url(), { timeout: 60_000 }).not.toContain('mock=')
    await expect
      .poll(async () => (await fresh.context.cookies()).some((c) => c.name === 'auth_token'), {
        timeout: 60_000,
      })
      .toBe(true)
    const forced = await (await fresh.page.request.get('/__mock/operations')).json()
    expect(forced.data.forced.placeOrder).toEqual({ status: 500 })
    await fresh.page.request.post('/__mock/reset')
    await fresh.context.close()
  }, 300_000)

  it('opens by its shortcut right to left in Arabic, axe-clean', async () => {
    const { context } = await b.page({ viewport: { width: 390, height: 844 } })
    await context.addCookies([{ name: 'lang', value: 'ar', url: b.baseUrl }])
    // A page of its own: the launcher is what this waits for, not the app's first paint.
    const page = await context.newPage()
    await page.goto('/')
    await page.getByTestId('mock-toolbar-launcher').waitFor({ timeout: 120_000 })
    await page.keyboard.press('Alt+Shift+KeyM')
    const toolbar = page.getByTestId('mock-toolbar')
    await toolbar.waitFor({ timeout: 60_000 })
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    expect(await toolbar.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl')
    await expect.poll(() => toolbar.getByRole('button', { name: 'المتسوق التجريبي' }).count()).toBe(1)

    // A fresh shopper with a full cart, an expired coupon, and the calls they made in the log.
    await page.request.post('/__mock/reset')
    await toolbar.getByRole('button', { name: 'سلة ممتلئة مع قسيمة' }).click()
    const status = page.getByRole('status').filter({ hasText: /./ })
    await expect.poll(() => status.first().textContent()).toContain('تم ضبط المحاكاة.')
    const token = (await context.cookies()).find((c) => c.name === 'auth_token')?.value
    const cart = await (
      await page.request.get('/api/v1/client/cart', { headers: { authorization: `Bearer ${token}` } })
    ).json()
    expect(cart.data.coupon).not.toBeNull()
    await toolbar.getByRole('button', { name: 'قسائم منتهية الصلاحية' }).click()
    await page.request.get('/api/v1/client/products?page=two')
    await toolbar.getByRole('button', { name: 'حدّث' }).click()
    const refused = toolbar.getByTestId('mock-request-log').locator('tr[data-contract="request"]')
    await expect.poll(() => refused.first().textContent()).toContain('page=two')
    expect(await violations(page, { include: AXE_PARTS, required: '[data-testid="mock-toolbar"]' })).toEqual(
      [],
    )
    await page.request.post('/__mock/reset')
    await context.close()
  }, 200_000)
})
