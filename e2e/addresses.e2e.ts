import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { A11Y_CROSSED, violations } from './axe.ts'
import { prepareVisit, screenshotsDir, useBrowser } from './browser.ts'
import { hrefOf, signedInPage } from './fixtures.ts'

const b = useBrowser()

/** A new client, signed in as a completed OTP sign-in leaves the browser. */
async function fillAddress(page: Page, fields: Record<string, string>) {
  const dialog = page.getByRole('dialog')
  for (const [name, value] of Object.entries(fields)) {
    await dialog.getByRole('textbox', { name, exact: true }).fill(value)
  }
}

const coordinates = async (page: Page) => {
  const dialog = page.getByRole('dialog')
  return [
    await dialog.getByRole('textbox', { name: 'Latitude' }).inputValue(),
    await dialog.getByRole('textbox', { name: 'Longitude' }).inputValue(),
  ]
}

const cards = (page: Page) => page.getByTestId('address-card')

describe('saved addresses', () => {
  it('adds an address with the pin placed by keyboard, another by current location, then edits, makes default and deletes', async () => {
    const { context, page } = await signedInPage(b, {
      page: { geolocation: { latitude: 24.7136, longitude: 46.6753 }, permissions: ['geolocation'] },
    })
    await page.goto(hrefOf('profile', { tab: 'addresses' }))
    await page.getByText('No saved addresses yet.').waitFor()

    // The pin by keyboard: the map moves under the fixed pin, the fields follow.
    await page.getByRole('button', { name: 'Add address' }).click()
    const dialog = page.getByRole('dialog', { name: 'Add a new address' })
    const map = dialog.getByRole('application', { name: /Map/ })
    await dialog.locator('[data-testid="address-map"][data-ready]').waitFor()
    expect(await map.getAttribute('dir')).toBeNull()
    expect(await dialog.locator('[dir="ltr"]:has([data-testid="address-map"])').count()).toBe(1)
    const before = await coordinates(page)
    expect(before).toEqual(['30.0444', '31.2357'])
    await map.focus()
    // Right moves the map east under the pin, up moves it north; +/- zoom around the pin.
    await page.keyboard.press('ArrowRight')
    await expect.poll(async () => Number((await coordinates(page))[1])).toBeGreaterThan(31.236)
    await page.keyboard.press('ArrowUp')
    await expect.poll(async () => Number((await coordinates(page))[0])).toBeGreaterThan(30.0447)
    const placed = await coordinates(page)
    await page.keyboard.press('+')
    await page.waitForTimeout(400)
    expect(await coordinates(page)).toEqual(placed)
    await fillAddress(page, {
      Label: 'Home',
      Name: 'Nora Haddad',
      Street: '12 Nile Street',
      Building: '4',
      Floor: '2',
      City: 'Cairo',
      'Phone number': '010 0123 4567',
    })
    await dialog.getByRole('button', { name: 'Add address' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => cards(page).count()).toBe(1)
    const home = cards(page).filter({ hasText: 'Home' })
    expect(await home.innerText()).toContain('+201001234567')
    expect(await home.innerText()).toContain('Default')

    // The pin by the browser's position (a mocked geolocation).
    await page.getByRole('button', { name: 'Add address' }).click()
    await dialog.locator('[data-testid="address-map"][data-ready]').waitFor()
    await dialog.getByRole('button', { name: 'Use Current Location' }).click()
    await expect.poll(() => coordinates(page)).toEqual(['24.7136', '46.6753'])
    await dialog.getByText('Pin moved to your current location.').waitFor()
    await fillAddress(page, {
      Label: 'Office',
      Name: 'Nora Haddad',
      Street: 'King Fahd Road',
      Building: '120',
      Floor: '9',
      City: 'Riyadh',
    })
    await dialog.getByRole('combobox', { name: 'Country' }).fill('Saudi')
    await page.getByRole('option', { name: /Saudi Arabia/ }).click()
    await dialog.getByRole('textbox', { name: 'Phone number' }).fill('050 123 4567')
    await dialog.getByRole('button', { name: 'Add address' }).click()
    await dialog.waitFor({ state: 'detached' })
    await expect.poll(() => cards(page).count()).toBe(2)
    const office = cards(page).filter({ hasText: 'Office' })
    expect(await office.innerText()).toContain('+966501234567')

    // Edit: the dialog opens with the saved values and the pin where it was.
    await page.getByRole('button', { name: 'Edit Office' }).click()
    const edit = page.getByRole('dialog', { name: 'Edit address' })
    await edit.locator('[data-testid="address-map"][data-ready]').waitFor()
    expect(await coordinates(page)).toEqual(['24.7136', '46.6753'])
    // Typed coordinates move the map: a keyboard nudge afterwards starts from them.
    await edit.getByRole('textbox', { name: 'Latitude' }).fill('24.8')
    await edit.getByRole('application', { name: /Map/ }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect.poll(async () => Number((await coordinates(page))[1])).toBeLessThan(46.6753)
    expect(Number((await coordinates(page))[0])).toBeCloseTo(24.8, 2)
    await edit.getByRole('textbox', { name: 'Street', exact: true }).fill('Olaya Street')
    await edit.getByRole('button', { name: 'Save address' }).click()
    await edit.waitFor({ state: 'detached' })
    await office.filter({ hasText: 'Olaya Street' }).waitFor()

    // Make default: the badge moves.
    await page.getByRole('button', { name: 'Make default: Office' }).click()
    await office.getByText('Default', { exact: true }).waitFor()
    await expect.poll(() => home.getByText('Default', { exact: true }).count()).toBe(0)

    // Delete, only after the confirmation.
    await page.getByRole('button', { name: 'Delete Home' }).click()
    const confirm = page.getByRole('dialog', { name: 'Delete this address?' })
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    expect(await cards(page).count()).toBe(2)
    await page.getByRole('button', { name: 'Delete Home' }).click()
    await confirm.getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => cards(page).count()).toBe(1)
    expect(await cards(page).first().innerText()).toContain('Office')
    await context.close()
  }, 90_000)
})

describe('accessibility (axe, WCAG 2.2 AA) of the address dialog', () => {
  for (const mode of A11Y_CROSSED) {
    it(`has no violations with its messages shown, the map left to right, in ${mode.name}`, async () => {
      const { context, page } = await signedInPage(b, {
        ...mode,
        page: { viewport: { width: 390, height: 844 } },
      })
      await page.goto(hrefOf('profile', { tab: 'addresses' }), { waitUntil: 'networkidle' })
      await page.getByRole('button', { name: mode.lang === 'ar' ? 'إضافة عنوان' : 'Add address' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.locator('[data-testid="address-map"][data-ready]').waitFor()
      await dialog.getByRole('button', { name: mode.lang === 'ar' ? 'إضافة عنوان' : 'Add address' }).click()
      await dialog.getByText(mode.lang === 'ar' ? 'التسمية مطلوبة' : 'Label is required').waitFor()
      // The map stays left to right inside the Arabic page.
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(mode.lang === 'ar' ? 'rtl' : 'ltr')
      expect(await dialog.locator('[dir="ltr"]:has([data-testid="address-map"])').count()).toBe(1)
      const name = `address-dialog-${mode.lang}-${mode.theme}-390`
      await page.screenshot({ path: `${screenshotsDir}${name}.png` })
      expect(await violations(page, { include: ['[role="dialog"]'], required: '[role="dialog"]' })).toEqual(
        [],
      )
      await context.close()
    }, 60_000)
  }
})

describe('accessibility (axe, WCAG 2.2 AA) of the forms with a phone field', () => {
  for (const mode of A11Y_CROSSED) {
    it(`has no violations on register and personal information with the country list open in ${mode.name}`, async () => {
      const { context, page } = await signedInPage(b, mode)
      const phone = mode.lang === 'ar' ? /الهاتف/ : /Phone/
      const country = mode.lang === 'ar' ? 'الدولة' : 'Country'
      await page.goto(hrefOf('profile', { tab: 'personal' }), { waitUntil: 'networkidle' })
      await page.getByRole('main').getByRole('textbox', { name: phone }).fill('12')
      await page.getByRole('main').getByRole('combobox', { name: country }).click()
      await page.getByRole('listbox').getByRole('option').first().waitFor()
      expect(await violations(page, { include: ['main'], required: 'main' })).toEqual([])
      await context.close()
      const guest = await b.page()
      await prepareVisit(guest.context, b.baseUrl, { lang: mode.lang, theme: mode.theme, consent: false })
      await guest.page.goto(hrefOf('register'), { waitUntil: 'networkidle' })
      await guest.page.getByRole('main').getByRole('textbox', { name: phone }).fill('12')
      await guest.page.getByRole('main').getByRole('combobox', { name: country }).click()
      await guest.page.getByRole('listbox').getByRole('option').first().waitFor()
      await guest.page.screenshot({ path: `${screenshotsDir}register-phone-${mode.lang}-${mode.theme}.png` })
      expect(await violations(guest.page, { include: ['main'], required: 'main' })).toEqual([])
      await guest.context.close()
    }, 60_000)
  }
})
