import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'

const b = useBrowser()
const DELAY_MS = '1500'

interface Sample {
  phase: string
  /** No element of the main region had a box (Suspense hides the old page with display: none). */
  empty: boolean
  progress: boolean
  skeleton: boolean
}

declare global {
  interface Window {
    __phase: string
    __samples: Sample[]
  }
}

/**
 * Samples the main region on every frame and after every DOM change, so even a single blank
 * frame between two pages is caught.
 */
function recordMain() {
  window.__phase = 'load'
  window.__samples = []
  const sample = () => {
    const main = document.querySelector('main')
    if (main) {
      window.__samples.push({
        phase: window.__phase,
        empty: !Array.from(main.children).some((child) => child.getBoundingClientRect().height > 0),
        progress: document.querySelector('[role="progressbar"]') !== null,
        skeleton: main.querySelector('.skeleton, [aria-busy="true"]') !== null,
      })
    }
  }
  const frame = () => {
    sample()
    requestAnimationFrame(frame)
  }
  requestAnimationFrame(frame)
  new MutationObserver(sample).observe(document, { childList: true, subtree: true })
}

/** Every API call of the page is answered by the mock after DELAY_MS. */
async function slowApi(page: Page) {
  await page.route('**/api/v1/client/**', (route) =>
    route.continue({ headers: { ...route.request().headers(), 'x-mock-delay': DELAY_MS } }),
  )
}

async function phase(page: Page, name: string) {
  await page.evaluate((n) => {
    window.__phase = n
  }, name)
}

/** The progress bar or a skeleton shows while the page waits. */
async function waitingIsVisible(page: Page) {
  await page.locator('[role="progressbar"], main .skeleton').first().waitFor({ state: 'visible' })
}

describe('navigation on a slow network', () => {
  it('home → shop → product never shows an empty main region; a progress bar or skeletons show while waiting', async () => {
    const { context, page } = await b.page()
    await page.addInitScript(recordMain)
    await slowApi(page)
    await page.goto(hrefOf('home'))
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 15_000 })

    await phase(page, 'shop')
    await page.getByRole('navigation').first().getByRole('link', { name: 'Shop', exact: true }).click()
    await waitingIsVisible(page)
    expect(await page.getByRole('progressbar', { name: 'Loading page' }).isVisible()).toBe(true)
    await page.getByText(/Showing \d+ of \d+ Products/).waitFor({ timeout: 15_000 })
    expect(await page.getByRole('progressbar').count()).toBe(0)

    await phase(page, 'product')
    const link = page.getByRole('article').first().getByRole('link')
    const name = (await link.innerText()).trim()
    await link.click()
    await waitingIsVisible(page)
    await page.getByRole('heading', { level: 1, name }).waitFor({ timeout: 15_000 })
    expect(new URL(page.url()).pathname).toMatch(/^\/product\//)
    expect(await page.getByRole('progressbar').count()).toBe(0)

    const samples = await page.evaluate(() => window.__samples)
    for (const name of ['load', 'shop', 'product']) {
      const during = samples.filter((s) => s.phase === name)
      expect(during.length, name).toBeGreaterThan(10)
      expect(
        during.filter((s) => s.empty),
        `empty main during ${name}`,
      ).toEqual([])
      // The first page arrives rendered by the server; moving on waits for the API in the browser.
      if (name !== 'load') {
        expect(
          during.some((s) => s.progress || s.skeleton),
          `loading state during ${name}`,
        ).toBe(true)
      }
    }
    expect(samples.filter((s) => s.phase === 'shop').some((s) => s.skeleton)).toBe(true)
    expect(samples.filter((s) => s.phase === 'product').some((s) => s.progress)).toBe(true)
    await context.close()
  })

  it('hovering a product card on /shop fetches the product before the click', async () => {
    const { context, page } = await b.page()
    const events: string[] = []
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname
      if (path.startsWith('/api/v1/client/product/')) events.push(`request ${path}`)
    })
    await page.goto(hrefOf('shop'))
    await page.getByText(/Showing \d+ of \d+ Products/).waitFor()
    const link = page.getByRole('article').nth(2).getByRole('link')
    const href = await link.getAttribute('href')

    const fetched = page.waitForRequest((r) =>
      new URL(r.url()).pathname.startsWith('/api/v1/client/product/'),
    )
    await link.hover()
    await fetched
    events.push('click')
    await link.click()
    await page.getByRole('heading', { level: 1 }).waitFor()

    expect(events[0]).toBe(`request /api/v1/client${href}`)
    expect(events.indexOf('click')).toBeGreaterThan(0)
    // The product page renders from the prefetched answer.
    expect(events.filter((e) => e.startsWith('request'))).toHaveLength(1)
    await context.close()
  })
})
