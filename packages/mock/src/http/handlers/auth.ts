import { HttpResponse, http } from 'msw'
import type { Client, OtpPurpose, OtpRecord, RegisterRequest } from '../../model/records.ts'
import { commerce, findClientByEmail, normalEmail, registerClient, toClient } from '../../store/commerce.ts'
import { consumeCaptchaToken } from '../../store/engagement.ts'
import { createSession, revokeSession } from '../../store/sessions.ts'
import { mockConfig } from '../config.ts'
import { birthdateProblem, invalid, nameProblem, problems } from '../field-rules.ts'
import { errorBody, route, securedRoute } from '../route.ts'

/** Wrong codes allowed before a code is void. */
export const MAX_OTP_ATTEMPTS = 5

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

async function sendCode(email: string, purpose: OtpPurpose, registration: RegisterRequest | null) {
  const code = randomCode()
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
  const subject = purpose === 'register' ? 'Confirm your e-mail address' : 'Your sign-in code'
  await commerce.outbox.create({ to: email, subject, code, sent_at: new Date(at).toISOString() })
  if (env.MOCK_QUIET !== '1') console.info(`[mock mail] to ${email}: your code is ${code}`)
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

type CheckResult = { ok: true; otp: OtpRecord } | { ok: false; message: string }

/** Checks a code; a wrong one counts as a try and the fifth wrong try voids the code. */
async function checkCode(email: string, purpose: OtpPurpose, code: string): Promise<CheckResult> {
  const otp = findOtp(email, purpose)
  if (!otp || otp.attempts >= MAX_OTP_ATTEMPTS) return { ok: false, message: 'OTP verification failed.' }
  if (Date.now() >= otp.expires_at) return { ok: false, message: 'OTP has expired.' }
  if (otp.code !== code) {
    // The record stays (voided) so the resend wait still applies.
    await commerce.otps.update(otp, {
      data(o) {
        o.attempts += 1
      },
    })
    return { ok: false, message: 'OTP verification failed.' }
  }
  commerce.otps.delete(otp)
  return { ok: true, otp }
}

function otpError(message: string) {
  return errorBody(message, { otp: [message] })
}

async function signedIn(client: Client, message: string) {
  return { result: true, message, token: await createSession(client.id), client: toClient(client) }
}

export const authHandlers = [
  route('post', '/api/v1/client/send-otp-register', async ({ body, reply }) => {
    if (!consumeCaptchaToken(body.recaptcha_token)) return reply(422, captchaRefused())
    const email = normalEmail(body.email)
    if (findClientByEmail(email)) {
      return reply(
        422,
        errorBody('The email has already been taken.', { email: ['The email has already been taken.'] }),
      )
    }
    const fields = problems({
      name: nameProblem(body.name),
      birthdate: birthdateProblem(body.birthdate),
    })
    if (fields) return reply(422, invalid(fields))
    const wait = resendWait(email, 'register')
    if (wait > 0) return reply(429, tooSoon(wait))
    return reply(200, await sendCode(email, 'register', { ...body, email, name: body.name.trim() }))
  }),

  route('post', '/api/v1/client/send-otp-login', async ({ body, reply }) => {
    if (!consumeCaptchaToken(body.recaptcha_token)) return reply(422, captchaRefused())
    const email = normalEmail(body.email)
    if (!findClientByEmail(email)) {
      return reply(
        422,
        errorBody('No account found for this email.', { email: ['No account found for this email.'] }),
      )
    }
    const wait = resendWait(email, 'login')
    if (wait > 0) return reply(429, tooSoon(wait))
    return reply(200, await sendCode(email, 'login', null))
  }),

  route('post', '/api/v1/client/verify-otp-login', async ({ body, reply }) => {
    const email = normalEmail(body.email)
    const check = await checkCode(email, 'login', body.otp)
    if (!check.ok) return reply(422, otpError(check.message))
    const client = findClientByEmail(email)
    if (!client)
      return reply(
        422,
        errorBody('No account found for this email.', { email: ['No account found for this email.'] }),
      )
    return reply(200, await signedIn(client, 'Signed in successfully.'))
  }),

  route('post', '/api/v1/client/verify-otp-register', async ({ body, reply }) => {
    const email = normalEmail(body.email)
    const check = await checkCode(email, 'register', body.otp)
    if (!check.ok) return reply(422, otpError(check.message))
    // Someone may have registered the address between sending and verifying.
    if (findClientByEmail(email)) {
      return reply(
        422,
        errorBody('The email has already been taken.', { email: ['The email has already been taken.'] }),
      )
    }
    const client = await registerClient(email, check.otp.registration)
    return reply(200, await signedIn(client, 'Account created successfully.'))
  }),

  securedRoute('post', '/api/v1/client/logout', async ({ session, reply }) => {
    await revokeSession(session.token)
    return reply(200, { result: true, message: 'Logged out successfully.' })
  }),

  /** Dev only, not in openapi.yaml: the codes "sent" so far, latest last. */
  http.get('*/__mock/outbox', ({ request }) => {
    const wanted = new URL(request.url).searchParams.get('email')
    const messages = commerce.outbox
      .all()
      .filter((m) => !wanted || m.to === normalEmail(wanted))
      .map(({ to, subject, code, sent_at }) => ({ to, subject, code, sent_at }))
    return HttpResponse.json({ messages })
  }),
]
