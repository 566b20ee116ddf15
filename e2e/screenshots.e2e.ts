import { describe, expect, it } from 'vitest'
import { prepareVisit, screenshotsDir, useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()

const modes = [
  { name: 'light', theme: 'light', lang: 'en', dark: false, dir: 'ltr' },
  { name: 'dark', theme: 'dark', lang: 'en', dark: true, dir: 'ltr' },
  { name: 'arabic', theme: 'light', lang: 'ar', dark: false, dir: 'rtl' },
] as const

/** Relative luminance of a CSS rgb() colour. */
function luminance(rgb: string): number {
  const [r, g, bl] = (rgb.match(/\d+(\.\d+)?/g) ?? ['255', '255', '255']).map(Number)
  return (0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (bl ?? 0)) / 255
}

describe('main pages in light, dark and Arabic (screenshots left in test-results/screenshots)', () => {
  for (const mode of modes) {
    it(`renders home, shop, a product and about-us in ${mode.name}`, async () => {
      const { context, page } = await b.page({ viewport: { width: 1280, height: 1000 } })
      await prepareVisit(context, b.baseUrl, { lang: mode.lang, theme: mode.theme })
      const slug = await page.request
        .get('/api/v1/client/shop?per_page=1&sort=rating')
        .then((r) => r.json())
        .then((j: { data: { slug: string }[] }) => j.data[0]?.slug)
      if (!slug) throw new Error('the shop is empty')
      for (const [name, path] of [
        ['home', hrefOf('home')],
        ['shop', hrefOf('shop')],
        ['product', hrefOf('product', { slug })],
        ['about-us', hrefOf('about')],
      ] as const) {
        await page.goto(path)
        await page.getByRole('main').waitFor()
        await page.waitForLoadState('networkidle')
        expect(await page.evaluate(() => document.documentElement.dir)).toBe(mode.dir)
        const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
        if (mode.dark) expect(luminance(bg)).toBeLessThan(0.3)
        else expect(luminance(bg)).toBeGreaterThan(0.7)
        expect((await page.getByRole('main').innerText()).trim().length).toBeGreaterThan(20)
        await page.screenshot({ path: `${screenshotsDir}${name}-${mode.name}.png`, fullPage: false })
      }
      await context.close()
    })
  }
})
