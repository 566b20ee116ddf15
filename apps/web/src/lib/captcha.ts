import { isApiError, unwrap } from '@storefront/sdk'
import { apiClient } from './api'

/** Why no token could be had: the check did not load (network, server down) or it refused. */
export type CaptchaFailure = 'load' | 'refused'

export class CaptchaError extends Error {
  override readonly name = 'CaptchaError'
  readonly reason: CaptchaFailure
  constructor(reason: CaptchaFailure, options?: ErrorOptions) {
    super(`Captcha token unavailable (${reason})`, options)
    this.reason = reason
  }
}

export async function getCaptchaToken(): Promise<string> {
  let answer: { result: boolean; token?: string | null }
  try {
    answer = unwrap(await apiClient.GET('/api/v1/captcha-token'))
  } catch (error) {
    const refused = isApiError(error) && error.status < 500
    throw new CaptchaError(refused ? 'refused' : 'load', { cause: error })
  }
  if (!answer.result || !answer.token) throw new CaptchaError('refused')
  return answer.token
}
