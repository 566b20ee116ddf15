import { apiClient } from '../../lib/api'
import { useApiMutation } from '../../lib/mutation'
import type { ContactRequest } from './contact-validation'

export function useSendContact() {
  return useApiMutation({
    request: (values: ContactRequest, recaptcha_token) =>
      apiClient.POST('/api/v1/client/contact', { body: { ...values, recaptcha_token } }),
    captcha: true,
    successToast: false,
    errors: 'fields',
  })
}
