import { describe, expect, it } from 'vitest'
import { firstSlug, publicRoutes, register } from './api.ts'
import { A11Y_MODES, type A11yMode, violations } from './axe.ts'
import { prepareVisit, signedInPage, useBrowser } from './browser.ts'

const b = useBrowser()

async function scan(
  mode: A11yMode,
  paths: string[],
  token?: string,
): Promise<{ found: string[]; visited: string[] }> {
  const { context, page } = await b.page()
  await prepareVisit(context, b.baseUrl, { lang: mode.lang, theme: mode.theme, token })
  const found: string[] = []
  const visited: string[] = []
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' })
    visited.push(new URL(page.url()).pathname)
    for (const v of await violations(page)) found.push(`${path} ${v}`)
  }
  await context.close()
  return { found, visited }
}

// Through Prism (E2E_VIA_PRISM) only the signed-in half runs: its account calls are what the
// other journeys do not send; the signed-out pages make the same calls as shell and browse.
describe.skipIf(Boolean(process.env.E2E_VIA_PRISM))('accessibility (axe, WCAG 2.2 AA), signed out', () => {
  for (const mode of A11Y_MODES) {
    it(`has no violations on the public routes in ${mode.name}`, async () => {
      const slug = await firstSlug(b.baseUrl)
      const { found } = await scan(mode, [...publicRoutes(slug), '/login', '/register', '/otp'])
      expect(found).toEqual([])
      // Every route, one after another, with axe on each: about a minute on a busy 2-core machine.
    }, 150_000)
  }
})

describe('accessibility (axe, WCAG 2.2 AA), signed in', () => {
  const accountRoutes = ['/cart', '/checkout', '/wishlist', '/profile', '/order-confirmation']
  for (const mode of A11Y_MODES) {
    it(`has no violations on the home page, a product and the account routes in ${mode.name}`, async () => {
      const token = await register(
        b.baseUrl,
        `a11y-${mode.lang}-${mode.theme}-${Date.now()}@example.com`,
        'Axe Tester',
      )
      const slug = await firstSlug(b.baseUrl)
      // The public pages signed in differ from the scans above only in the header and the product
      // page's signed-in parts (wishlist hearts, review form).
      const { found, visited } = await scan(mode, ['/', `/product/${slug}`, ...accountRoutes], token)
      // Signed in, the guarded routes render in place instead of sending the visitor to /
      // (/order-confirmation may send on when there is no order to confirm).
      for (const path of accountRoutes.slice(0, 4)) expect(visited).toContain(path)
      expect(found).toEqual([])
      // Every route, one after another, with axe on each: about a minute on a busy 2-core machine.
    }, 150_000)
  }
})

describe('accessibility (axe, WCAG 2.2 AA) of the review form', () => {
  for (const mode of A11Y_MODES) {
    it(`has no violations with the form open and its rating message shown in ${mode.name}`, async () => {
      const { context, page } = await signedInPage(b, {
        lang: mode.lang,
        theme: mode.theme,
        name: 'Axe Reviewer',
      })
      await page.goto(`/product/${await firstSlug(b.baseUrl)}`, { waitUntil: 'networkidle' })
      await page.getByRole('tab').nth(2).click()
      const form = page.locator('form').filter({ has: page.getByRole('radiogroup') })
      await form.getByRole('button', { name: /.+/ }).first().click()
      await form.locator('[aria-invalid="true"]').first().waitFor()
      expect(await violations(page)).toEqual([])
      await context.close()
    })
  }
})
