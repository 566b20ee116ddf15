import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const result = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: Document,
            o: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const r = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })
    return r.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
  })
  return result
}

const modes = [
  { name: 'English light', lang: 'en', theme: 'light' },
  { name: 'English dark', lang: 'en', theme: 'dark' },
  { name: 'Arabic light', lang: 'ar', theme: 'light' },
  { name: 'Arabic dark', lang: 'ar', theme: 'dark' },
] as const

describe('accessibility (axe, WCAG 2.2 AA), signed out', () => {
  for (const mode of modes) {
    it(`has no violations on the public routes in ${mode.name}`, async () => {
      const { context, page } = await b.page()
      await context.addCookies([{ name: 'lang', value: mode.lang, url: b.baseUrl }])
      await context.addInitScript(
        ([theme]) => {
          localStorage.setItem('vite-ui-theme', theme as string)
          localStorage.setItem('cookie_consent', 'true')
        },
        [mode.theme],
      )
      const slug = (
        (await (await fetch(`${b.baseUrl}/api/v1/client/shop?per_page=1`)).json()) as {
          data: { slug: string }[]
        }
      ).data[0]?.slug
      const found: string[] = []
      for (const path of [
        '/',
        '/shop',
        `/product/${slug}`,
        '/about-us',
        '/contact',
        '/faq',
        '/login',
        '/no-such-page',
      ]) {
        await page.goto(path, { waitUntil: 'networkidle' })
        for (const v of await violations(page)) found.push(`${path} ${v}`)
      }
      expect(found).toEqual([])
      await context.close()
    })
  }
})
