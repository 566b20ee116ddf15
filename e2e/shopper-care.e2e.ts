import { SAMPLE_ADDRESS } from '@storefront/mock/testing'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import arAccount from '../apps/web/src/i18n/ar/account/index.ts'
import arAddress from '../apps/web/src/i18n/ar/address/index.ts'
import arAuth from '../apps/web/src/i18n/ar/auth/index.ts'
import ar from '../apps/web/src/i18n/ar/index.ts'
import arOrders from '../apps/web/src/i18n/ar/orders/index.ts'
import { api, placeOrderOfCart } from './api.ts'
import { useBrowser, watchForText } from './browser.ts'
import { hrefOf, openPage, type PageMode, shopperAccount, signInByCode } from './fixtures.ts'
import { expireSession, failApi, focusBox, focused, singleVariantSlug, toasts } from './shopper.ts'

const b = useBrowser()
// A toast's action is pressed by dispatching the click: on a busy machine its entry animation
// outlasted Playwright's wait for a still element, and the toast timed out meanwhile.
const open = (token: string | null, mode: PageMode) => openPage(b, token, { ...mode, once: true })
const path = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

describe('focus stays in sight under the sticky header', () => {
  for (const mode of [
    { lang: 'ar', width: 390 },
    { lang: 'en', width: 1280 },
  ] as const) {
    it(`Shift+Tab up the checkout lands on fields fully below the header (${mode.lang}, ${mode.width} px)`, async () => {
      const { token } = await shopperAccount(b, { tag: 'focus-header', address: true, cart: 2 })
      const { context, page } = await open(token, mode)
      await page.goto(hrefOf('checkout'))
      const place = page.getByRole('button', { name: /Place order|تأكيد الطلب/ })
      await place.waitFor()
      await place.focus()
      const seen: string[] = []
      for (let step = 0; step < 4; step++) {
        await page.keyboard.press('Shift+Tab')
        const box = await focusBox(page)
        seen.push(`${box.tag}:${box.name}`)
        expect(box.top, `${box.tag} ${box.name} starts under the header`).toBeGreaterThanOrEqual(
          box.headerBottom,
        )
        expect(box.bottom).toBeLessThanOrEqual(box.viewportHeight)
      }
      // The walk went up through the notes field, so it really scrolled towards the header.
      expect(seen.some((s) => s.startsWith('textarea'))).toBe(true)
      await context.close()
    })
  }
})

