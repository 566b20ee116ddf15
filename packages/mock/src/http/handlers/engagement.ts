import { teamMembers } from '../../store/catalog.ts'
import {
  CAPTCHA_TTL_SECONDS,
  consumeCaptchaToken,
  contactMessages,
  issueCaptchaToken,
  nextContactReference,
  subscribers,
} from '../../store/engagement.ts'
import { invalid, nameProblem } from '../field-rules.ts'
import { errorBody, route } from '../route.ts'

// Spec wording (§5, §8) for the failures the schema cannot see.
const CONTACT_CAPTCHA_FAILED = 'reCAPTCHA verification failed.'
const NEWSLETTER_CAPTCHA_FAILED = 'Captcha verification failed, please try again'

export const engagementHandlers = [
  route('get', '/api/v1/captcha-token', ({ reply }) =>
    reply(200, { result: true, token: issueCaptchaToken(), expires_in: CAPTCHA_TTL_SECONDS }),
  ),

  // The token first among the call's own rules (openapi.yaml, getCaptchaToken): it is spent either way.
  route('post', '/api/v1/client/contact', async ({ body, reply }) => {
    if (!consumeCaptchaToken(body.recaptcha_token)) {
      return reply(422, errorBody(CONTACT_CAPTCHA_FAILED, { recaptcha_token: [CONTACT_CAPTCHA_FAILED] }))
    }
    const name = nameProblem(body.full_name)
    if (name) return reply(422, invalid({ full_name: [name] }))
    const now = new Date()
    const reference = nextContactReference(now)
    await contactMessages.create({
      reference_id: reference,
      full_name: body.full_name.trim(),
      email: body.email,
      message: body.message,
      created_at: now.toISOString(),
    })
    return reply(200, {
      result: true,
      message: `Thank you, ${body.full_name.trim()}! We will reply within 2 hours. Your reference is ${reference}.`,
      reference_id: reference,
    })
  }),

  // openapi.yaml requires both fields and names the message: a missing one never reaches here.
  route('post', '/api/v1/client/newsletterSubscribe', async ({ body, reply }) => {
    const email = body.email.trim().toLowerCase()
    const token = body.recaptcha_token.trim()
    if (!consumeCaptchaToken(token)) {
      return reply(
        422,
        errorBody(NEWSLETTER_CAPTCHA_FAILED, { recaptcha_token: [NEWSLETTER_CAPTCHA_FAILED] }),
      )
    }
    if (subscribers.findFirst((q) => q.where({ email }))) {
      return reply(200, {
        result: true,
        message: 'You are already subscribed to our newsletter.',
        already_subscribed: true,
      })
    }
    await subscribers.create({ email, subscribed_at: new Date().toISOString() })
    return reply(200, {
      result: true,
      message: 'Thanks for subscribing! Watch your inbox for our best deals.',
      already_subscribed: false,
    })
  }),

  route('get', '/api/v1/client/team-members', ({ reply }) =>
    reply(200, { result: true, message: 'OK', data: teamMembers.all() }),
  ),
]
