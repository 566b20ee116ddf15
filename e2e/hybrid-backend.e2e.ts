// Hybrid mode end to end: the storefront against a backend that is not the mock (a server on its own
// origin that breaks the contract on purpose), two operations mocked by `storefront-mock --backend
// <url> --mock <ids>`. The pages work, and the backend's breaches show in the request log and in
// the drift report of the traffic saved as HAR.
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { expect, it, onTestFinished } from 'vitest'
import { type DriftedBackend, startDriftedBackend } from '../packages/contract/src/testing/drifted-backend.ts'
import { cli } from '../packages/contract/src/testing/run-cli.ts'
import { useBrowser } from './browser.ts'
import { freePort, type RunningServer, startProductionServer } from './serving.ts'
import { startMockProcess, stopProcess } from './topology.ts'

/** The mocked two: the backend's team list is always empty and its categories lack Content-Language (packages/contract's drifted backend). */
const MOCKED = ['getTeamMembers', 'getCategories']

interface Logged {
  operationId: string
  path: string
  status: number
  source?: string
  contract?: { side: string; reason: string }
}

let hybridUrl = ''
let backend: DriftedBackend | undefined
const b = useBrowser(async () => {
  // The backend's own data and pictures live behind it, on an origin the browser never asks for data.
  const upstreamPort = await freePort()
  const upstream = await startMockProcess(['--media-origin', `http://127.0.0.1:${upstreamPort}`], {
    port: upstreamPort,
    record: false,
  })
  backend = await startDriftedBackend(upstream.url)
  const hybrid = await startMockProcess(
    ['--backend', backend.url, '--mock', MOCKED.join(','), '--media-origin', upstream.url],
    { record: false },
  )
  hybridUrl = hybrid.url
  let web: RunningServer | undefined
  try {
    web = await startProductionServer({ API_URL: hybrid.url, MEDIA_ORIGINS: upstream.url, WEB_WORKERS: '1' })
  } finally {
    if (!web) await Promise.all([stopProcess(hybrid.child), backend.close(), stopProcess(upstream.child)])
  }
  const running = web
  return {
    url: running.url,
    close: async () => {
      await running.stop()
      await Promise.all([stopProcess(hybrid.child), backend?.close(), stopProcess(upstream.child)])
    },
  }
})

async function requestLog(): Promise<Logged[]> {
  const answer = await fetch(`${hybridUrl}/__mock/requests`)
  return ((await answer.json()) as { data: { calls: Logged[] } }).data.calls
}

it('the storefront works against a contract-breaking backend with two operations mocked, and its breaches show in the request log and the HAR diff', async () => {
  expect(new URL(backend?.url ?? '').origin).not.toBe(new URL(hybridUrl).origin)
  expect(await (await fetch(`${hybridUrl}/__mock/hybrid`)).json()).toMatchObject({
    data: { backend: `${backend?.url}/`, mocked: [...MOCKED].sort() },
  })

  const { page, context } = await b.page()
  await page.goto('/')
  const firstProduct = page.locator('main a[href^="/product/"]').first()
  await firstProduct.waitFor()
  await page.goto('/shop')
  await page.getByText(/^Showing \d+ of \d+ Products$/).waitFor()
  const href = (await page.locator('main a[href^="/product/"]').first().getAttribute('href')) ?? ''
  await page.goto(href)
  await page.getByRole('heading', { level: 1 }).waitFor()
  await page
    .getByRole('button', { name: /add to cart/i })
    .first()
    .waitFor()
  // Read before more pages push these calls out of the log's last 100.
  const log = await requestLog()
  const productPath = href.replace('/product/', '/api/v1/client/product/')
  expect(log.find((c) => c.operationId === 'getProduct' && c.path.startsWith(productPath))).toMatchObject({
    source: 'backend',
    status: 200,
    contract: {
      side: 'response',
      reason: expect.stringContaining("must have required property 'short_description'"),
    },
  })
  expect(log.find((c) => c.operationId === 'getHome')).toMatchObject({ source: 'backend', status: 200 })
  expect(log.filter((c) => c.source === 'backend' && MOCKED.includes(c.operationId))).toEqual([])
  // The backend's team list is empty: the team shows only because the mock answers it.
  await page.goto('/about-us')
  await page.getByRole('heading', { name: 'Meet the team' }).waitFor()
  await page.locator('main li').filter({ hasText: 'Salma Fathy' }).waitFor()
  await context.close()

  const team = (await requestLog()).filter((c) => c.operationId === 'getTeamMembers')
  expect(team.length).toBeGreaterThan(0)
  for (const call of team) {
    expect(call).toMatchObject({ source: 'mock', status: 200 })
    expect(call.contract).toBeUndefined()
  }

  // The contract journey through the hybrid mock, saved as HAR, then replayed on a plain mock.
  const dir = mkdtempSync(join(tmpdir(), 'hybrid-backend-'))
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }))
  const har = join(dir, 'hybrid.har')
  await cli([hybridUrl, '--record', har])
  expect(existsSync(har)).toBe(true)
  const diff = await cli(['--diff', har, '--report', 'json'])
  expect(diff.code, diff.stderr).toBe(1)
  const drifts = (JSON.parse(diff.stdout) as { drifts: { operation: string; kind: string; path: string }[] })
    .drifts
  expect(drifts).toContainEqual(
    expect.objectContaining({ operation: 'getProducts', kind: 'type', path: 'data[].price' }),
  )
  expect(drifts).toContainEqual(expect.objectContaining({ operation: 'getProduct', kind: 'field' }))
  expect(drifts.filter((d) => MOCKED.includes(d.operation))).toEqual([])
}, 400_000)
