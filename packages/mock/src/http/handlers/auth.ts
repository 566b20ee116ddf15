import { HttpResponse, http } from 'msw'
import type { Client, OtpPurpose, OtpRecord, RegisterRequest } from '../../model/records.ts'
import { commerce, findClientByEmail, normalEmail, registerClient, toClient } from '../../store/commerce.ts'
import { consumeCaptchaToken } from '../../store/engagement.ts'
import { createSession, revokeSession } from '../../store/sessions.ts'
import { mockConfig } from '../config.ts'
import { birthdateProblem, invalid, nameProblem, problems } from '../field-rules.ts'
import { errorBody, route, securedRoute } from '../route.ts'

export const MAX_OTP_ATTEMPTS = 5
/** Wrong codes one address may have tried within {@link OTP_FAILURE_WINDOW_MS} before verify answers 429. */
export const MAX_OTP_FAILURES_PER_ADDRESS = 10
export const OTP_FAILURE_WINDOW_MS = 15 * 60 * 1000

const env: Record<string, string | undefined> =
  typeof process !== 'undefined' && process.env ? process.env : {}

function randomCode(): string {
  const [n = 0] = crypto.getRandomValues(new Uint32Array(1))
  return String(n % 1_000_000).padStart(6, '0')
}

function findOtp(email: string, purpose: OtpPurpose) {
  return commerce.otps.findFirst((q) => q.where({ email, purpose }))
}

function resendWait(email: string, purpose: OtpPurpose): number {
  const otp = findOtp(email, purpose)
  return otp ? Math.max(0, Math.ceil((otp.resend_at - Date.now()) / 1000)) : 0
}

/** What the mock "mails" instead of a code, so the answer is the same whether or not there is an account. */
const NOTICES: Record<OtpPurpose, { subject: string; text: string }> = {
  register: {
    subject: 'You already have an account',
    text: 'Someone asked to register with this address, which already has an account. Sign in instead; if it was not you, nothing has changed.',
  },
  login: {
    subject: 'No account for this address',
    text: 'Someone asked to sign in with this address, which has no account. Register to create one; if it was not you, nothing has changed.',
  },
}

async function sendCode(
  email: string,
  purpose: OtpPurpose,
  registration: RegisterRequest | null,
  notice = false,
) {
  const code = notice ? null : randomCode()
  const at = Date.now()
  commerce.otps.deleteMany((q) => q.where({ email, purpose }))
  await commerce.otps.create({
    email,
    purpose,
    code,
    expires_at: at + mockConfig.otpTtlSeconds * 1000,
    resend_at: at + mockConfig.otpResendSeconds * 1000,
    attempts: 0,
    registration,
  })
  const { subject, text } = notice
    ? NOTICES[purpose]
    : purpose === 'register'
      ? { subject: 'Confirm your e-mail address', text: `Your code is ${code}.` }
      : { subject: 'Your sign-in code', text: `Your code is ${code}.` }
  await commerce.outbox.create({ to: email, subject, code, text, sent_at: new Date(at).toISOString() })
  if (env.MOCK_QUIET !== '1')
    console.info(`[mock mail] to ${email}: ${code ? `your code is ${code}` : subject}`)
  return {
    result: true,
    message: 'OTP sent to your email.',
    expires_in: mockConfig.otpTtlSeconds,
    resend_in: mockConfig.otpResendSeconds,
  }
}

// Spec §8 wording; checked before anything else, as a real server verifies the token first.
export const AUTH_CAPTCHA_FAILED = 'reCAPTCHA verification failed.'
const captchaRefused = () => errorBody(AUTH_CAPTCHA_FAILED, { recaptcha_token: [AUTH_CAPTCHA_FAILED] })

function tooSoon(wait: number) {
  return errorBody('Please wait before asking for a new code.', { resend_in: [String(wait)] })
}

// One message for every refused code (spec §8), so a refusal tells nothing about the address.
export const OTP_FAILED = 'OTP verification failed.'
const otpRefused = () => errorBody(OTP_FAILED, { otp: [OTP_FAILED] })

