import { type components, isApiError } from '@storefront/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { meQuery } from '../../data/me-queries'
import { apiClient } from '../../lib/api'
import { auth, setAuthEmail, setRegisterFormData, signIn } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { useApiMutation } from '../../lib/mutation'
import { writeStorage } from '../../lib/safe-storage'
import { OTP_RESEND_KEY } from '../../lib/storage-keys'

export type RegisterRequest = components['schemas']['RegisterRequest']
export type RegisterFields = Omit<RegisterRequest, 'recaptcha_token'>
type OtpSent = components['schemas']['OtpSentResponse']

function rememberCodeSent(email: string, sent: OtpSent) {
  const now = Date.now()
  setAuthEmail(email, now + sent.expires_in * 1000)
  writeStorage(OTP_RESEND_KEY, String(now + sent.resend_in * 1000), sessionStorage)
}

/** A send refused as too soon (429 with `resend_in`) still leads to the code screen: the code already sent is valid. */
export function codeAlreadySent(error: unknown, email: string, register: RegisterFields | null): boolean {
  const wait = isApiError(error) && error.status === 429 ? Number(error.errors?.resend_in?.[0]) : Number.NaN
  if (!Number.isFinite(wait)) return false
  const now = Date.now()
  const { email: known, expiryAt } = auth.value
  setAuthEmail(email, known === email ? expiryAt : null)
  if (register) setRegisterFormData(register)
  writeStorage(OTP_RESEND_KEY, String(now + wait * 1000), sessionStorage)
  return true
}

// In memory only: an e-mail typed on /register and carried to /login is not yet anyone's sign-in state.
let handedEmail: string | null = null

export function handOverEmail(email: string) {
  handedEmail = email.trim() || null
}

export function takeHandedEmail(): string | null {
  const email = handedEmail
  handedEmail = null
  return email
}

export function useSendLoginCode() {
  return useApiMutation({
    captcha: true,
    request: ({ email }: { email: string }, recaptcha_token) =>
      apiClient.POST('/api/v1/client/send-otp-login', { body: { email, recaptcha_token } }),
    errors: 'fields',
    onSuccess: (sent, { email }) => rememberCodeSent(email, sent),
  })
}

export function useSendRegisterCode() {
  return useApiMutation({
    captcha: true,
    request: (fields: RegisterFields, recaptcha_token) =>
      apiClient.POST('/api/v1/client/send-otp-register', { body: { ...fields, recaptcha_token } }),
    errors: 'fields',
    onSuccess: (sent, body) => {
      setRegisterFormData({ ...body })
      rememberCodeSent(body.email, sent)
    },
  })
}

export function useResendCode() {
  return useApiMutation({
    captcha: true,
    // Each send needs a fresh token: a token is spent by the send it guarded.
    request: (flow: { email: string; register: RegisterFields | null }, recaptcha_token) =>
      flow.register
        ? apiClient.POST('/api/v1/client/send-otp-register', {
            body: { ...flow.register, recaptcha_token },
          })
        : apiClient.POST('/api/v1/client/send-otp-login', { body: { email: flow.email, recaptcha_token } }),
    failureMessage: () => LL.value.auth.resendFailed(),
    onSuccess: (sent, { email }) => rememberCodeSent(email, sent),
  })
}

export function useVerifyCode() {
  const queryClient = useQueryClient()
  return useApiMutation({
    request: ({ register, ...body }: { email: string; otp: string; register: boolean }) =>
      register
        ? apiClient.POST('/api/v1/client/verify-otp-register', { body })
        : apiClient.POST('/api/v1/client/verify-otp-login', { body }),
    errors: 'fields',
    failureMessage: () => LL.value.auth.verifyFailed(),
    onSuccess: (answer) => {
      signIn(answer.token, answer.client)
      queryClient.setQueryData(meQuery().queryKey, { result: true, client: answer.client })
    },
  })
}
