import type { components } from '@storefront/sdk/schema'

type Client = components['schemas']['Client']

export interface OutboxSignInOptions {
  name?: string
  extra?: Record<string, unknown>
  /** The mock's isolated world to act in (sent as `X-Mock-Session`); the shared one without it. */
  world?: string
}

const worldHeaders = (world: string | undefined): Record<string, string> =>
  world === undefined ? {} : { 'x-mock-session': world }

export interface SignedIn {
  token: string
  client: Client
}

async function send(baseUrl: string, path: string, body: unknown, world?: string) {
  const response = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...worldHeaders(world) },
    body: JSON.stringify(body),
  })
  const answer = (await response.json()) as Record<string, unknown>
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`)
  return answer
}

async function captchaToken(baseUrl: string, world?: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/v1/captcha-token`, { headers: worldHeaders(world) })
  const answer = (await response.json()) as { token: string }
  return answer.token
}

/** The code last e-mailed to `email`, from the mock's `GET /__mock/outbox`, and whether the server has an outbox at all (a real backend answers 404 or nothing). */
export async function readOutboxCode(
  baseUrl: string,
  email: string,
  options: { world?: string } = {},
): Promise<{ code: string | null; outbox: boolean }> {
  try {
    const response = await fetch(`${baseUrl}/__mock/outbox?email=${encodeURIComponent(email)}`, {
      headers: worldHeaders(options.world),
    })
    if (!response.ok) return { code: null, outbox: false }
    const messages = ((await response.json()) as { messages?: { code?: string }[] }).messages ?? []
    return { code: messages.at(-1)?.code ?? null, outbox: true }
  } catch {
    return { code: null, outbox: false }
  }
}

export async function outboxCode(
  baseUrl: string,
  email: string,
  options: { world?: string } = {},
): Promise<string> {
  const { code, outbox } = await readOutboxCode(baseUrl, email, options)
  if (!outbox) throw new Error(`${baseUrl} has no /__mock/outbox`)
  if (!code) throw new Error(`No code was sent to ${email}`)
  return code
}

/** Registers a new client the way a shopper does: a captcha token, the register code sent, the code read from the mock's outbox, verified. */
export async function registerThroughOutbox(
  baseUrl: string,
  email: string,
  options: OutboxSignInOptions = {},
): Promise<SignedIn> {
  const { name = 'Nora Haddad', extra = {}, world } = options
  const recaptcha_token = await captchaToken(baseUrl, world)
  const register = { email, name, terms: true, recaptcha_token, ...extra }
  await send(baseUrl, '/api/v1/client/send-otp-register', register, world)
  const otp = await outboxCode(baseUrl, email, { world })
  const answer = await send(baseUrl, '/api/v1/client/verify-otp-register', { email, otp }, world)
  return { token: answer.token as string, client: answer.client as Client }
}

export async function signInThroughOutbox(
  baseUrl: string,
  email: string,
  options: { world?: string } = {},
): Promise<SignedIn> {
  const { world } = options
  const recaptcha_token = await captchaToken(baseUrl, world)
  await send(baseUrl, '/api/v1/client/send-otp-login', { email, recaptcha_token }, world)
  const otp = await outboxCode(baseUrl, email, { world })
  const answer = await send(baseUrl, '/api/v1/client/verify-otp-login', { email, otp }, world)
  return { token: answer.token as string, client: answer.client as Client }
}
