// The installed mock's API reference (`/__mock/docs`), followed in a browser as its first section
// says: a captcha token, a code sent, the code read from the outbox, the code verified, and the
// bearer token used on a signed-in operation. All through the page's own "Test Request".
import { chromium, type Locator, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { freePort, scratchEnv, startMock } from './scratch.ts'

const { app } = inject('adoption')
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell'
const PLACEHOLDER = 'TOKEN-OF-getCaptchaToken'

let mock: Awaited<ReturnType<typeof startMock>> | undefined
let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined
let page: Page
const elsewhere: string[] = []

beforeAll(async () => {
  mock = await startMock(app, scratchEnv(), await freePort())
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
  })
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
  page.setDefaultTimeout(30_000)
  const origin = new URL(mock.url).origin
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol.startsWith('http') && url.origin !== origin) elsewhere.push(request.url())
  })
})

afterAll(async () => {
  await browser?.close()
  mock?.stop()
})

const pattern = (text: string) => text.replace(/[/?{}.]/g, (c) => `\\${c}`)

/** Opens the operation's "Test Request" from the reference's sidebar, as a reader would. */
async function tryIt(method: 'get' | 'post', path: string): Promise<Locator> {
  await page.locator(`[data-sidebar-id$="/${method.toUpperCase()}${path}"]`).locator('a').first().click()
  await page
    .getByRole('button', { name: new RegExp(`Test Request\\s*\\(${method} ${pattern(path)}\\)`) })
    .click()
  return page.getByRole('dialog')
}

/** Sends the request of the open dialog; the text of its answer's body as the page shows it. */
async function send(dialog: Locator, method: string, path: string): Promise<string> {
  await dialog
    .getByRole('button', { name: new RegExp(`Send ${method} request to .*${pattern(path)}`) })
    .first()
    .click()
  const body = dialog.locator('.cm-content').last()
  await expect
    .poll(async () => /"(result|messages)"/.test((await body.textContent()) ?? ''), { timeout: 30_000 })
    .toBe(true)
  return (await body.textContent()) ?? ''
}

const field = (text: string, name: string) =>
  [...text.matchAll(new RegExp(`"${name}":\\s*"([^"]+)"`, 'g'))].at(-1)?.[1]
const succeeded = (text: string) => /"result":\s*true/.test(text)

/** Edits the request body as a reader would: select it all, type the edited text. */
async function editBody(dialog: Locator, edit: (body: string) => string): Promise<void> {
  const editor = dialog.locator('.cm-content').first()
  const body = edit((await editor.textContent()) ?? '')
  await editor.focus()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.insertText(body)
  expect(await editor.textContent()).toBe(body)
}

async function close(dialog: Locator) {
  await page.keyboard.press('Escape')
  await dialog.waitFor({ state: 'hidden' })
}

describe("the installed mock's /__mock/docs, followed as it says", () => {
  it('opens with the sign-in steps, from the package alone', async () => {
    const answer = await page.goto(`${mock?.url}/__mock/docs`)
    expect(answer?.status()).toBe(200)
    await page.getByRole('heading', { name: 'Try it against this mock' }).waitFor()
    const steps = (await page.locator('ol').first().textContent()) ?? ''
    for (const name of ['getCaptchaToken', 'sendOtpLogin', PLACEHOLDER, 'readOutbox', 'verifyOtpLogin'])
      expect(steps).toContain(name)
  })

  it('signs the demo shopper in with try-it alone, and the token reads the cart', async () => {
    let dialog = await tryIt('get', '/api/v1/captcha-token')
    const captcha = field(await send(dialog, 'get', '/api/v1/captcha-token'), 'token')
    expect(captcha).toMatch(/\S/)
    await close(dialog)

    dialog = await tryIt('post', '/api/v1/client/send-otp-login')
    await editBody(dialog, (body) => {
      expect(body).toContain(PLACEHOLDER) // the body comes filled in, the token's place marked
      return body.replace(PLACEHOLDER, String(captcha))
    })
    expect(succeeded(await send(dialog, 'post', '/api/v1/client/send-otp-login'))).toBe(true)
    await close(dialog)

    dialog = await tryIt('get', '/__mock/outbox')
    const code = field(await send(dialog, 'get', '/__mock/outbox'), 'code')
    expect(code).toMatch(/^\d{6}$/)
    await close(dialog)

    dialog = await tryIt('post', '/api/v1/client/verify-otp-login')
    await editBody(dialog, (body) => body.replace(/"otp":\s*"\d*"/, `"otp": "${code}"`))
    const token = field(await send(dialog, 'post', '/api/v1/client/verify-otp-login'), 'token')
    expect(token).toMatch(/\S/)
    await close(dialog)

    dialog = await tryIt('get', '/api/v1/client/cart')
    await dialog.getByPlaceholder('Token').fill(String(token))
    expect(succeeded(await send(dialog, 'get', '/api/v1/client/cart'))).toBe(true)
    expect(elsewhere).toEqual([])
  })
})
