import { apiClient } from '../../lib/api'
import { useApiMutation } from '../../lib/mutation'

/** POST newsletterSubscribe behind the human check; the server's message is toasted. */
export function useSubscribe() {
  return useApiMutation({
    request: ({ email }: { email: string }, recaptcha_token) =>
      apiClient.POST('/api/v1/client/newsletterSubscribe', { body: { email, recaptcha_token } }),
    captcha: true,
  })
}
