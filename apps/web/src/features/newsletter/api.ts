import { isApiError, unwrap } from '@storefront/sdk'
import { useMutation } from '@tanstack/react-query'
import { apiClient } from '../../lib/api'
import { CaptchaError, getCaptchaToken } from '../../lib/captcha'
import { showError } from '../../lib/error-display'
import { LL } from '../../lib/language-store'
import { toastError, toastSuccess } from '../../lib/toaster'

/** Gets a captcha token, then subscribes; success and failure are toasted here. */
export function useSubscribe() {
  return useMutation({
    mutationFn: async (email: string) => {
      const recaptcha_token = await getCaptchaToken()
      return unwrap(
        await apiClient.POST('/api/v1/client/newsletterSubscribe', { body: { email, recaptcha_token } }),
      )
    },
    onSuccess: (answer) => toastSuccess(answer.message),
    onError: (error) => {
      if (error instanceof CaptchaError) toastError(LL.value.errors.captchaFailed())
      else if (isApiError(error)) showError(error)
      else toastError(LL.value.errors.unexpected())
    },
  })
}
