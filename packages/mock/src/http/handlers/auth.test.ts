import { afterEach, describe, expect, it, vi } from 'vitest'
import { commerce } from '../../store/commerce.ts'
import { DEMO_EMAIL } from '../../store/commerce-seed.ts'
import { call, captcha, ORIGIN, outboxCode, register, setupMockHarness, signIn } from '../../testing/index.ts'
import { mockConfig } from '../config.ts'

setupMockHarness()

afterEach(() => {
  vi.useRealTimers()
})

const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000')
const outbox = async (email: string) =>
  (await (await fetch(`${ORIGIN}/__mock/outbox?email=${encodeURIComponent(email)}`)).json()).messages

describe('the human check on the send-otp forms', () => {
  it('refuses a missing, made-up or reused token before anything is sent', async () => {
    const missing = await call('post', '/api/v1/client/send-otp-login', { json: { email: DEMO_EMAIL } })
    expect(missing.status).toBe(422)
    expect(missing.body.errors.recaptcha_token).toBeDefined()
    const madeUp = await call('post', '/api/v1/client/send-otp-register', {
      json: { email: 'new@example.com', name: 'Nora Haddad', terms: true, recaptcha_token: 'cap_made_up' },
    })
    expect(madeUp.status).toBe(422)
    expect(madeUp.body).toMatchObject({
      result: false,
      message: 'reCAPTCHA verification failed.',
      errors: { recaptcha_token: ['reCAPTCHA verification failed.'] },
    })
    const recaptcha_token = await captcha()
    const first = await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token },
    })
    expect(first.status).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    const reused = await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token },
    })
    expect(reused.status).toBe(422)
    expect(reused.body.message).toBe('reCAPTCHA verification failed.')
    expect(commerce.outbox.count()).toBe(1)
  })
})

