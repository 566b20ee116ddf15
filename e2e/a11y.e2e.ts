import { describe, expect, it } from 'vitest'
import { firstSlug } from './api.ts'
import { COLOUR_RULES, darkInPlace, violations } from './axe.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { hrefOf, publicRoutes, shopperAccount, signedInPage } from './fixtures.ts'

const b = useBrowser()

// Each page is scanned whole in the light theme, then turned dark by its own theme button and
// scanned for the rules that depend on colours: the dark page differs from the light one in nothing else.
const LANGUAGES = [
  { name: 'English', lang: 'en' },
  { name: 'Arabic', lang: 'ar' },
] as const

type Language = (typeof LANGUAGES)[number]

async function lightAndDark(page: import('playwright-core').Page, language: Language): Promise<string[]> {
  const found = (await violations(page)).map((v) => `light ${v}`)
  await darkInPlace(page, language.lang)
  for (const v of await violations(page, undefined, COLOUR_RULES)) found.push(`dark ${v}`)
  return found
}

async function scan(
  language: Language,
  paths: string[],
  token?: string,
): Promise<{ found: string[]; visited: string[] }> {
  const { context, page } = await b.page()
  await prepareVisit(context, b.baseUrl, { lang: language.lang, theme: 'light', token })
  const found: string[] = []
  const visited: string[] = []
  for (const path of paths) {
    await page.goto(path, { waitUntil: 'networkidle' })
    visited.push(new URL(page.url()).pathname)
    for (const v of await lightAndDark(page, language)) found.push(`${path} ${v}`)
  }
  await context.close()
  return { found, visited }
}

// Through Prism (E2E_VIA_PRISM) only the signed-in half runs: its account calls are what the
// other journeys do not send; the signed-out pages make the same calls as shell and browse.
describe.skipIf(Boolean(process.env.E2E_VIA_PRISM))('accessibility (axe, WCAG 2.2 AA), signed out', () => {
  for (const language of LANGUAGES) {
    it(`has no violations on the public routes in ${language.name}, light and dark`, async () => {
      const slug = await firstSlug(b)
      const { found } = await scan(language, [
        ...publicRoutes(slug),
        hrefOf('login'),
        hrefOf('register'),
        hrefOf('otp'),
      ])
      expect(found).toEqual([])
    }, 150_000)
  }
})

describe('accessibility (axe, WCAG 2.2 AA), signed in', () => {
  const accountRoutes = [
    hrefOf('cart'),
    hrefOf('checkout'),
    hrefOf('wishlist'),
    hrefOf('profile'),
    hrefOf('orderConfirmation'),
  ]
  for (const language of LANGUAGES) {
    it(`has no violations on the home page, a product and the account routes in ${language.name}, light and dark`, async () => {
      const { token } = await shopperAccount(b, { tag: `a11y-${language.lang}`, name: 'Axe Tester' })
      const slug = await firstSlug(b)
      // The public pages signed in differ from the scans above only in the header and the product
      // page's signed-in parts (wishlist hearts, review form).
      const { found, visited } = await scan(
        language,
        [hrefOf('home'), hrefOf('product', { slug }), ...accountRoutes],
        token,
      )
      // Signed in, the guarded routes render in place instead of sending the visitor to /
      // (/order-confirmation may send on when there is no order to confirm).
      for (const path of accountRoutes.slice(0, 4)) expect(visited).toContain(path)
      expect(found).toEqual([])
    }, 150_000)
  }
})

describe('accessibility (axe, WCAG 2.2 AA) of the review form', () => {
  for (const language of LANGUAGES) {
    it(`has no violations with the form open and its rating message shown in ${language.name}, light and dark`, async () => {
      const { context, page } = await signedInPage(b, {
        lang: language.lang,
        theme: 'light',
        name: 'Axe Reviewer',
      })
      await page.goto(hrefOf('product', { slug: await firstSlug(b) }), { waitUntil: 'networkidle' })
      await page.getByRole('tab').nth(2).click()
      const form = page.locator('form').filter({ has: page.getByRole('radiogroup') })
      await form.getByRole('button', { name: /.+/ }).first().click()
      await form.locator('[aria-invalid="true"]').first().waitFor()
      expect(await lightAndDark(page, language)).toEqual([])
      await context.close()
    })
  }
})
