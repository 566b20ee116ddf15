import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export const A11Y_MODES = [
  { name: 'English light', lang: 'en', theme: 'light' },
  { name: 'English dark', lang: 'en', theme: 'dark' },
  { name: 'Arabic light', lang: 'ar', theme: 'light' },
  { name: 'Arabic dark', lang: 'ar', theme: 'dark' },
] as const

export type A11yMode = (typeof A11Y_MODES)[number]

/** Each language once and each theme once: for the scans of one screen's states, where a11y.e2e.ts already reads every route in all four modes. */
export const A11Y_CROSSED: readonly A11yMode[] = [A11Y_MODES[0], A11Y_MODES[3]]

/** Axe's WCAG 2.2 AA violations, one line each; `within` scans only those parts, and a missing part counts as a violation. */
export async function violations(
  page: Page,
  within?: { include: string[]; required?: string },
): Promise<string[]> {
  await page.evaluate(axeSource)
  return page.evaluate(async (within) => {
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
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    })
    return r.violations.map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
  }, within)
}
