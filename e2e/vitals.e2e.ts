import { spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { prepareVisit, useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'
import { jsonLines, type RunningServer, startProductionServer } from './serving.ts'

// Real shoppers' web vitals: sent only with consent, written by the server, read by vitals:report.
let server: RunningServer
const b = useBrowser(async () => {
  server = await startProductionServer({ VITALS_SAMPLE_RATE: '1', WEB_WORKERS: '1' })
  return { url: server.url, close: async () => void (await server.stop()) }
})

const vitalLines = () => jsonLines(server).filter((line) => line.msg === 'web vital')

/** A page loaded, looked at, tapped once, then left, as a shopper leaves it. */
async function visitAndLeave(page: Page, path: string, consented: boolean) {
  await page.goto(path)
  await page.waitForLoadState('networkidle')
  await page.locator('main').click({ position: { x: 5, y: 5 } })
  if (consented)
    await page.waitForFunction(() => performance.getEntriesByName('web-vitals-measuring').length > 0)
  // Long enough for measuring to have begun had it been allowed: the page is idle.
  else await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)))
  // Leaving for another address hides the page, as a shopper's next site does.
  await page.evaluate(() => location.assign('about:blank'))
  await page.waitForURL('about:blank')
}

async function visit(path: string, consent: boolean) {
  const { context, page } = await b.page({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  })
  await prepareVisit(context, b.baseUrl, { consent })
  await visitAndLeave(page, path, consent)
  // Its beacon is written before its browser closes: closing it at once could drop a beacon still on its way.
  if (consent)
    await expect.poll(() => vitalLines().some((line) => line.route === path), { timeout: 15_000 }).toBe(true)
  await context.close()
}

describe('real-user web vitals', () => {
  it('a shopper who declined cookies sends nothing, while one who accepted on the same server does', async () => {
    await visit(hrefOf('about'), false)
    await visit(hrefOf('contact'), true)
    await expect.poll(() => vitalLines().some((line) => line.route === '/contact')).toBe(true)
    expect(vitalLines().filter((line) => line.route === '/about-us')).toEqual([])
  })

  it('a shopper who accepted sends LCP, CLS and TTFB with the route and device, the server writes them, and vitals:report reads them', async () => {
    for (const path of [hrefOf('home'), hrefOf('shop')]) await visit(path, true)
    // INP comes too when a tap was slow enough to count; the other three come with every page.
    const wanted = ['/contact', '/', '/shop'].flatMap((route) =>
      ['LCP', 'CLS', 'TTFB'].map((name) => `${route} ${name}`),
    )
    await expect
      .poll(() =>
        vitalLines()
          .map((line) => `${line.route} ${line.name}`)
          .sort(),
      )
      .toEqual(expect.arrayContaining(wanted))
    for (const line of vitalLines())
      expect(line).toMatchObject({ device: 'phone', value: expect.any(Number) })

    const printed = spawnSync('npx', ['tsx', 'scripts/vitals-report.ts'], {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      input: server.lines.join('\n'),
      encoding: 'utf8',
    })
    expect(printed.status, printed.stderr).toBe(0)
    expect(printed.stdout).toMatch(/^\| \/ \| LCP \| 1 \| \d+ ms \|$/m)
    expect(printed.stdout).toMatch(/^\| \/shop \| CLS \| 1 \| \d\.\d{3} \|$/m)
  })
})
