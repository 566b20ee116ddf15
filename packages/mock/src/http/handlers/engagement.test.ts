import { afterEach, describe, expect, it, vi } from 'vitest'
import { contactMessages, subscribers } from '../../store/engagement.ts'
import { call, get, setupMockHarness } from '../../testing/index.ts'

setupMockHarness()

const token = async (): Promise<string> => (await get('/api/v1/captcha-token')).body.token

const contact = (body: Record<string, unknown>) => call('post', '/api/v1/client/contact', { json: body })
const subscribe = (body: Record<string, unknown>) =>
  call('post', '/api/v1/client/newsletterSubscribe', { json: body })

const message = {
  full_name: 'Nora Haddad',
  email: 'nora@example.com',
  message: 'Is the Zentro Nova dual-SIM?',
  agree_terms: true,
}

afterEach(() => {
  vi.useRealTimers()
})

describe('captcha tokens', () => {
  it('issues a different token each time', async () => {
    const first = await token()
    const second = await token()
    expect(first).toMatch(/^cap_\w+/)
    expect(second).not.toBe(first)
  })

  it('is good for 600 seconds, as its answer says', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const issued = await get('/api/v1/captcha-token')
    expect(issued.body.expires_in).toBe(600)
    const fresh = await token()
    vi.setSystemTime(Date.now() + 599_000)
    expect((await contact({ ...message, recaptcha_token: fresh })).status).toBe(200)
    vi.setSystemTime(Date.now() + 1_001)
    const stale = await contact({ ...message, recaptcha_token: issued.body.token })
    expect(stale.body.errors).toEqual({ recaptcha_token: ['reCAPTCHA verification failed.'] })
  })

  it("is left unused by a request the schema refuses, and used up by one the call's own rules refuse", async () => {
    const recaptcha_token = await token()
    const schema = await contact({ ...message, email: 'not an address', recaptcha_token })
    expect(schema.status).toBe(422)
    expect(schema.body.errors.email).toBeDefined()
    const shortName = await contact({ ...message, full_name: ' N ', recaptcha_token })
    expect(shortName.body.errors).toEqual({ full_name: ['Full name must be at least 2 characters.'] })
    const again = await contact({ ...message, recaptcha_token })
    expect(again.body.errors).toEqual({ recaptcha_token: ['reCAPTCHA verification failed.'] })
  })

  it('accepts a token once only', async () => {
    const recaptcha_token = await token()
    expect((await contact({ ...message, recaptcha_token })).status).toBe(200)
    const again = await contact({ ...message, recaptcha_token })
    expect(again.status).toBe(422)
    expect(again.body.message).toBe('reCAPTCHA verification failed.')
  })
})

describe('contact form', () => {
  it('answers a reference ID and promises a reply within 2 hours', async () => {
    const { status, body } = await contact({ ...message, recaptcha_token: await token() })
    expect(status).toBe(200)
    expect(body.reference_id).toMatch(new RegExp(`^MSG-${new Date().getUTCFullYear()}-\\d{6}$`))
    expect(body.message).toContain('within 2 hours')
    const next = await contact({ ...message, recaptcha_token: await token() })
    expect(next.body.reference_id).not.toBe(body.reference_id)
    expect(contactMessages.all().map((m) => m.reference_id)).toEqual([
      body.reference_id,
      next.body.reference_id,
    ])
  })

  it('refuses a token that was never issued: reCAPTCHA verification failed.', async () => {
    const { status, body } = await contact({ ...message, recaptcha_token: 'cap_made_up' })
    expect(status).toBe(422)
    expect(body).toMatchObject({
      result: false,
      message: 'reCAPTCHA verification failed.',
      errors: { recaptcha_token: ['reCAPTCHA verification failed.'] },
    })
    expect(contactMessages.count()).toBe(0)
  })

  it.each([
    ['full name of 1 character', { full_name: 'N' }, 'full_name', 'Full name must be at least 2 characters.'],
    ['invalid email address', { email: 'not-an-email' }, 'email', 'Please enter a valid email address.'],
    [
      'message under 10 characters',
      { message: 'Too short' },
      'message',
      'Message must be at least 10 characters.',
    ],
    [
      'terms not agreed',
      { agree_terms: false },
      'agree_terms',
      'You must agree to the terms and conditions.',
    ],
  ])('refuses a %s with 422 and the spec message', async (_label, change, field, text) => {
    const recaptcha_token = await token()
    const { status, body } = await contact({ ...message, recaptcha_token, ...change })
    expect(status).toBe(422)
    expect(body.result).toBe(false)
    expect(body.errors).toEqual({ [field]: [text] })
    expect(contactMessages.count()).toBe(0)
    // The refused request did not spend the token.
    expect((await contact({ ...message, recaptcha_token })).status).toBe(200)
  })
})

describe('newsletter', () => {
  it.each([
    ['the e-mail', { recaptcha_token: 'cap_x' }],
    ['the captcha token', { email: 'nora@example.com' }],
    ['both', {}],
  ])('answers 422 email Required without %s', async (_label, body) => {
    const answer = await subscribe(body)
    expect(answer.status).toBe(422)
    expect(answer.body).toMatchObject({ result: false, message: 'email Required' })
    expect(subscribers.count()).toBe(0)
  })

  it('refuses an unknown token: Captcha verification failed, please try again', async () => {
    const answer = await subscribe({ email: 'nora@example.com', recaptcha_token: 'cap_never_issued' })
    expect(answer.status).toBe(422)
    expect(answer.body.message).toBe('Captcha verification failed, please try again')
    expect(subscribers.count()).toBe(0)
  })

  it('subscribes once, then says the address is already subscribed', async () => {
    const first = await subscribe({ email: 'Nora@Example.com', recaptcha_token: await token() })
    expect(first.status).toBe(200)
    expect(first.body.result).toBe(true)
    expect(first.body.already_subscribed).toBe(false)
    expect(subscribers.all().map((s) => s.email)).toEqual(['nora@example.com'])
    const again = await subscribe({ email: 'nora@example.com', recaptcha_token: await token() })
    expect(again.status).toBe(200)
    expect(again.body.message).toMatch(/already subscribed/i)
    expect(again.body.already_subscribed).toBe(true)
    expect(again.body.message).not.toBe(first.body.message)
    expect(subscribers.count()).toBe(1)
  })

  it('refuses an address with spaces inside', async () => {
    const answer = await subscribe({ email: 'nora @example.com', recaptcha_token: await token() })
    expect(answer.status).toBe(422)
    expect(subscribers.count()).toBe(0)
  })
})

describe('team', () => {
  it('lists 5 or 6 team members with photos', async () => {
    const { body } = await get('/api/v1/client/team-members')
    expect(body.data.length).toBeGreaterThanOrEqual(5)
    expect(body.data.length).toBeLessThanOrEqual(6)
    for (const member of body.data) expect(member.image.url).toBe(`/mock-images/team-${member.id}.webp`)
  })
})
