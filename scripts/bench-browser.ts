// What bench:web's measures share: a child process with a time limit, a browser context, a signed-in shopper's profile.
import { spawn } from 'node:child_process'
import { rmSync } from 'node:fs'
import { DEFAULT_ADDRESS, outboxCode } from '@storefront/mock/testing'
import { type BrowserContext, chromium, type LaunchOptions } from 'playwright-core'

/** Async and bounded: the measured servers live in this process, and a hung browser must not hold the run. */
export function run(cmd: string, args: string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'inherit'], env: process.env })
    const timer = setTimeout(() => child.kill('SIGKILL'), 240_000)
    child.on('error', reject)
    child.on('exit', (code, signal) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`${cmd} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`))
    })
  })
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? Number.NaN
}

const chromeArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run']

export type ContextOptions = Parameters<typeof chromium.launchPersistentContext>[1]

export async function openContext(
  executablePath: string,
  profile?: string,
  options: ContextOptions = {},
): Promise<BrowserContext> {
  const launch: LaunchOptions = { executablePath, args: chromeArgs }
  const contextOptions = { extraHTTPHeaders: { 'accept-encoding': 'gzip' }, ...options }
  if (profile) return chromium.launchPersistentContext(profile, { ...launch, ...contextOptions })
  const browser = await chromium.launch(launch)
  const context = await browser.newContext(contextOptions)
  context.on('close', () => void browser.close())
  return context
}

export async function api(base: string, method: string, path: string, token: string, body?: unknown) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return res.json() as Promise<{ data: unknown }>
}

export async function tokenOf(context: BrowserContext, base: string): Promise<string> {
  const token = (await context.cookies(base)).find((c) => c.name === 'auth_token')?.value
  if (!token) throw new Error('signing in left no auth_token cookie')
  return decodeURIComponent(token)
}

export async function signedInProfile(executablePath: string, base: string, dir: string): Promise<string> {
  rmSync(dir, { recursive: true, force: true })
  const context = await openContext(executablePath, dir)
  const page = await context.newPage()
  const email = `bench.${Date.now()}@example.com`
  await page.goto(`${base}/register`)
  // Typed before hydration, the form would be the server's plain one.
  await page.locator('#root[data-app-ready]').waitFor({ state: 'attached' })
  await page.getByRole('textbox', { name: 'Full name' }).fill('Nora Haddad')
  await page.getByRole('main').getByRole('textbox', { name: 'E-mail address' }).fill(email)
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check()
  await page.getByRole('button', { name: 'Create account' }).click()
  await page.waitForURL('**/otp')
  await page.getByRole('textbox', { name: 'One-time code' }).fill(await outboxCode(base, email))
  await page.waitForURL((url) => url.pathname === '/')
  // The header shows the profile link until the account menu's code replaces it.
  await page
    .getByRole('link', { name: 'Profile' })
    .or(page.getByRole('button', { name: 'Account menu' }))
    .waitFor()
  // A returning shopper has answered the cookie banner: on a phone it lies over the product page's Add to cart.
  await page.getByRole('button', { name: 'Decline', exact: true }).click()
  const token = await tokenOf(context, base)
  const variants = (await api(base, 'GET', '/api/v1/client/getAllProductsVariants?per_page=100', token))
    .data as { id: number; stock: number; pre_order: boolean }[]
  for (const v of variants.filter((v) => !v.pre_order && v.stock >= 5).slice(0, 2)) {
    await api(base, 'POST', '/api/v1/client/cart/addOrUpdate', token, { variant_id: v.id, quantity: 1 })
  }
  await api(base, 'POST', '/api/v1/client/addresses', token, DEFAULT_ADDRESS)
  // The cart's pictures are made now, not while those pages are measured.
  for (const path of ['/cart', '/checkout']) await page.goto(`${base}${path}`, { waitUntil: 'networkidle' })
  await context.close()
  return dir
}
