import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import ar from '../apps/web/src/i18n/ar/index.ts'
import en from '../apps/web/src/i18n/en/index.ts'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export const A11Y_MODES = [
  { name: 'English light', lang: 'en', theme: 'light' },
  { name: 'English dark', lang: 'en', theme: 'dark' },
  { name: 'Arabic light', lang: 'ar', theme: 'light' },
  { name: 'Arabic dark', lang: 'ar', theme: 'dark' },
] as const

export type A11yMode = (typeof A11Y_MODES)[number]

const THEME_TO_DARK = { en: en.theme.switchToDark, ar: ar.theme.switchToDark }

/** Each language once and each theme once: for the scans of one screen's states, where a11y.e2e.ts already reads every route in all four modes. */
export const A11Y_CROSSED: readonly A11yMode[] = [A11Y_MODES[0], A11Y_MODES[3]]

/** The rules whose verdict depends on colours: all that can change when the same page turns dark. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/** The page turned dark in place by its own theme button, as a shopper turns it. */
export async function darkInPlace(page: Page, lang: 'en' | 'ar'): Promise<void> {
  await page.getByRole('button', { name: THEME_TO_DARK[lang], exact: true }).first().click()
  await page.locator('html.dark').waitFor({ state: 'attached' })
  // Colours fade to the new theme: scanned mid-way, a button would be half light and half dark.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const fading = document
      .getAnimations()
      .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
    await Promise.all(fading.map((a) => a.finished.catch(() => undefined)))
  })
}

/** Axe's WCAG 2.2 AA violations, one line each; `within` scans only those parts, and a missing part counts as a violation; `rules` narrows the scan to those rules. */
export async function violations(
  page: Page,
  within?: { include: string[]; required?: string },
  rules?: string[],
): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(
    async ([within, rules]) => {
      const axe = (
        window as unknown as {
          axe: {
            run: (
              context: unknown,
              options: unknown,
            ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
          }
        }
      ).axe
      if (within?.required && !document.querySelector(within.required))
        return [`nothing matches ${within.required}`]
      const include = within?.include.filter((selector) => document.querySelector(selector)).map((s) => [s])
      const r = await axe.run(include ? { include } : document, {
        runOnly: rules
          ? { type: 'rule', values: rules }
          : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      })
      return r.violations.map(
        (v) =>
          `${v.id}: ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(', ')}`,
      )
    },
    [within, rules] as const,
  )
}
