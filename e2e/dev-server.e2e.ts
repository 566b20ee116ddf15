// `npm run dev` as a developer runs it: on the port asked for, with the mock toolbar, whose changes
// the page in view shows at once and whose request log follows the mock as it answers.
import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser'

const root = fileURLToPath(new URL('..', import.meta.url))
// Within the checkout's port range (E2E_PORT_BASE), apart from the servers the e2e setup starts.
const base = Number(process.env.E2E_PORT_BASE ?? 4179)
const DEV_PORT = base + 73
const ENV_PORT = base + 74

/** `npm run dev -- <args>` from the repository's root, up once the embedded mock answers. */
async function startDev(args: string[], env: Record<string, string>, port: number) {
  const { PORT: _, ...inherited } = process.env
  const child: ChildProcess = spawn('npm', ['run', 'dev', '--', ...args], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...inherited, MOCK_QUIET: '1', ...env },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString()
  })
  const url = `http://127.0.0.1:${port}`
  const close = async () => {
    if (child.exitCode !== null || !child.pid) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  const until = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode}):\n${output}`)
    const health = await fetch(`${url}/__mock/health`).catch(() => null)
    if (health?.ok) return { url, close }
    if (Date.now() > until) {
      await close()
      throw new Error(`npm run dev did not answer on ${url} within 90 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

describe('npm run dev', () => {
  it('serves the app on the port PORT names', async () => {
    const dev = await startDev(['--host', '127.0.0.1'], { PORT: String(ENV_PORT) }, ENV_PORT)
    try {
      const page = await fetch(`${dev.url}/shop`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('<div id="root">')
    } finally {
      await dev.close()
    }
  }, 120_000)
})

describe('npm run dev -- --port N, and the mock toolbar in it', () => {
  const b = useBrowser(() => startDev(['--port', String(DEV_PORT), '--host', '127.0.0.1'], {}, DEV_PORT))

  it('refreshes the page in view after a scenario or a forced answer, and logs each call as it comes, forced ones marked', async () => {
    const { page, context } = await b.page()
    expect(b.baseUrl).toBe(`http://127.0.0.1:${DEV_PORT}`)
    await page.request.post('/__mock/reset')
    await page.goto('/')
    const products = page.locator('main a[href^="/product/"]')
    await products.first().waitFor({ timeout: 120_000 })
    const launcher = page.getByTestId('mock-toolbar-launcher')
    await launcher.click({ timeout: 60_000 })
    const toolbar = page.getByTestId('mock-toolbar')
    await toolbar.waitFor({ timeout: 60_000 })
    const homeCalls = (forced: string) =>
      toolbar
        .getByTestId('mock-request-log')
        .locator(`tr[data-forced="${forced}"]`)
        .filter({ hasText: '/api/v1/client/home' })

    // The home page asks again at once: the catalogue it shows is the empty one, with no navigation.
    await toolbar.getByRole('button', { name: 'Empty catalogue' }).click()
    await expect.poll(() => products.count()).toBe(0)
    // That call is in the log, marked as forced, without a Refresh.
    await expect.poll(() => homeCalls('status=200').count()).toBeGreaterThan(0)

    // A forced error on the read in view: each try is in the log, then the page says it failed.
    await toolbar.getByRole('combobox', { name: 'Operation' }).selectOption('getHome')
    await toolbar.getByRole('combobox', { name: 'Status' }).selectOption('500')
    await toolbar.getByRole('button', { name: 'Apply' }).click()
    await page.locator('main [role="alert"]').filter({ hasText: 'Something went wrong.' }).waitFor()
    // The first try and the app's three retries (spec §7).
    await expect.poll(() => homeCalls('status=500').count()).toBe(4)

    await toolbar.getByRole('button', { name: 'Answer normally' }).click()
    await expect.poll(() => products.count()).toBeGreaterThan(0)
    await expect(homeCalls('status=500').count()).resolves.toBe(4)
    await page.request.post('/__mock/reset')
    await context.close()
  }, 300_000)
})
