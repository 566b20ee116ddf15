import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { hrefOf, openPage, shopperAccount } from './fixtures.ts'

// Layout a component test cannot see, at 390 px: the phone field's country, the coupon row, the
// address dialog as a sheet, and where focus goes when checkout has no address (issue 32).

const b = useBrowser()
const PHONE = 390

/** A control's box and whether its text fits inside it. */
const boxOf = (page: Page, selector: string) =>
  page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect()
    return {
      top: box.top,
      bottom: box.bottom,
      left: box.left,
      right: box.right,
      height: box.height,
      fits: element.scrollWidth <= element.clientWidth,
    }
  })

describe('the phone field at 390 px', () => {
  it('the closed country field shows a code and dial code that fit, with the full name in the list and in the accessible name (Arabic)', async () => {
    const { context, page } = await openPage(b, null, { lang: 'ar', width: PHONE, once: true })
    await page.goto(hrefOf('register'))
    const country = page.getByRole('combobox', { name: /الدولة/ })
    await country.fill('AE')
    const option = page.getByRole('option', { name: /الإمارات العربية المتحدة/ })
    expect(await option.textContent()).toContain('+971')
    await option.click()
    await expect.poll(() => country.inputValue()).toBe('AE \u2066+971\u2069')
    await page.getByRole('combobox', { name: /الإمارات العربية المتحدة/ }).waitFor()
    const field = await boxOf(page, 'input[role="combobox"][id$="-country"]')
    expect(field.fits).toBe(true)
    expect(field.right).toBeLessThanOrEqual(PHONE)
    await context.close()
  })
})

describe('cart and checkout at 390 px in Arabic', () => {
  it('Apply sits level with the coupon field; with no address, Place order moves focus to Add address, whose dialog is a bottom sheet keeping its title, Save and Escape', async () => {
    const { token } = await shopperAccount(b, { tag: 'finish-b', cart: 1 })
    const { context, page } = await openPage(b, token, { lang: 'ar', width: PHONE, once: true })

    await page.goto(hrefOf('cart'))
    const input = await boxOf(page, 'input[name="code"]')
    const apply = await boxOf(page, 'form:has(input[name="code"]) button[type="submit"]')
    expect(Math.abs(apply.top - input.top)).toBeLessThanOrEqual(0.5)
    expect(Math.abs(apply.bottom - input.bottom)).toBeLessThanOrEqual(0.5)

    await page.goto(hrefOf('checkout'))
    await page.getByRole('button', { name: 'تأكيد الطلب' }).click()
    const add = page.getByRole('button', { name: 'إضافة عنوان' })
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true)
    await page.getByText('يرجى إضافة عنوان الشحن.').waitFor()
    const headerBottom = await page.locator('header').evaluate((h) => h.getBoundingClientRect().bottom)
    const addBox = await boxOf(page, 'button:focus')
    expect(addBox.top).toBeGreaterThanOrEqual(headerBottom)
    expect(addBox.bottom).toBeLessThanOrEqual(844)

    await add.press('Enter')
    const sheet = page.locator('[data-scope="dialog"][data-part="content"]')
    await page.locator('input[name="street"]').waitFor()
    const frame = await boxOf(page, '[data-scope="dialog"][data-part="content"]')
    // A sheet: full width, resting on the bottom edge.
    expect([frame.left, frame.right, frame.bottom]).toEqual([0, PHONE, 844])
    expect(await sheet.evaluate((content) => content.contains(document.activeElement))).toBe(true)
    const save = sheet.locator('button[type="submit"]')
    // The body scrolls under a fixed title bar; Save's footer rests on the bottom edge without scrolling.
    const footer = await save.evaluate((button) => button.parentElement?.getBoundingClientRect().bottom)
    expect(Math.abs((footer ?? 0) - 844)).toBeLessThanOrEqual(1)
    await sheet.locator('.overflow-y-auto').evaluate((body) => body.scrollTo(0, body.scrollHeight))
    const title = await sheet.getByRole('heading').boundingBox()
    expect(title?.y ?? -1).toBeGreaterThanOrEqual(frame.top)
    await page.keyboard.press('Escape')
    await sheet.waitFor({ state: 'detached' })
    await expect.poll(() => add.evaluate((button) => button === document.activeElement)).toBe(true)
    await context.close()
  })
})