describe('session expiry loses nothing typed', () => {
  it('checkout notes: "Sign in again" brings the shopper back to /checkout with the notes (ar, 390 px)', async () => {
    const { email, token } = await shopperAccount(b, { tag: 'expiry-checkout', address: true, cart: 2 })
    const { context, page } = await open(token, { lang: 'ar', width: 390 })
    await page.goto(hrefOf('checkout'))
    const notes = page.getByRole('textbox', { name: /ملاحظات التوصيل/ })
    await notes.fill('اتركه عند البواب، الطابق الثالث')
    await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).check()
    await expireSession(context, b.baseUrl)
    // The server's own words for the 401, in a toast or beside the button, at any moment until the end.
    const serverWords = await watchForText(page, 'لم يتم تسجيل الدخول.')
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click()

    const expired = toasts(page).filter({ hasText: 'انتهت الجلسة!' })
    await expired.waitFor()
    // The draft lives in memory only: nothing of it is stored where the spec's clearing applies.
    const stored = await page.evaluate(
      () => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }),
    )
    expect(stored).not.toContain('البواب')

    await expired.getByRole('button', { name: 'سجّل الدخول مرة أخرى' }).dispatchEvent('click')
    await signInByCode(page, email)
    await expect.poll(() => path(page)).toBe('/checkout')
    await expect
      .poll(() => page.getByRole('textbox', { name: /ملاحظات التوصيل/ }).inputValue())
      .toBe('اتركه عند البواب، الطابق الثالث')
    // By now the failed order has been drawn, and the page redrawn after signing in again.
    expect(serverWords(), 'the server’s own words for the 401 were on the page').toBe(false)
    await context.close()
  })

  it('the address dialog reopens with its fields (en, 1280 px)', async () => {
    const { email, token } = await shopperAccount(b, { tag: 'expiry-profile' })
    const { context, page } = await open(token, { lang: 'en', width: 1280 })
    await page.goto(hrefOf('profile', { tab: 'addresses' }))
    await page.getByRole('button', { name: 'Add address' }).click()
    const dialog = page.getByRole('dialog')
    const typed = {
      Label: 'Studio',
      Name: 'Nora Haddad',
      Street: '7 Corniche Road',
      Building: '12',
      Floor: '3',
      City: 'Alexandria',
      'Phone number': '010 0123 4567',
    }
    for (const [name, value] of Object.entries(typed))
      await dialog.getByRole('textbox', { name, exact: true }).fill(value)
    await expireSession(context, b.baseUrl)
    const serverWords = await watchForText(page, 'Unauthenticated.')
    await dialog.getByRole('button', { name: 'Add address' }).click()
    const expired = toasts(page).filter({ hasText: 'Session expired!' })
    await expired.waitFor()
    await expired.getByRole('button', { name: 'Sign in again' }).dispatchEvent('click')
    await signInByCode(page, email)
    await expect.poll(() => path(page)).toBe('/profile?tab=addresses')
    const back = page.getByRole('dialog')
    await expect
      .poll(() => back.getByRole('textbox', { name: 'Street', exact: true }).inputValue())
      .toBe('7 Corniche Road')
    // The phone field writes the number in its own grouping; the digits are what was typed.
    const digits = (text: string) => text.replace(/\s/g, '')
    for (const [name, value] of Object.entries(typed))
      expect(digits(await back.getByRole('textbox', { name, exact: true }).inputValue())).toBe(digits(value))
    expect(serverWords(), 'the server’s own words for the 401 were on the page').toBe(false)
    await context.close()
  })

  it('profile edits come back after signing in again (en, 1280 px)', async () => {
    const { email, token } = await shopperAccount(b, { tag: 'expiry-personal' })
    const { context, page } = await open(token, { lang: 'en', width: 1280 })
    await page.goto(hrefOf('profile', { tab: 'personal' }))
    await page.getByRole('textbox', { name: 'Full name' }).fill('Nora H. Haddad')
    await expireSession(context, b.baseUrl)
    await page.getByRole('button', { name: 'Save changes' }).click()
    await toasts(page)
      .filter({ hasText: 'Session expired!' })
      .getByRole('button', { name: 'Sign in again' })
      .dispatchEvent('click')
    await signInByCode(page, email)
    await expect.poll(() => path(page)).toBe('/profile?tab=personal')
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Full name' }).inputValue())
      .toBe('Nora H. Haddad')
    await context.close()
  })
})

describe('a failed order speaks plainly', () => {
  it('one message in the spec’s words beside the button, not busy after the failure; the retry reuses the key (ar, 390 px)', async () => {
    const { token } = await shopperAccount(b, { tag: 'order-500', address: true, cart: 2 })
    const { context, page } = await open(token, { lang: 'ar', width: 390 })
    const keys: string[] = []
    page.on('request', (request) => {
      if (request.url().endsWith('/placeOrder')) keys.push(request.headers()['idempotency-key'] ?? '')
    })
    await page.goto(hrefOf('checkout'))
    await page.getByRole('radio', { name: /الدفع عند الاستلام/ }).check()
    const place = page.getByRole('button', { name: 'تأكيد الطلب' })
    await failApi(page)
    await place.click()
    const alert = page.getByRole('alert').filter({ hasText: 'حدث خطأ غير متوقع. يرجى المحاولة مرة أخرى.' })
    await alert.waitFor()
    // The button is free again at once, not after the refreshed reads have retried.
    await expect.poll(() => place.getAttribute('aria-disabled'), { timeout: 1000 }).toBe(null)
    expect(await page.getByRole('button', { name: 'جارٍ تقديم الطلب...' }).count()).toBe(0)
    expect(
      await toasts(page)
        .filter({ hasText: /status 500|Injected failure/ })
        .count(),
    ).toBe(0)
    // It stays after the toasts of the time would have gone.
    await page.waitForTimeout(6500)
    expect(await alert.isVisible()).toBe(true)

    await page.unroute('**/api/v1/client/**')
    await place.click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/order-confirmation')
    expect(keys.length).toBe(2)
    expect(keys[0]).toBe(keys[1])
    const orders = await api<{ pagination: { total: number } }>(
      b,
      'GET',
      '/api/v1/client/orders',
      undefined,
      token,
    )
    expect(orders.body.pagination.total).toBe(1)
    await context.close()
  })
})

