import type { paths } from '@storefront/sdk/schema'
import { componentValidator, type HttpMethod, validateResponse } from '../http/contract.ts'
import { findVariant, listVariants, type ProductSummary, type Variant } from '../store/catalog.ts'
import { commerce } from '../store/commerce.ts'
import { issueCaptchaToken } from '../store/engagement.ts'
import { SAMPLE_ADDRESS } from './sample-address.ts'

export const ORIGIN = 'http://localhost'

export interface CallOptions {
  token?: string
  params?: Record<string, string | number>
  query?: Record<string, string | number>
  /** A JSON body (any value, so tests can send wrong ones). */
  json?: unknown
  form?: Record<string, string>
  /** A raw body sent as is, with its content type. */
  raw?: { body: string; type: string }
  /** Extra request headers (`Idempotency-Key`). */
  headers?: Record<string, string>
  /** Statuses the route layer adds (400 unreadable JSON, 415 wrong type); the body must still be the error shape. */
  undocumented?: number[]
}

export interface CallResult {
  status: number
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the contract allows.
  body: any
}

/** Fails the test when the answer breaks openapi.yaml: an undocumented status or a body off its schema. */
export async function call(
  method: HttpMethod,
  path: keyof paths & string,
  options: CallOptions = {},
): Promise<CallResult> {
  let url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(options.params?.[name] ?? '')),
  )
  if (options.query) {
    const search = new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
    url += `?${search}`
  }
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  let body: BodyInit | undefined
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) {
    const form = new FormData()
    for (const [k, v] of Object.entries(options.form)) form.append(k, v)
    body = form
  } else if (options.raw) {
    headers['content-type'] = options.raw.type
    body = options.raw.body
  }
  const response = await fetch(`${ORIGIN}${url}`, { method: method.toUpperCase(), headers, body })
  const text = await response.text()
  const parsed = text ? JSON.parse(text) : undefined
  const problems = options.undocumented?.includes(response.status)
    ? componentProblems('ErrorResponse', parsed)
    : validateResponse(method, path, response.status, parsed)
  if (problems.length > 0) {
    throw new Error(
      `${method.toUpperCase()} ${url} → ${response.status} breaks openapi.yaml: ${problems.join('; ')}`,
    )
  }
  return { status: response.status, body: parsed }
}

function componentProblems(name: string, body: unknown): string[] {
  const validate = componentValidator(name)
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
}

/** A fresh human-check token for the send-otp bodies (the commerce server does not serve the captcha call). */
export async function captcha(): Promise<string> {
  return issueCaptchaToken()
}

/** The latest code "mailed" to an address. */
export function latestCode(email: string): string {
  const messages = commerce.outbox.findMany((q) => q.where({ to: email.toLowerCase() }))
  const last = messages.at(-1)
  if (!last) throw new Error(`No code was sent to ${email}`)
  return last.code
}

/** Registers a new client through the OTP journey and answers its token and client. */
export async function register(email: string, name = 'Nora Haddad', extra: Record<string, unknown> = {}) {
  const sent = await call('post', '/api/v1/client/send-otp-register', {
    json: { email, name, terms: true, recaptcha_token: await captcha(), ...extra },
  })
  if (sent.status !== 200)
    throw new Error(`send-otp-register answered ${sent.status}: ${JSON.stringify(sent.body)}`)
  const verified = await call('post', '/api/v1/client/verify-otp-register', {
    json: { email, otp: latestCode(email) },
  })
  if (verified.status !== 200) throw new Error(`verify-otp-register answered ${verified.status}`)
  return { token: verified.body.token as string, client: verified.body.client }
}

/** Signs an existing client in through the OTP journey and answers its token. */
export async function signIn(email: string): Promise<string> {
  const sent = await call('post', '/api/v1/client/send-otp-login', {
    json: { email, recaptcha_token: await captcha() },
  })
  if (sent.status !== 200)
    throw new Error(`send-otp-login answered ${sent.status}: ${JSON.stringify(sent.body)}`)
  const verified = await call('post', '/api/v1/client/verify-otp-login', {
    json: { email, otp: latestCode(email) },
  })
  if (verified.status !== 200) throw new Error(`verify-otp-login answered ${verified.status}`)
  return verified.body.token
}

/** Everything the commerce half stores, as plain JSON (to prove a refused call changed nothing). */
export function commerceSnapshot(): string {
  return JSON.stringify(Object.fromEntries(Object.entries(commerce).map(([name, c]) => [name, c.all()])))
}

export function addressInput(overrides: Record<string, unknown> = {}) {
  return { ...SAMPLE_ADDRESS, ...overrides }
}

/** The first catalogue variant (id order) that matches, with its product summary. */
export function variantWhere(test: (variant: Variant) => boolean): {
  variant: Variant
  product: ProductSummary
} {
  const variant = listVariants().find(test)
  const found = variant && findVariant(variant.id)
  if (!found) throw new Error('No catalogue variant matches')
  return found
}
