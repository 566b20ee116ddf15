import { describe, expect, it } from 'vitest'
import { screenshotsDir, useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()

describe('shell', () => {
  it('shows the cookie banner until Accept stores cookie_consent=true, and Decline stores false', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'))
    const accept = page.getByRole('button', { name: 'Accept', exact: true })
    await accept.waitFor()
    await accept.click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('true')
    await page.reload()
    await page.getByRole('navigation').first().waitFor()
    expect(await page.getByRole('button', { name: 'Accept', exact: true }).count()).toBe(0)

    // The choice lives in storage and in its cookie copy, which the server reads.
    await page.evaluate(() => localStorage.removeItem('cookie_consent'))
    await context.clearCookies({ name: 'cookie_consent' })
    await page.reload()
    await page.getByRole('button', { name: 'Decline', exact: true }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('false')
    expect(await page.getByRole('button', { name: 'Decline', exact: true }).count()).toBe(0)
    await context.close()
  })

  it('cycles the theme light → dark → system, naming the next theme and storing vite-ui-theme', async () => {
    const { context, page } = await b.page({ colorScheme: 'light' })
    await page.goto(hrefOf('home'))
    // Default is system, so the toggle offers light next.
    const toggle = page.getByRole('button', { name: 'Switch to light theme' })
    await toggle.waitFor()
    await toggle.click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('light')
    await page.getByRole('button', { name: 'Switch to dark theme' }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('dark')
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true)
    await page.getByRole('button', { name: 'Switch to system theme' }).click()
    await expect.poll(() => page.evaluate(() => localStorage.getItem('vite-ui-theme'))).toBe('system')
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(false)
    // System mode follows the OS preference live.
    await page.emulateMedia({ colorScheme: 'dark' })
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true)
    await context.close()
  })

  it('switches to Arabic: dir=rtl, lang=ar, and a 7-day language cookie', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'))
    await page.getByRole('navigation').first().waitFor()
    await page.getByTestId('language-switcher').click()
    await page.getByRole('option', { name: 'العربية' }).click()
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar')
    const cookie = (await context.cookies()).find((c) => c.name === 'lang')
    expect(cookie?.value).toBe('ar')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(6.9)
    expect(days).toBeLessThan(7.1)
    await page.reload()
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl')
    await context.close()
  })

  it('shows Page Not Found for an unknown route and redirects /home to /', async () => {
    const { context, page } = await b.page()
    await page.goto('/no-such-page')
    await page.getByRole('heading', { name: 'Page Not Found' }).waitFor()
    await page.goto(hrefOf('homeAlias'))
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await context.close()
  })

  it('shows the maintenance page when rendering crashes, and resetting goes to /', async () => {
    const { context, page } = await b.page()
    await page.goto(hrefOf('home'))
    await page.getByRole('navigation').first().waitFor()
    // A team member without the picture the contract requires: the page cannot be drawn.
    await page.route('**/api/v1/client/team-members*', (route) =>
      route.fulfill({ json: { result: true, message: 'OK', data: [{ id: 1, name: 'Broken' }] } }),
    )
    await page.getByRole('navigation').first().getByRole('link', { name: 'About Us' }).click()
    await page.getByText('Maintenance Mode').waitFor()
    await page.getByRole('heading', { name: 'We’re updating our systems' }).waitFor()
    expect(await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support')
    await page.getByRole('link', { name: 'Back to homepage' }).click()
    await expect.poll(() => new URL(page.url()).pathname).toBe('/')
    await page.getByRole('navigation').first().waitFor()
    expect(await page.getByText('Maintenance Mode').count()).toBe(0)
    await page.unroute('**/api/v1/client/team-members*')
    await page.screenshot({ path: `${screenshotsDir}home-after-reset.png` })
    await context.close()
  })
})