describe('visitors sent away from signed-in pages are told why', () => {
  it("says 'Please login to continue.' with the way in, and comes back after signing in (ar, 390 px)", async () => {
    const { email } = await shopperAccount(b, { tag: 'bounced' })
    const { context, page } = await open(null, { lang: 'ar', width: 390 })
    await page.goto(hrefOf('cart'))
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    const told = toasts(page).filter({ hasText: 'يرجى تسجيل الدخول للمتابعة.' })
    await told.waitFor()
    await told.getByRole('button', { name: 'تسجيل الدخول' }).dispatchEvent('click')
    await signInByCode(page, email)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/cart')
    await context.close()
  })
})

describe('focus is never dropped to <body> after an in-place action (ar, 390 px)', () => {
  const phone = { lang: 'ar', width: 390 } as const

  it('Add to cart and Save changes keep focus on their button', async () => {
    const slug = await singleVariantSlug(b)
    const { token } = await shopperAccount(b, { tag: 'focus-actions' })
    const { context, page } = await open(token, phone)
    await page.goto(hrefOf('product', { slug }))
    const add = page.getByRole('main').getByRole('button', { name: ar.product.addToCart }).first()
    await add.focus()
    await page.keyboard.press('Enter')
    await toasts(page).first().waitFor()
    expect((await focused(page)).label).toBe(ar.product.addToCart)

    await page.goto(hrefOf('profile', { tab: 'personal' }))
    await page.getByRole('textbox', { name: arAuth.fullName }).fill('نورا حداد')
    const save = page.getByRole('button', { name: arAccount.save })
    await save.focus()
    await page.keyboard.press('Enter')
    await toasts(page).first().waitFor()
    await expect.poll(async () => (await focused(page)).label).toBe(arAccount.save)
    await context.close()
  })

  it('Make default moves focus to the same card’s Edit, Delete to the list, Use Current Location keeps it', async () => {
    const { token } = await shopperAccount(b, { tag: 'focus-addresses', address: true })
    await api(
      b,
      'POST',
      '/api/v1/client/addresses',
      { ...SAMPLE_ADDRESS, label: 'Office', is_default: false },
      token,
    )
    const { context, page } = await open(token, phone)
    await context.grantPermissions(['geolocation'])
    await context.setGeolocation({ latitude: 30.0444, longitude: 31.2357 })
    await page.goto(hrefOf('profile', { tab: 'addresses' }))
    const makeDefault = page.getByRole('button', { name: `${arAddress.makeDefault}: Office` })
    await makeDefault.focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await focused(page)).label).toBe(`تعديل Office`)

    await page.getByRole('button', { name: 'حذف Office' }).click()
    const confirm = page.getByRole('dialog')
    await confirm.getByRole('button', { name: arAddress.delete, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByTestId('address-card').count()).toBe(1)
    await expect.poll(async () => (await focused(page)).label).toBe(arAddress.list)

    await page.getByRole('button', { name: arAddress.add }).click()
    const locate = page.getByRole('dialog').getByRole('button', { name: arAddress.map.currentLocation })
    await locate.focus()
    await page.keyboard.press('Enter')
    await page.getByText(arAddress.map.located).waitFor()
    expect((await focused(page)).label).toBe(arAddress.map.currentLocation)
    await context.close()
  })

  it('Request a return puts focus in the form; sending it puts focus on the returns heading', async () => {
    const { token } = await shopperAccount(b, { tag: 'focus-return', address: true, cart: 2 })
    const id = await placeOrderOfCart(b, token)
    await api(b, 'POST', `/__mock/orders/${id}/advance`, { status: 'Delivered', days: 4 })
    const { context, page } = await open(token, phone)
    await page.goto(hrefOf('order', { orderId: id }))
    const ask = page.getByRole('button', { name: arOrders.returns.request })
    await ask.focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await focused(page)).tag).toBe('input')
    await page.getByRole('textbox', { name: arOrders.returns.reason }).fill('وصلت الشاشة مكسورة تماماً.')
    await page.getByRole('button', { name: arOrders.returns.send }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await focused(page)).label).toBe(arOrders.returns.title)
    await context.close()
  })
})

