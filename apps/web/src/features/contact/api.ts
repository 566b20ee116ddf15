import { isApiError, unwrap } from '@storefront/sdk'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../lib/api'
import { CaptchaError, getCaptchaToken } from '../../lib/captcha'
import { showError } from '../../lib/error-display'
import { LL } from '../../lib/language-store'
import { toastError } from '../../lib/toaster'
import type { ContactValues } from './contact-validation'

/** Captcha token, then POST /contact; resolves with the answer holding the reference ID. */
export function useSendContact() {
  return useMutation({
    mutationFn: async (values: ContactValues) => {
      const recaptcha_token = await getCaptchaToken()
      const body = {
        full_name: values.full_name.trim(),
        email: values.email.trim(),
        message: values.message.trim(),
        agree_terms: true as const,
        recaptcha_token,
      }
      return unwrap(await apiClient.POST('/api/v1/client/contact', { body }))
    },
    onError: (error) => {
      if (error instanceof CaptchaError) toastError(LL.value.errors.captchaFailed())
      else if (isApiError(error)) showError(error)
      else toastError(LL.value.errors.unexpected())
    },
  })
}
