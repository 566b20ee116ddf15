import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { api } from './api.ts'
import { prepareVisit, useBrowser } from './browser.ts'
import { hrefOf, publicRoutes, shopperAccount } from './fixtures.ts'
import { appearance, focusIndicator } from './visibility.ts'
import type { MockAt } from './world.ts'

const b = useBrowser()

type Detail = { variants: { color: { id: number; hex: string } | null; size: { id: number } | null }[] }

async function productSlugs(at: MockAt): Promise<{ first: string; colourful: string }> {
  const list = (await api<{ data: { slug: string }[] }>(at, 'GET', '/api/v1/client/shop?per_page=40')).body
  const first = list.data[0]?.slug
  if (!first) throw new Error('the shop listing is empty')
  for (const { slug } of list.data) {
    const detail = (await api<{ data: Detail }>(at, 'GET', `/api/v1/client/product/${slug}`)).body
    const colours = new Set(detail.data.variants.map((v) => v.color?.hex.toLowerCase()))
    const sizes = new Set(detail.data.variants.map((v) => v.size?.id))
    if ((colours.has('#000000') || colours.has('#111111')) && colours.size > 1 && sizes.size > 1) {
      return { first, colourful: slug }
    }
  }
  throw new Error('no product offers black among several colours and sizes')
}

/** Tabs from the top of the page to its end; returns every stop that shows no indicator, in either theme. */
async function invisibleStops(page: Page, path: string): Promise<{ stops: number; missing: string[] }> {
  await page.goto(path, { waitUntil: 'networkidle' })
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo(0, 0)
  })
  const missing: string[] = []
  const seen = new Set<string>()
  let stops = 0
  for (let i = 0; i < 250; i++) {
    await page.keyboard.press('Tab')
    const found = await focusIndicator(page)
    // Back at an element already visited: the page has been tabbed through.
    if (!found || seen.has(found.key)) break
    seen.add(found.key)
    stops++
    for (const theme of ['light', 'dark'] as const) {
      const { visible, element, reason } = found[theme]
      if (!visible) missing.push(`${path} (${theme}) ${element}: ${reason}`)
    }
  }
  return { stops, missing }
}

describe('visible keyboard focus (WCAG 2.4.7)', () => {
  for (const signedIn of [false, true]) {
    it(`every Tab stop on ${signedIn ? 'the home page and every account screen' : 'every public route'} shows a 2 px, 3:1 indicator in the light and the dark theme, ${signedIn ? 'signed in' : 'signed out'}`, async () => {
      const { first } = await productSlugs(b)
      const token = signedIn
        ? (await shopperAccount(b, { tag: 'focus', name: 'Focus Tester' })).token
        : undefined
      const { context, page } = await b.page()
      await prepareVisit(context, b.baseUrl, { theme: 'light', token })
      // Signed in, the public pages differ only in the header, which / covers; the time goes to
      // the screens only a signed-in shopper sees.
      const routes = signedIn
        ? [
            hrefOf('home'),
            hrefOf('cart'),
            hrefOf('wishlist'),
            hrefOf('profile'),
            hrefOf('profile', { tab: 'addresses' }),
            hrefOf('checkout'),
          ]
        : [...publicRoutes(first), hrefOf('login'), hrefOf('register')]
      const missing: string[] = []
      for (const path of routes) {
        const result = await invisibleStops(page, path)
        // A page with nothing to tab to would prove nothing.
        expect(result.stops, path).toBeGreaterThan(5)
        missing.push(...result.missing)
      }
      await context.close()
      expect(missing).toEqual([])
    }, 240_000)
  }
})

describe('the chosen colour and size stand out', () => {
  for (const theme of ['light', 'dark'] as const) {
    it(`the checked swatch and size differ visibly from the others, and every swatch is visible, ${theme}`, async () => {
      const { colourful } = await productSlugs(b)
      const { context, page } = await b.page({ viewport: { width: 390, height: 844 } })
      await prepareVisit(context, b.baseUrl, { theme })
      await page.goto(hrefOf('product', { slug: colourful }), { waitUntil: 'networkidle' })
      const colours = page.getByRole('radiogroup', { name: /^Color/ })
      const sizes = page.getByRole('radiogroup', { name: /^Size/ })
      await sizes.getByRole('radio').last().check()
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur())

      const swatches = await appearance(colours.getByRole('radio'))
      expect(swatches.length).toBeGreaterThan(1)
      expect(swatches.filter((s) => s.checked)).toHaveLength(1)
      swatches.forEach((swatch, i) => {
        // Its fill or its edge stands out from the page (the black swatch on the dark page too).
        expect(
          Math.max(swatch.fill, swatch.border),
          `swatch ${i} ${swatch.background}`,
        ).toBeGreaterThanOrEqual(3)
        if (swatch.checked) expect(swatch.edge, `checked swatch ${i}`).not.toBeNull()
        else expect(swatch.edge, `unchecked swatch ${i}`).toBeNull()
      })

      const chips = await appearance(sizes.getByRole('radio'))
      expect(chips.length).toBeGreaterThan(1)
      expect(chips.filter((s) => s.checked)).toHaveLength(1)
      chips.forEach((chip, i) => {
        if (chip.checked) expect(chip.edge, `checked size ${i}`).not.toBeNull()
        else expect(chip.edge, `unchecked size ${i}`).toBeNull()
      })
      await context.close()
    })
  }
})