describe('registration with an e-mailed code', () => {
  it('registers, signs in and the token works on /me', async () => {
    const sent = await call('post', '/api/v1/client/send-otp-register', {
      json: {
        email: 'Nora@Example.com',
        name: 'Nora Haddad',
        terms: true,
        recaptcha_token: await captcha(),
        phone: '+20 100 555 1234',
        gender: 'Female',
      },
    })
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({ result: true, expires_in: 300, resend_in: 60 })
    const code = await outboxCode(ORIGIN, 'nora@example.com')
    expect(code).toMatch(/^\d{6}$/)

    const verified = await call('post', '/api/v1/client/verify-otp-register', {
      json: { email: 'nora@example.com', otp: code },
    })
    expect(verified.status).toBe(200)
    expect(verified.body.client).toMatchObject({
      name: 'Nora Haddad',
      email: 'nora@example.com',
      gender: 'Female',
    })
    // Welcome promo: free shipping for a year.
    const until = Date.parse(verified.body.client.free_shipping_until)
    expect(until - Date.now()).toBeGreaterThan(364 * 86_400_000)

    const me = await call('get', '/api/v1/client/me', { token: verified.body.token })
    expect(me.status).toBe(200)
    expect(me.body.client.email).toBe('nora@example.com')
  })

  it('answers an address that has an account as a new one, and mails it a notice instead of a code', async () => {
    const ask = async (email: string) =>
      call('post', '/api/v1/client/send-otp-register', {
        json: { email, name: 'Someone Else', terms: true, recaptcha_token: await captcha() },
      })
    const fresh = await ask('someone.new@example.com')
    const taken = await ask('Demo@Example.com')
    expect(taken.status).toBe(fresh.status)
    expect(taken.body).toEqual(fresh.body)
    const mail = await outbox(DEMO_EMAIL)
    expect(mail).toMatchObject([{ subject: 'You already have an account', code: null }])
    expect(mail[0].text).toMatch(/already has an account\. Sign in instead/)
    const clients = commerce.clients.count()
    for (const otp of ['000000', '123456']) {
      const refused = await call('post', '/api/v1/client/verify-otp-register', {
        json: { email: DEMO_EMAIL, otp },
      })
      expect(refused.body).toEqual({
        result: false,
        message: 'OTP verification failed.',
        errors: { otp: ['OTP verification failed.'] },
      })
    }
    expect(commerce.clients.count()).toBe(clients)
    expect((await ask(DEMO_EMAIL)).status, 'the same resend wait').toBe(429)
  })

  it('refuses verify-otp-register without a send before it, and once the code and its fields have expired', async () => {
    const never = await call('post', '/api/v1/client/verify-otp-register', {
      json: { email: 'never.sent@example.com', otp: '123456' },
    })
    expect(never.status).toBe(422)
    expect(never.body.message).toBe('OTP verification failed.')
    vi.useFakeTimers({ toFake: ['Date'] })
    await call('post', '/api/v1/client/send-otp-register', {
      json: { email: 'late@example.com', name: 'Late Comer', terms: true, recaptcha_token: await captcha() },
    })
    vi.setSystemTime(Date.now() + mockConfig.otpTtlSeconds * 1000 + 1)
    const late = await call('post', '/api/v1/client/verify-otp-register', {
      json: { email: 'late@example.com', otp: await outboxCode(ORIGIN, 'late@example.com') },
    })
    expect(late.body.errors).toEqual({ otp: ['OTP verification failed.'] })
    expect(commerce.clients.findFirst((q) => q.where({ email: 'late@example.com' }))).toBeUndefined()
  })

  it('refuses an impossible or future birthdate and a phone without enough digits', async () => {
    const register = async (extra: Record<string, unknown>) =>
      call('post', '/api/v1/client/send-otp-register', {
        json: {
          email: 'a@example.com',
          name: 'Ann Lee',
          terms: true,
          recaptcha_token: await captcha(),
          ...extra,
        },
      })
    for (const phone of ['((((((', '12345', '1234567890123456']) {
      const refused = await register({ phone })
      expect(refused.status, phone).toBe(422)
      expect(refused.body.errors).toEqual({ phone: ['Invalid phone number.'] })
    }
    for (const birthdate of ['2999-01-01', '2001-02-30', '1899-12-31']) {
      const refused = await register({ birthdate })
      expect(refused.status, birthdate).toBe(422)
      expect(refused.body.errors).toEqual({ birthdate: ['Invalid birthdate.'] })
    }
    expect(commerce.outbox.count()).toBe(0)
  })

  it('codes are random, not a fixed development code', async () => {
    const codes = new Set<string>()
    for (let i = 0; i < 8; i++) {
      await call('post', '/api/v1/client/send-otp-register', {
        json: {
          email: `shopper${i}@example.com`,
          name: 'Test Shopper',
          terms: true,
          recaptcha_token: await captcha(),
        },
      })
      codes.add(await outboxCode(ORIGIN, `shopper${i}@example.com`))
    }
    expect(codes.size).toBeGreaterThan(4)
  })
})

