import { unwrap } from '@storefront/sdk'
import { apiClient } from './api'

/** The human check could not be completed; forms stop and say so. */
export class CaptchaError extends Error {
  override readonly name = 'CaptchaError'
}

/** A one-time token for the `recaptcha_token` field of guarded forms. */
export async function getCaptchaToken(): Promise<string> {
  try {
    const answer = unwrap(await apiClient.GET('/api/v1/captcha-token'))
    if (!answer.token) throw new Error('empty captcha token')
    return answer.token
  } catch (error) {
    throw new CaptchaError('Captcha token unavailable', { cause: error })
  }
}