describe('checks kept outside the repository', () => {
  it("the footer newsletter's first click on an empty field says 'Please enter your email.' at once (ar, 390 px)", async () => {
    const { context, page } = await open(null, { lang: 'ar', width: 390 })
    await page.goto(hrefOf('home'))
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('button', { name: ar.newsletter.subscribe }).click()
    await footer.getByText(ar.validation.emailRequired).waitFor({ timeout: 5000 })
    await context.close()
  })

  it('clearing the header search keeps the other query parameters (ar, 390 px)', async () => {
    const { context, page } = await open(null, { lang: 'ar', width: 390 })
    await page.goto(hrefOf('shop', { search: 'laptop', query: { utm_source: 'x' } }))
    const box = page.getByRole('banner').locator('input[type="search"]')
    await box.fill('')
    await box.press('Enter')
    await expect.poll(() => path(page)).toBe('/shop?utm_source=x')
    await context.close()
  })

  it('asking for a code during the resend wait goes to the code screen with the wait shown (ar, 390 px)', async () => {
    const { email } = await shopperAccount(b, { tag: 'resend-wait' })
    const { context, page } = await open(null, { lang: 'ar', width: 390 })
    for (let ask = 0; ask < 2; ask++) {
      await page.goto(hrefOf('login'))
      await page.getByRole('main').getByRole('textbox', { name: arAuth.email }).fill(email)
      await page.getByRole('main').getByRole('button', { name: arAuth.sendCode }).click()
      await expect.poll(() => new URL(page.url()).pathname).toBe('/otp')
    }
    await page.getByText(/يمكنك طلب رمز جديد خلال/).waitFor()
    await context.close()
  })
})

describe('a deploy while a shopper browses', () => {
  /** Opens the home page, then answers 404 for the contact page's chunk `times` times, as after a deploy. */
  async function afterDeploy(times: number) {
    const { context, page } = await open(null, { lang: 'en', width: 1280 })
    await page.goto(hrefOf('home'))
    let refused = 0
    await page.route(/\/assets\/contact-page-[^/]+\.js$/, (route) =>
      refused++ < times ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
    )
    await page.evaluate(() => {
      ;(window as unknown as { sameDocument: boolean }).sameDocument = true
    })
    const loads: string[] = []
    page.on('load', () => loads.push(page.url()))
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).first().click()
    return { context, page, loads, refused: () => refused }
  }

  it('a chunk gone with the old build reloads the page once, and the page then shows', async () => {
    const { context, page, loads } = await afterDeploy(1)
    await page.getByRole('heading', { level: 1, name: /Contact/ }).waitFor()
    expect(loads.length).toBe(1)
    expect(
      await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument),
    ).toBeUndefined()
    await context.close()
  })

  it('does not loop when the reload does not help: one reload, then the maintenance page', async () => {
    const { context, page, loads } = await afterDeploy(99)
    await page.getByRole('heading', { name: 'We’re updating our systems' }).waitFor()
    await page.waitForTimeout(1500)
    expect(loads.length).toBe(1)
    await context.close()
  })
})

describe('the account menu in the header', () => {
  it('offers Log out from any page, with its confirmation, by keyboard (ar, 390 px)', async () => {
    const { token } = await shopperAccount(b, { tag: 'account-menu' })
    const { context, page } = await open(token, { lang: 'ar', width: 390 })
    // The menu's code arrives late, as on a slow phone: a key press on the menu the server drew,
    // made before its code is here, opens it once the code arrives.
    await context.route(/\/assets\/account-menu-[^/]*\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000))
      await route.continue()
    })
    await page.goto(hrefOf('shop'))
    const trigger = page.getByRole('banner').getByRole('button', { name: ar.header.accountMenu })
    await trigger.focus()
    await page.keyboard.press('Enter')
    const menu = page.getByRole('menu')
    await menu.waitFor({ timeout: 10_000 })
    await menu.getByRole('menuitem', { name: arAccount.logout }).waitFor()
    await page.keyboard.press('End')
    await page.keyboard.press('Enter')
    const confirm = page.getByRole('dialog', { name: arAccount.logoutTitle })
    await confirm.getByRole('button', { name: arAccount.logout }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await page.getByRole('banner').getByRole('link', { name: ar.header.login }).waitFor()
    await context.close()
  })
})
