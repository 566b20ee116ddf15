import { apiClient } from '../../lib/api'
import { LL } from '../../lib/language-store'
import { useApiMutation } from '../../lib/mutation'

import { toastInfo } from '../../lib/toaster'

/** POST newsletterSubscribe behind the human check; an address already on the list gets an information toast, not a success. */
export function useSubscribe() {
  return useApiMutation({
    request: ({ email }: { email: string }, recaptcha_token) =>
      apiClient.POST('/api/v1/client/newsletterSubscribe', { body: { email, recaptcha_token } }),
    captcha: true,
    // Spec §8, newsletter: this message stops the subscribe.
    captchaFailure: () => LL.value.errors.captchaFailed(),
    successToast: (answer) => (answer?.already_subscribed ? undefined : answer?.message),
    onSuccess: (answer) => {
      if (answer?.already_subscribed) toastInfo(answer.message)
    },
  })
}