describe('sign-in with an e-mailed code', () => {
  it('signs the demo client in and logout revokes the token', async () => {
    const token = await signIn(DEMO_EMAIL)
    expect((await call('get', '/api/v1/client/me', { token })).body.client.name).toBe('Demo Shopper')
    const out = await call('post', '/api/v1/client/logout', { token })
    expect(out.status).toBe(200)
    const after = await call('get', '/api/v1/client/me', { token })
    expect(after.status).toBe(401)
    expect(after.body.result).toBe(false)
  })

  it('answers 401 without a token and with an unknown one', async () => {
    expect((await call('get', '/api/v1/client/me')).status).toBe(401)
    expect((await call('get', '/api/v1/client/me', { token: crypto.randomUUID() })).status).toBe(401)
    expect((await call('post', '/api/v1/client/logout')).status).toBe(401)
  })

  it('answers an address without an account as one with, and mails it a notice instead of a code', async () => {
    const ask = async (email: string) =>
      call('post', '/api/v1/client/send-otp-login', { json: { email, recaptcha_token: await captcha() } })
    const known = await ask(DEMO_EMAIL)
    const unknown = await ask('nobody@example.com')
    expect(unknown.status).toBe(known.status)
    expect(unknown.body).toEqual(known.body)
    expect(await outbox('nobody@example.com')).toMatchObject([
      { subject: 'No account for this address', code: null },
    ])
    expect((await ask('nobody@example.com')).status, 'the same resend wait').toBe(429)
    const wrongForDemo = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: DEMO_EMAIL, otp: wrongCode(await outboxCode(ORIGIN, DEMO_EMAIL)) },
    })
    const forNobody = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: 'nobody@example.com', otp: '123456' },
    })
    expect(forNobody.status).toBe(wrongForDemo.status)
    expect(forNobody.body).toEqual(wrongForDemo.body)
  })

  it('signs in whatever the case of the address: Demo@Example.com is demo@example.com', async () => {
    await call('post', '/api/v1/client/send-otp-login', {
      json: { email: 'DEMO@Example.COM', recaptcha_token: await captcha() },
    })
    const signedIn = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: 'Demo@EXAMPLE.com', otp: await outboxCode(ORIGIN, DEMO_EMAIL) },
    })
    expect(signedIn.status).toBe(200)
    expect(signedIn.body.client.email).toBe(DEMO_EMAIL)
  })

  it('answers 429 after 10 wrong codes for one address in 15 minutes, over both calls, the right code included', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const tries = [
      ...Array.from({ length: 4 }, () => ['login', DEMO_EMAIL] as const),
      ...Array.from({ length: 6 }, () => ['register', 'Demo@example.com'] as const),
    ]
    for (const [purpose, email] of tries) {
      const wrong = await call('post', `/api/v1/client/verify-otp-${purpose}`, {
        json: { email, otp: '000001' },
      })
      expect(wrong.status).toBe(422)
    }
    await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    const code = await outboxCode(ORIGIN, DEMO_EMAIL)
    const locked = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: DEMO_EMAIL, otp: code },
    })
    expect(locked.status).toBe(429)
    expect(locked.body.message).toBe('Too many wrong codes. Please wait before trying again.')
    expect(locked.headers.get('retry-after')).toBe(locked.body.errors.retry_in[0])
    expect(Number(locked.body.errors.retry_in[0])).toBeGreaterThan(800)
    const lockedRegister = await call('post', '/api/v1/client/verify-otp-register', {
      json: { email: DEMO_EMAIL, otp: code },
    })
    expect(lockedRegister.status).toBe(429)
    // Another address is not held back, and an unknown one is held back the same way.
    expect(
      (
        await call('post', '/api/v1/client/verify-otp-login', {
          json: { email: 'other@example.com', otp: '000001' },
        })
      ).status,
    ).toBe(422)
    vi.setSystemTime(Date.now() + 15 * 60_000 + 1)
    const later = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: DEMO_EMAIL, otp: code },
    })
    expect(later.status, 'the code outlived its 300 s meanwhile').toBe(422)
  })

  it('refuses a wrong code, and voids the code after 5 wrong tries', async () => {
    await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    const code = await outboxCode(ORIGIN, DEMO_EMAIL)
    for (let i = 0; i < 5; i++) {
      const wrong = await call('post', '/api/v1/client/verify-otp-login', {
        json: { email: DEMO_EMAIL, otp: wrongCode(code) },
      })
      expect(wrong.status).toBe(422)
      expect(wrong.body).toMatchObject({ result: false, message: 'OTP verification failed.' })
      expect(wrong.body.errors.otp).toEqual(['OTP verification failed.'])
    }
    const right = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: DEMO_EMAIL, otp: code },
    })
    expect(right.status).toBe(422)
    expect(commerce.sessions.count()).toBe(0)
  })

  it('a code is single use', async () => {
    await signIn(DEMO_EMAIL)
    const again = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: DEMO_EMAIL, otp: await outboxCode(ORIGIN, DEMO_EMAIL) },
    })
    expect(again.status).toBe(422)
  })

  it('the code expires after otpTtlSeconds', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    vi.setSystemTime(Date.now() + mockConfig.otpTtlSeconds * 1000 + 1)
    const late = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: DEMO_EMAIL, otp: await outboxCode(ORIGIN, DEMO_EMAIL) },
    })
    expect(late.status).toBe(422)
    expect(late.body).toMatchObject({
      message: 'OTP verification failed.',
      errors: { otp: ['OTP verification failed.'] },
    })
  })

  it('a short ttl from mockConfig is honoured', async () => {
    mockConfig.update({ otpTtlSeconds: 1, otpResendSeconds: 0 })
    vi.useFakeTimers({ toFake: ['Date'] })
    const sent = await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    expect(sent.body.expires_in).toBe(1)
    vi.setSystemTime(Date.now() + 999)
    const inTime = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: DEMO_EMAIL, otp: await outboxCode(ORIGIN, DEMO_EMAIL) },
    })
    expect(inTime.status).toBe(200)
    // With the 300 s default this code would still work a second after it was sent.
    await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    vi.setSystemTime(Date.now() + 1_001)
    const late = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: DEMO_EMAIL, otp: await outboxCode(ORIGIN, DEMO_EMAIL) },
    })
    expect(late.status).toBe(422)
    expect(late.body.errors.otp).toEqual(['OTP verification failed.'])
  })

  it('blocks a resend until the wait has passed (429 with resend_in)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    vi.setSystemTime(Date.now() + 20_000)
    const early = await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    expect(early.status).toBe(429)
    expect(early.body).toMatchObject({ result: false, message: 'Please wait before asking for a new code.' })
    expect(early.body.errors.resend_in).toEqual(['40'])
    expect(early.headers.get('retry-after')).toBe('40')
    vi.setSystemTime(Date.now() + 40_000)
    const later = await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    expect(later.status).toBe(200)
    expect(commerce.outbox.count()).toBe(2)
  })

  it('a new code replaces the old one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    const first = await outboxCode(ORIGIN, DEMO_EMAIL)
    vi.setSystemTime(Date.now() + 61_000)
    await call('post', '/api/v1/client/send-otp-login', {
      json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
    })
    const second = await outboxCode(ORIGIN, DEMO_EMAIL)
    if (first !== second) {
      const old = await call('post', '/api/v1/client/verify-otp-login', {
        json: { email: DEMO_EMAIL, otp: first },
      })
      expect(old.status).toBe(422)
    }
    const fresh = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: DEMO_EMAIL, otp: second },
    })
    expect(fresh.status).toBe(200)
  })
})

