import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { enterCode, hrefOf, signInByCode } from './fixtures.ts'

const b = useBrowser()
const DEMO = 'demo@example.com'

// The profile link until the account menu's code has arrived, then the menu.
const signedIn = (page: Page) =>
  page.getByRole('link', { name: 'Profile' }).or(page.getByRole('button', { name: 'Account menu' }))

describe('accounts', () => {
  it('registers with a code read from the mock outbox and lands signed in; a reload keeps the session', async () => {
    const { context, page } = await b.page()
    const email = `shopper.${Date.now()}@example.com`
    await page.goto(hrefOf('register'))
    await page.getByText('30% off your first order and free shipping for a year.').waitFor()
    await page.getByRole('textbox', { name: 'Full name' }).fill('Nora Haddad')
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await enterCode(page, email)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await signedIn(page).waitFor()
    expect(await page.getByRole('link', { name: 'Login' }).count()).toBe(0)
    await page.reload()
    await signedIn(page).waitFor()
    expect((await context.cookies()).some((c) => c.name === 'auth_token')).toBe(true)
    await context.close()
  })

  it('a visitor sent away from a guarded route comes back to it after signing in, with the header badges right', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('wishlist'))
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    // The toast that says so must leave the header's Login link free to click.
    await page.getByText('Please login to continue.').waitFor()
    await page.getByRole('link', { name: 'Login' }).first().click({ timeout: 5000 })
    await signInByCode(page, DEMO)
    await expect.poll(() => new URL(page.url()).pathname).toBe('/wishlist')
    const wished = await page.evaluate(async () => {
      const token = document.cookie.match(/auth_token=([^;]+)/)?.[1]
      const res = await fetch('/api/v1/client/wishlist', { headers: { authorization: `Bearer ${token}` } })
      return ((await res.json()) as { pagination: { total: number } }).pagination.total
    })
    expect(wished).toBeGreaterThan(0)
    await expect.poll(() => page.getByTestId('wishlist-count').first().innerText()).toBe(String(wished))
    await context.close()
  })

  it('a guest asked to log in by add-to-cart comes back to the product after signing in', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'))
    const slug = await page.evaluate(async () => {
      const res = await fetch('/api/v1/client/shop?per_page=30')
      const products = (
        (await res.json()) as { data: { slug: string; in_stock: boolean; pre_order: boolean }[] }
      ).data
      return products.find((p) => p.in_stock && !p.pre_order)?.slug
    })
    if (!slug) throw new Error('an in-stock product expected')
    await page.goto(hrefOf('product', { slug }))
    await page.getByRole('button', { name: /Add to cart/i }).click()
    await page.getByText('Please log in to add items to your cart.').waitFor()
    await page.goto(hrefOf('login'))
    await signInByCode(page, DEMO)
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/product/${slug}`)
    await context.close()
  })

  it('in Arabic the code field stays left to right and takes Arabic-Indic digits', async () => {
    const { context, page } = await b.page()
    await prepareVisit(context, b.baseUrl, { lang: 'ar', consent: false })
    await page.goto(hrefOf('login'))
    await page.getByRole('main').getByRole('textbox', { name: 'البريد الإلكتروني' }).fill(DEMO)
    await page.getByRole('button', { name: 'أرسل الرمز' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/otp')
    const field = page.getByRole('textbox', { name: 'رمز التحقق' })
    expect(await field.getAttribute('dir')).toBe('ltr')
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await enterCode(page, DEMO, {
      digits: (code) => code.replace(/\d/g, (d) => String.fromCodePoint(0x660 + Number(d))),
    })
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    // The profile link until the account menu's code arrives, then the menu.
    await page
      .getByRole('link', { name: 'الملف الشخصي' })
      .or(page.getByRole('button', { name: 'قائمة الحساب' }))
      .waitFor()
    await context.close()
  })

  it('logs out from the profile after a confirmation, and the header offers Login again', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('login'))
    await signInByCode(page, DEMO)
    await signedIn(page).waitFor()
    await page.goto(hrefOf('profile', { tab: 'security' }))
    await page.getByRole('button', { name: 'Log out' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log out?' })
    await dialog.getByRole('button', { name: 'Log out' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await page.getByRole('link', { name: 'Login' }).first().waitFor()
    expect((await context.cookies()).some((c) => c.name === 'auth_token')).toBe(false)
    await page.goto(hrefOf('profile'))
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('edits the profile and the notification preferences, and the saved values come back after a reload', async () => {
    const { context, page } = await b.page()
    const email = `profile.${Date.now()}@example.com`
    await page.goto(hrefOf('register'))
    await page.getByRole('textbox', { name: 'Full name' }).fill('Nora Haddad')
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await enterCode(page, email)
    await signedIn(page).waitFor()

    await page.goto(hrefOf('profile', { tab: 'personal' }))
    await page.getByRole('textbox', { name: 'Full name' }).fill('Nora H. Haddad')
    await page.getByRole('combobox', { name: 'Country' }).fill('Saudi')
    await page.getByRole('option', { name: /Saudi Arabia/ }).click()
    // The choice is the combobox machine's to apply: the number is typed once it shows.
    await expect.poll(() => page.getByRole('combobox', { name: 'Country' }).inputValue()).toContain('+966')
    await page.getByRole('textbox', { name: /Phone/ }).fill('050 123 4567')
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByRole('heading', { name: 'Nora H. Haddad' }).waitFor()

    await page.goto(hrefOf('profile', { tab: 'notifications' }))
    const newsletter = page.getByRole('checkbox', { name: 'Newsletter and offers' })
    const orderUpdates = page.getByRole('checkbox', { name: 'Order updates by e-mail' })
    expect(await orderUpdates.isChecked()).toBe(true)
    expect(await newsletter.isChecked()).toBe(false)
    await newsletter.check()
    await orderUpdates.uncheck()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Profile updated', { exact: false }).first().waitFor()

    await page.reload()
    expect(await page.getByRole('checkbox', { name: 'Newsletter and offers' }).isChecked()).toBe(true)
    expect(await page.getByRole('checkbox', { name: 'Order updates by e-mail' }).isChecked()).toBe(false)
    const me = await page.evaluate(async () => {
      const token = document.cookie.match(/auth_token=([^;]+)/)?.[1]
      const res = await fetch('/api/v1/client/me', { headers: { authorization: `Bearer ${token}` } })
      return ((await res.json()) as { client: Record<string, unknown> }).client
    })
    expect(me).toMatchObject({
      name: 'Nora H. Haddad',
      phone: '+966501234567',
      newsletter: true,
      order_updates: false,
    })
    await context.close()
  }, 60_000)

  it('deletes the account after a confirmation: signed out, and the address cannot sign in again', async () => {
    const { context, page } = await b.page()
    const email = `leaving.${Date.now()}@example.com`
    await page.goto(hrefOf('register'))
    await page.getByRole('textbox', { name: 'Full name' }).fill('Leaving Shopper')
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
    await page.getByRole('button', { name: 'Create account' }).click()
    await enterCode(page, email)
    await signedIn(page).waitFor()
    await page.goto(hrefOf('profile', { tab: 'delete' }))
    await page.getByRole('button', { name: 'Delete account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' })
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    // The dialog's own Delete button is there until its closing animation ends.
    await dialog.waitFor({ state: 'hidden' })
    expect(new URL(page.url()).pathname).toBe('/profile')
    await page.getByRole('button', { name: 'Delete account' }).click()
    await dialog.getByRole('button', { name: 'Delete account' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await page.getByRole('link', { name: 'Login' }).first().waitFor()
    expect((await context.cookies()).some((c) => c.name === 'auth_token')).toBe(false)
    await page.goto(hrefOf('login'))
    await page.getByRole('main').getByRole('textbox', { name: 'E-mail address' }).fill(email)
    await page.getByRole('button', { name: 'Send code' }).click()
    // The answer is the one an address with an account gets; only the e-mail says there is none.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/otp')
    const outbox = await api(b, 'GET', `/__mock/outbox?email=${encodeURIComponent(email)}`)
    expect(outbox.body.messages).toMatchObject([{ subject: 'No account for this address', code: null }])
    await context.close()
  }, 60_000)

  it("a 401 says 'Session expired!', clears the session but keeps the device id and cookie choice, and goes home after a second", async () => {
    const { context, page } = await b.page()
    await prepareVisit(context, b.baseUrl, {})
    await page.goto(hrefOf('login'))
    await signInByCode(page, DEMO)
    await signedIn(page).waitFor()
    await page.goto(hrefOf('profile', { tab: 'personal' }))
    const before = await page.evaluate(() => ({ ...localStorage }))
    expect(before.device_id).toBeTruthy()
    // The session ends on the server (signed out elsewhere); the next call answers 401.
    const token = (await context.cookies()).find((c) => c.name === 'auth_token')?.value
    const out = await api(b, 'POST', '/api/v1/client/logout', undefined, token)
    expect(out.status).toBe(200)
    await page.getByRole('tab', { name: 'Saved addresses' }).click()
    await page.getByText('Session expired!').waitFor()
    await expect.poll(() => new URL(page.url()).pathname, { timeout: 5_000 }).toBe('/')
    const after = await page.evaluate(() => ({ ...localStorage }))
    expect(Object.keys(after).sort()).toEqual(['cookie_consent', 'device_id'])
    expect(after.device_id).toBe(before.device_id)
    expect((await context.cookies()).some((c) => c.name === 'auth_token')).toBe(false)
    await page.getByRole('link', { name: 'Login' }).first().waitFor()
    await context.close()
  }, 60_000)
})
