import { unwrap } from '@storefront/sdk'
import { apiClient } from '../lib/api'
import { signIn } from '../lib/auth-store'
import { getCaptchaToken } from '../lib/captcha'
import { env } from '../lib/env'

export const DEMO_EMAIL = 'demo@example.com'

/** Signs the seeded demo client in through the mock's OTP flow (the code is read from its dev outbox). */
export async function signInDemo(): Promise<string> {
  const recaptcha_token = await getCaptchaToken()
  unwrap(
    await apiClient.POST('/api/v1/client/send-otp-login', { body: { email: DEMO_EMAIL, recaptcha_token } }),
  )
  const outbox = (await (await fetch(`${env.apiUrl}/__mock/outbox?email=${DEMO_EMAIL}`)).json()) as {
    messages: { code: string }[]
  }
  const otp = outbox.messages.at(-1)?.code ?? ''
  const answer = unwrap(
    await apiClient.POST('/api/v1/client/verify-otp-login', { body: { email: DEMO_EMAIL, otp } }),
  )
  signIn(answer.token, answer.client)
  return answer.token
}

/** Registers and signs in a new client, who has no orders, pre-orders or addresses; answers the e-mail. */
export async function signInNewClient(prefix = 'new'): Promise<string> {
  const email = `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`
  const recaptcha_token = await getCaptchaToken()
  unwrap(
    await apiClient.POST('/api/v1/client/send-otp-register', {
      body: { email, name: 'New Shopper', terms: true, recaptcha_token },
    }),
  )
  const outbox = (await (await fetch(`${env.apiUrl}/__mock/outbox?email=${email}`)).json()) as {
    messages: { code: string }[]
  }
  const answer = unwrap(
    await apiClient.POST('/api/v1/client/verify-otp-register', {
      body: { email, otp: outbox.messages.at(-1)?.code ?? '' },
    }),
  )
  signIn(answer.token, answer.client)
  return email
}