describe('the dev outbox', () => {
  it('lists the codes sent to an address, latest last', async () => {
    const { client } = await register('lina@example.com', 'Lina Aziz')
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 1000)
    await call('post', '/api/v1/client/send-otp-login', {
      json: { email: client.email, recaptcha_token: await captcha() },
    })
    vi.useRealTimers()
    const response = await fetch('http://localhost/__mock/outbox?email=lina@example.com')
    const { messages } = await response.json()
    expect(messages).toHaveLength(2)
    expect(messages[1]).toMatchObject({
      to: 'lina@example.com',
      code: await outboxCode(ORIGIN, 'lina@example.com'),
    })
    expect(Object.keys(messages[0]).sort()).toEqual(['code', 'sent_at', 'subject', 'text', 'to'])
  })

  it('prints each code unless MOCK_QUIET=1', async () => {
    const info = vi.spyOn(console, 'info').mockImplementation(() => {})
    process.env.MOCK_QUIET = '0'
    try {
      await call('post', '/api/v1/client/send-otp-login', {
        json: { email: DEMO_EMAIL, recaptcha_token: await captcha() },
      })
    } finally {
      process.env.MOCK_QUIET = '1'
    }
    expect(info).toHaveBeenCalledWith(
      `[mock mail] to ${DEMO_EMAIL}: your code is ${await outboxCode(ORIGIN, DEMO_EMAIL)}`,
    )
    info.mockRestore()
  })
})
