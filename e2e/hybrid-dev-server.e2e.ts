// `MOCK_BACKEND=<url> npm run dev`: the app against a backend on another origin (here a second mock
// process), one operation mocked, and the toolbar's switch moving another between the two.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { expect, it } from 'vitest'
import { useBrowser } from './browser.ts'
import { hrefOf } from './fixtures.ts'
import { freePort, startDevServer } from './serving.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

/** A second mock as the "real" backend: its own process and origin. */
async function startBackend(): Promise<{ url: string; close: () => Promise<void> }> {
  const args = ['--conditions=@storefront/source', '--import', 'tsx', 'packages/mock/src/cli.ts']
  const child: ChildProcess = spawn(process.execPath, [...args, '--port', '0', '--quiet'], { cwd: root })
  const url = await new Promise<string>((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk
      const found = /on (http:\S+)/.exec(out)?.[1]
      if (found) resolve(found)
    })
    child.once('exit', () => reject(new Error(`the backend exited: ${out}`)))
  })
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}

let backend: Awaited<ReturnType<typeof startBackend>> | undefined
const b = useBrowser(async () => {
  backend = await startBackend()
  const port = await freePort()
  const env = { MOCK_BACKEND: backend.url, MOCK_ONLY: 'getCategories' }
  const dev = await startDevServer(['--port', String(port), '--host', '127.0.0.1'], env, port)
  return {
    url: dev.url,
    close: async () => {
      await dev.close()
      await backend?.close()
    },
  }
})

it("shows the backend's answers and the mock's apart in the toolbar's log, and switches an operation to the mock", async () => {
  const { page, context } = await b.page()
  await page.goto(hrefOf('home'))
  await page.locator('main a[href^="/product/"]').first().waitFor({ timeout: 120_000 })
  await page.getByTestId('mock-toolbar-launcher').click({ timeout: 60_000 })
  const toolbar = page.getByTestId('mock-toolbar')
  await toolbar.getByText(backend?.url ?? '-').waitFor({ timeout: 60_000 })
  const homeCalls = (source: string) =>
    toolbar
      .getByTestId('mock-request-log')
      .locator(`tr[data-source="${source}"]`)
      .filter({ hasText: '/api/v1/client/home' })
  await page.request.get('/api/v1/client/home')
  await expect.poll(() => homeCalls('backend').count()).toBeGreaterThan(0)
  expect(await homeCalls('mock').count()).toBe(0)

  await toolbar.getByRole('combobox', { name: 'Operation to switch' }).selectOption('getHome')
  await toolbar.getByRole('button', { name: 'Answer from the mock' }).click()
  await expect.poll(() => toolbar.getByTestId('hybrid-mocked').textContent()).toContain('getHome')
  await page.request.get('/api/v1/client/home')
  await expect.poll(() => homeCalls('mock').count()).toBeGreaterThan(0)
  await context.close()
}, 300_000)
