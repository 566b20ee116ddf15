import { describe, expect, it } from 'vitest'
import { violations } from './axe'
import { prepareVisit, useBrowser } from './browser'
import { hrefOf } from './fixtures.ts'
import { startToolbarServer } from './serving'

// The toolbar exists only in builds that talk to the mock with it switched on (docs/decisions/0034),
// so this file serves a build of its own.
const AXE_PARTS = ['[data-testid="mock-toolbar"]', '[data-testid="mock-toolbar-launcher"]']

describe('the mock toolbar', () => {
  const b = useBrowser(startToolbarServer)

  it('signs the demo shopper in, fails checkout, moves an order on, goes offline and back, and shares its state', async () => {
    const { context, page } = await b.page()
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.goto(hrefOf('home'))
    await page.request.post('/__mock/reset')
    const status = page.getByRole('status').filter({ hasText: /./ })
    const launcher = page.getByTestId('mock-toolbar-launcher')
    await launcher.waitFor({ timeout: 120_000 })
    const toolbar = page.getByTestId('mock-toolbar')
    const openToolbar = async () => {
      await launcher.click()
      await toolbar.waitFor({ timeout: 60_000 })
    }
    await openToolbar()
    expect(await violations(page, { include: AXE_PARTS, required: '[data-testid="mock-toolbar"]' })).toEqual(
      [],
    )

    await toolbar.getByRole('button', { name: 'Demo shopper' }).click()
    await expect.poll(() => status.first().textContent()).toContain('The mock is set.')
    const token = (await context.cookies()).find((c) => c.name === 'auth_token')?.value
    expect(token).toBeTruthy()
    const headers = { authorization: `Bearer ${token}` }

    const orders = await (await page.request.get('/api/v1/client/orders', { headers })).json()
    const open = orders.data.find(
      (o: { status: string }) => !['Delivered', 'Completed', 'Returned'].includes(o.status),
    )
    await toolbar.getByRole('textbox', { name: 'Id', exact: true }).fill(String(open.id))
    await toolbar.getByRole('button', { name: 'Straight to delivered' }).click()
    await expect.poll(() => status.first().textContent()).toContain('Moved on.')
    // The shopper returns it in the app itself.
    await page.keyboard.press('Escape')
    await page.goto(hrefOf('order', { orderId: open.id }))
    await page.getByRole('button', { name: 'Request a return' }).click()
    await page.getByRole('textbox', { name: 'Reason' }).fill('The screen arrived cracked.')
    await page.getByRole('button', { name: 'Send return request' }).click()
    await page.getByText('The screen arrived cracked.').waitFor()
    const returns = await (await page.request.get('/api/v1/client/return-orders', { headers })).json()
    expect(returns.data.some((r: { order_id: number }) => r.order_id === open.id)).toBe(true)

    // A shopper ready to pay, and checkout failing: the app says so in its own words.
    await openToolbar()
    await toolbar.getByRole('button', { name: 'Full cart with a coupon' }).click()
    const signedInAs = async () => (await context.cookies()).find((c) => c.name === 'auth_token')?.value
    await expect.poll(signedInAs).not.toBe(token)
    await toolbar.getByRole('button', { name: 'Checkout fails (500)' }).click()
    const forced = async (from = page) =>
      (await (await from.request.get('/__mock/operations')).json()).data.forced
    await expect.poll(async () => (await forced()).placeOrder).toEqual({ status: 500 })
    await page.keyboard.press('Escape')
    await page.goto(hrefOf('checkout'))
    await page.getByRole('radio', { name: /Cash on delivery/ }).check()
    await page.getByRole('button', { name: 'Place order' }).click()
    await page
      .getByRole('alert')
      .filter({ hasText: 'An unexpected error occurred. Please try again.' })
      .waitFor()
    expect(new URL(page.url()).pathname).toBe('/checkout')

    await openToolbar()
    await toolbar.getByRole('button', { name: 'Offline' }).click()
    const offline = () =>
      page.evaluate(() =>
        fetch('/api/v1/client/allSettings').then(
          () => 'answered',
          () => 'failed',
        ),
      )
    await expect.poll(offline).toBe('failed')
    await toolbar.getByRole('button', { name: 'Answer normally' }).click()
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
    // The state a bug report would carry: checkout failing for the full-cart shopper.
    await toolbar.getByRole('button', { name: 'Checkout fails (500)' }).click()
    await expect.poll(async () => (await forced()).placeOrder).toEqual({ status: 500 })

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
    // Copied on /checkout, which a visitor is sent away from: the link opens home, then goes on there.
    await expect.poll(() => fresh.page.url(), { timeout: 60_000 }).toBe(`${b.baseUrl}/checkout`)
    await expect
      .poll(async () => (await fresh.context.cookies()).some((c) => c.name === 'auth_token'), {
        timeout: 60_000,
      })
      .toBe(true)
    expect((await forced(fresh.page)).placeOrder).toEqual({ status: 500 })
    await fresh.page.request.post('/__mock/reset')
    await fresh.context.close()
  }, 300_000)

  it('opens by its shortcut right to left in Arabic, axe-clean', async () => {
    const { context } = await b.page({ viewport: { width: 390, height: 844 } })
    await prepareVisit(context, b.baseUrl, { lang: 'ar', consent: false })
    // A page of its own: the launcher is what this waits for, not the app's first paint.
    const page = await context.newPage()
    await page.goto(hrefOf('home'))
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

  it('adds a fault rule for the next request, marks its answer in the log, and clears the rules', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'))
    await page.request.post('/__mock/reset')
    const launcher = page.getByTestId('mock-toolbar-launcher')
    await launcher.waitFor({ timeout: 120_000 })
    await launcher.click()
    const toolbar = page.getByTestId('mock-toolbar')
    await toolbar.waitFor({ timeout: 60_000 })
    const status = page.getByRole('status').filter({ hasText: /./ })

    // The about page's team: an answer the home page does not ask for itself.
    await toolbar
      .getByRole('combobox', { name: 'Operation or every one (*)', exact: true })
      .selectOption('getTeamMembers')
    await toolbar.getByRole('combobox', { name: 'Fault', exact: true }).selectOption('503')
    await toolbar.getByRole('textbox', { name: 'Next N requests' }).fill('1')
    await toolbar.getByRole('button', { name: 'Add fault rule' }).click()
    await expect.poll(() => status.first().textContent()).toMatch(/Fault rule added; seed \d+\./)
    const rules = async () => (await (await page.request.get('/__mock/chaos')).json()).data.rules
    expect(await rules()).toMatchObject([{ operationId: 'getTeamMembers', status: 503, next: 1 }])

    expect((await page.request.get('/api/v1/client/team-members')).status()).toBe(503)
    expect((await page.request.get('/api/v1/client/team-members')).status()).toBe(200)
    const marked = toolbar.getByTestId('mock-request-log').locator('tr[data-chaos]')
    await expect.poll(() => marked.first().textContent()).toContain('Chaos: rule 1: status=503')

    await toolbar
      .getByRole('combobox', { name: 'Fault', exact: true })
      .selectOption({ label: 'Network failure' })
    await toolbar.getByRole('button', { name: 'Add fault rule' }).click()
    await expect.poll(rules).toHaveLength(1)
    await toolbar.getByRole('button', { name: 'Clear fault rules' }).click()
    await expect.poll(() => status.first().textContent()).toContain('Fault rules cleared.')
    expect(await rules()).toEqual([])
    await page.request.post('/__mock/reset')
    await context.close()
  }, 200_000)
})