function lockedFor(email: string): number {
  const since = Date.now() - OTP_FAILURE_WINDOW_MS
  commerce.otpFailures.deleteMany((q) => q.where({ at: (at) => at <= since }))
  const failures = commerce.otpFailures.findMany((q) => q.where({ email })).map((f) => f.at)
  if (failures.length < MAX_OTP_FAILURES_PER_ADDRESS) return 0
  return Math.max(1, Math.ceil((Math.min(...failures) + OTP_FAILURE_WINDOW_MS - Date.now()) / 1000))
}

function tooManyTries(wait: number) {
  return errorBody('Too many wrong codes. Please wait before trying again.', { retry_in: [String(wait)] })
}

type CheckResult = { ok: true; otp: OtpRecord } | { ok: false }

async function checkCode(email: string, purpose: OtpPurpose, code: string): Promise<CheckResult> {
  const otp = findOtp(email, purpose)
  if (otp?.code === code && otp.attempts < MAX_OTP_ATTEMPTS && Date.now() < otp.expires_at) {
    commerce.otps.delete(otp)
    return { ok: true, otp }
  }
  await commerce.otpFailures.create({ email, at: Date.now() })
  // The record stays (voided at the limit) so the resend wait still applies.
  if (otp)
    await commerce.otps.update(otp, {
      data(o) {
        o.attempts += 1
      },
    })
  return { ok: false }
}

async function signedIn(client: Client, message: string) {
  return { result: true, message, token: await createSession(client.id), client: toClient(client) }
}

const retryAfter = (seconds: number) => ({ 'Retry-After': String(seconds) })

export const authHandlers = [
  route('post', '/api/v1/client/send-otp-register', async ({ body, reply }) => {
    if (!consumeCaptchaToken(body.recaptcha_token)) return reply(422, captchaRefused())
    const email = normalEmail(body.email)
    const fields = problems({
      name: nameProblem(body.name),
      birthdate: birthdateProblem(body.birthdate),
    })
    if (fields) return reply(422, invalid(fields))
    const wait = resendWait(email, 'register')
    if (wait > 0) return reply(429, tooSoon(wait), retryAfter(wait))
    const taken = !!findClientByEmail(email)
    const registration = taken ? null : { ...body, email, name: body.name.trim() }
    return reply(200, await sendCode(email, 'register', registration, taken))
  }),

  route('post', '/api/v1/client/send-otp-login', async ({ body, reply }) => {
    if (!consumeCaptchaToken(body.recaptcha_token)) return reply(422, captchaRefused())
    const email = normalEmail(body.email)
    const wait = resendWait(email, 'login')
    if (wait > 0) return reply(429, tooSoon(wait), retryAfter(wait))
    return reply(200, await sendCode(email, 'login', null, !findClientByEmail(email)))
  }),

  route('post', '/api/v1/client/verify-otp-login', async ({ body, reply }) => {
    const email = normalEmail(body.email)
    const locked = lockedFor(email)
    if (locked > 0) return reply(429, tooManyTries(locked), retryAfter(locked))
    const check = await checkCode(email, 'login', body.otp)
    const client = findClientByEmail(email)
    if (!check.ok || !client) return reply(422, otpRefused())
    return reply(200, await signedIn(client, 'Signed in successfully.'))
  }),

  route('post', '/api/v1/client/verify-otp-register', async ({ body, reply }) => {
    const email = normalEmail(body.email)
    const locked = lockedFor(email)
    if (locked > 0) return reply(429, tooManyTries(locked), retryAfter(locked))
    const check = await checkCode(email, 'register', body.otp)
    // Someone may have registered the address between sending and verifying.
    if (!check.ok || findClientByEmail(email)) return reply(422, otpRefused())
    const client = await registerClient(email, check.otp.registration)
    return reply(200, await signedIn(client, 'Account created successfully.'))
  }),

  securedRoute('post', '/api/v1/client/logout', async ({ session, reply }) => {
    await revokeSession(session.token)
    return reply(200, { result: true, message: 'Logged out successfully.' })
  }),

  /** Dev only, not in openapi.yaml: the e-mails "sent" so far (a code, or a notice with `code: null`), latest last. */
  http.get('*/__mock/outbox', ({ request }) => {
    const wanted = new URL(request.url).searchParams.get('email')
    const messages = commerce.outbox
      .all()
      .filter((m) => !wanted || m.to === normalEmail(wanted))
      .map(({ to, subject, code, text, sent_at }) => ({ to, subject, code, text, sent_at }))
    return HttpResponse.json({ messages })
  }),
]
