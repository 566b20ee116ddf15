// The guest's forms (contact, newsletter) and a protected read without a token.
import { captcha, type Journey } from '../session.ts'

export async function sendGuestForms(j: Journey): Promise<void> {
  // Captcha tokens are single-use: one per guarded form.
  const contactToken = await captcha(j, 'captcha token for contact')
  await j.call('contact message', 200, () =>
    j.api.POST('/api/v1/client/contact', {
      body: {
        full_name: 'Contract Check',
        email: j.email,
        message: 'Is this product available in other colours?',
        agree_terms: true,
        recaptcha_token: contactToken,
      },
    }),
  )
  const newsletterToken = await captcha(j, 'captcha token for newsletter')
  await j.call('newsletter subscribe', 200, () =>
    j.api.POST('/api/v1/client/newsletterSubscribe', {
      body: { email: j.email, recaptcha_token: newsletterToken },
    }),
  )
  await j.call(
    'newsletter without e-mail',
    422,
    () => j.api.POST('/api/v1/client/newsletterSubscribe', { body: {} as never }),
    (body) =>
      body?.message === 'email Required'
        ? null
        : `message is ${JSON.stringify(body?.message)}, not 'email Required'`,
  )
}

export async function callProtectedAsGuest(j: Journey): Promise<void> {
  await j.call('protected call without a token', 401, () => j.api.GET('/api/v1/client/cart'))
}
