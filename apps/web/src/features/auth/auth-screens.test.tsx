import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { auth, rememberReturnTo, resetAuth } from '../../lib/auth-store'
import { env } from '../../lib/env'
import { toaster } from '../../lib/toast-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { DEMO_EMAIL, signInDemo } from '../../testing/sign-in'
import LoginPage from './login-page'
import OtpPage from './otp-page'
import RegisterPage from './register-page'

const server = setupMockServer()
beforeEach(() => resetAuth())

async function lastCode(email: string): Promise<string> {
  const outbox = (await (await fetch(`${env.apiUrl}/__mock/outbox?email=${email}`)).json()) as {
    messages: { code: string | null }[]
  }
  return outbox.messages.at(-1)?.code ?? ''
}

const toArabicDigits = (code: string) => code.replace(/\d/g, (d) => String.fromCodePoint(0x660 + Number(d)))
const errorOf = (name: RegExp) => {
  const control = screen.getByLabelText(name)
  return document.getElementById((control.getAttribute('aria-describedby') ?? '').split(' ').at(-1) ?? '')
    ?.textContent
}

describe('login', () => {
  it('a signed-in shopper who opens /login or /register is taken to their account', async () => {
    await signInDemo()
    const { location } = renderWithApp(<LoginPage />, { path: '/login' })
    await waitFor(() => expect(location.history.at(-1)).toBe('/profile'))
    const { location: registerLocation } = renderWithApp(<RegisterPage />, { path: '/register' })
    await waitFor(() => expect(registerLocation.history.at(-1)).toBe('/profile'))
  })

  it('asks for the e-mail, then sends the code and goes to /otp', async () => {
    const { user, location } = renderWithApp(<LoginPage />, { path: '/login' })
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    expect(errorOf(/E-mail address/)).toBe('Please enter your email.')
    await user.type(screen.getByLabelText(/E-mail address/), 'demo@example')
    expect(errorOf(/E-mail address/)).toBe('Please enter a valid email address.')
    await user.type(screen.getByLabelText(/E-mail address/), '.com{Enter}')
    await waitFor(() => expect(location.history.at(-1)).toBe('/otp'))
    expect(auth.value.email).toBe(DEMO_EMAIL)
    expect(auth.value.isRegister).toBe(false)
  })

  it("sends the human-check token with the code request; without one it says 'Failed to load reCAPTCHA. Please try again.' and sends nothing", async () => {
    const sent: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/send-otp-login')) sent.push(await request.clone().json())
    })
    server.use(http.get(`${env.apiUrl}/api/v1/captcha-token`, () => HttpResponse.json({}, { status: 500 })))
    const create = vi.spyOn(toaster, 'create')
    const { user, location } = renderWithApp(<LoginPage />, { path: '/login' })
    await user.type(screen.getByLabelText(/E-mail address/), `${DEMO_EMAIL}{Enter}`)
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        expect.objectContaining({ description: 'Failed to load reCAPTCHA. Please try again.' }),
      ),
    )
    expect(sent).toEqual([])
    server.resetHandlers()
    await user.click(screen.getByRole('button', { name: 'Send code' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/otp'))
    expect(sent).toEqual([{ email: DEMO_EMAIL, recaptcha_token: expect.stringMatching(/.+/) }])
    server.events.removeAllListeners()
  })

  it("says 'Recaptcha failed.' when the human check answers without a token, and sends nothing", async () => {
    const sent: string[] = []
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/send-otp-login')) sent.push(request.url)
    })
    server.use(
      http.get(`${env.apiUrl}/api/v1/captcha-token`, () => HttpResponse.json({ result: false, token: '' })),
    )
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<LoginPage />, { path: '/login' })
    await user.type(screen.getByLabelText(/E-mail address/), `${DEMO_EMAIL}{Enter}`)
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(expect.objectContaining({ description: 'Recaptcha failed.' })),
    )
    expect(sent).toEqual([])
    server.events.removeAllListeners()
  })

  it('an address without an account goes on to /otp like any other: the answer tells nothing, the e-mail is a notice', async () => {
    const { user, location } = renderWithApp(<LoginPage />, { path: '/login' })
    await user.type(screen.getByLabelText(/E-mail address/), 'nobody@example.com{Enter}')
    await waitFor(() => expect(location.history.at(-1)).toBe('/otp'))
    expect(auth.value.email).toBe('nobody@example.com')
    expect(await lastCode('nobody@example.com')).toBe('')
  })

  it('shows why the server refused an e-mail and keeps it', async () => {
    server.use(
      http.post(`${env.apiUrl}/api/v1/client/send-otp-login`, () =>
        HttpResponse.json(
          { result: false, message: 'Invalid email address.', errors: { email: ['Invalid email address.'] } },
          { status: 422 },
        ),
      ),
    )
    const create = vi.spyOn(toaster, 'create')
    const { user, location } = renderWithApp(<LoginPage />, { path: '/login' })
    await user.type(screen.getByLabelText(/E-mail address/), 'nobody@example.com{Enter}')
    await waitFor(() => expect(create).toHaveBeenCalled())
    expect(location.history.at(-1)).toBe('/login')
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe('nobody@example.com')
  })
})

describe('register', () => {
  it('shows the welcome offer, links the terms, and every message of the form', async () => {
    const { user } = renderWithApp(<RegisterPage />, { path: '/register' })
    expect(screen.getByText('30% off your first order and free shipping for a year.')).toBeTruthy()
    const terms = screen.getByRole('link', { name: /Read the terms and conditions/ })
    expect([terms.getAttribute('href'), terms.getAttribute('target')]).toEqual([
      '/terms-conditions',
      '_blank',
    ])
    await user.type(screen.getByLabelText(/Phone/), 'call me')
    await user.type(screen.getByLabelText(/Birthday/), '2999-01-01')
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(errorOf(/Full name/)).toBe('Full name must be at least 2 characters.')
    expect(errorOf(/E-mail address/)).toBe('Please enter your email.')
    expect(errorOf(/Phone/)).toBe('Invalid phone number.')
    expect(errorOf(/Birthday/)).toBe('Invalid birthdate.')
    expect(screen.getByText('You must agree to the terms and conditions.')).toBeTruthy()
    expect(document.activeElement).toBe(screen.getByLabelText(/Full name/))
  })

  it('an address that has an account goes on to /otp like a new one: the answer tells nothing, the e-mail is a notice', async () => {
    const { user, location } = renderWithApp(<RegisterPage />, { path: '/register' })
    await user.type(screen.getByLabelText(/Full name/), 'Demo Again')
    await user.type(screen.getByLabelText(/E-mail address/), DEMO_EMAIL)
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/otp'))
    expect(auth.value.isRegister).toBe(true)
    expect(await lastCode(DEMO_EMAIL)).toBe('')
  })

  it("a server refusal of the e-mail: its message on the field, focus there, and 'Sign in instead' to /login keeping the e-mail", async () => {
    const taken = 'The email has already been taken.'
    server.use(
      http.post(`${env.apiUrl}/api/v1/client/send-otp-register`, () =>
        HttpResponse.json({ result: false, message: taken, errors: { email: [taken] } }, { status: 422 }),
      ),
    )
    const { user, location, unmount } = renderWithApp(<RegisterPage />, { path: '/register' })
    await user.type(screen.getByLabelText(/Full name/), 'Demo Again')
    await user.type(screen.getByLabelText(/E-mail address/), DEMO_EMAIL)
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(errorOf(/E-mail address/)).toBe(taken))
    expect(document.activeElement).toBe(screen.getByLabelText(/E-mail address/))
    await user.click(screen.getByRole('link', { name: 'Sign in instead' }))
    expect(location.history.at(-1)).toBe('/login')
    unmount()
    renderWithApp(<LoginPage />, { path: '/login' })
    expect((screen.getByLabelText(/E-mail address/) as HTMLInputElement).value).toBe(DEMO_EMAIL)
  })

  it('sends the filled fields only (the phone in E.164), keeps them for a resend, and goes to /otp', async () => {
    const { user, location } = renderWithApp(<RegisterPage />, { path: '/register' })
    await user.type(screen.getByLabelText(/Full name/), 'Nora Haddad')
    await user.type(screen.getByLabelText(/E-mail address/), 'nora.new@example.com')
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '010 0123 4567')
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Female')
    await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }))
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    await waitFor(() => expect(location.history.at(-1)).toBe('/otp'))
    expect(auth.value.isRegister).toBe(true)
    expect(auth.value.formData).toEqual({
      name: 'Nora Haddad',
      email: 'nora.new@example.com',
      phone: '+201001234567',
      gender: 'Female',
      newsletter: false,
      terms: true,
    })
  })
})

describe('the code screen', () => {
  it('sends a visitor without a pending code to /login', async () => {
    const { location } = renderWithApp(<OtpPage />, { path: '/otp' })
    await waitFor(() => expect(location.history.at(-1)).toBe('/login'))
  })

  it("says 'OTP is required.', 'OTP must contain only numbers.' and 'OTP must be exactly 6 digits.'", async () => {
    const { user: login, location } = renderWithApp(<LoginPage />, { path: '/login' })
    await login.type(screen.getByLabelText(/E-mail address/), `${DEMO_EMAIL}{Enter}`)
    await waitFor(() => expect(location.history.at(-1)).toBe('/otp'))
    const { user } = renderWithApp(<OtpPage />, { path: '/otp' })
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(errorOf(/One-time code/)).toBe('OTP is required.')
    await user.type(screen.getByLabelText(/One-time code/), '12ab')
    expect(errorOf(/One-time code/)).toBe('OTP must contain only numbers.')
    await user.clear(screen.getByLabelText(/One-time code/))
    await user.type(screen.getByLabelText(/One-time code/), '123')
    expect(errorOf(/One-time code/)).toBe('OTP must be exactly 6 digits.')
  })

  it('starts in the code field, blocks resend during the wait, and a pasted Arabic-Indic code signs in and returns to where the shopper was going', async () => {
    const { user: login, location: loginLocation } = renderWithApp(<LoginPage />, { path: '/login' })
    await login.type(screen.getByLabelText(/E-mail address/), `${DEMO_EMAIL}{Enter}`)
    await waitFor(() => expect(loginLocation.history.at(-1)).toBe('/otp'))
    rememberReturnTo('/cart')
    const { user, location } = renderWithApp(<OtpPage />, { path: '/otp' })
    expect((screen.getByRole('button', { name: 'Resend code' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByText(/You can ask for a new code in \d+ s\./)).toBeTruthy()
    expect(screen.getByText(/The code expires in \d+:\d\d\./)).toBeTruthy()
    // The screen starts in the code field: no Tab needed before pasting.
    expect(document.activeElement).toBe(screen.getByLabelText(/One-time code/))
    await user.paste(toArabicDigits(await lastCode(DEMO_EMAIL)))
    await waitFor(() => expect(location.history.at(-1)).toBe('/cart'))
    expect(auth.value.isAuthenticated).toBe(true)
    expect(auth.value.client?.email).toBe(DEMO_EMAIL)
  })

  it('counts the code’s five minutes down to the second, then says it has expired', async () => {
    const sentAt = new Date('2026-11-25T12:00:00Z')
    // The clock stands still while the code is sent, so the countdown starts at exactly 5:00.
    vi.useFakeTimers({ toFake: ['Date'], now: sentAt })
    try {
      const { user: login, location } = renderWithApp(<LoginPage />, { path: '/login' })
      await login.type(screen.getByLabelText(/E-mail address/), `${DEMO_EMAIL}{Enter}`)
      await waitFor(() => expect(location.history.at(-1)).toBe('/otp'))
      vi.useFakeTimers({ now: sentAt })
      renderWithApp(<OtpPage />, { path: '/otp' })
      expect(screen.getByText('The code expires in 5:00.')).toBeTruthy()
      act(() => vi.advanceTimersByTime(1_000))
      expect(screen.getByText('The code expires in 4:59.')).toBeTruthy()
      act(() => vi.advanceTimersByTime(60_000))
      expect(screen.getByText('The code expires in 3:59.')).toBeTruthy()
      act(() => vi.advanceTimersByTime(238_000))
      expect(screen.getByText('The code expires in 0:01.')).toBeTruthy()
      expect(screen.queryByText('The code has expired. Ask for a new one.')).toBeNull()
      act(() => vi.advanceTimersByTime(1_000))
      expect(screen.queryByText(/The code expires in/)).toBeNull()
      expect(screen.getAllByText('The code has expired. Ask for a new one.').length).toBeGreaterThan(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it("shows the server's reason for a wrong code and keeps it", async () => {
    const { user: login, location } = renderWithApp(<LoginPage />, { path: '/login' })
    await login.type(screen.getByLabelText(/E-mail address/), `${DEMO_EMAIL}{Enter}`)
    await waitFor(() => expect(location.history.at(-1)).toBe('/otp'))
    const code = await lastCode(DEMO_EMAIL)
    const wrong = code === '000000' ? '111111' : '000000'
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<OtpPage />, { path: '/otp' })
    await user.type(screen.getByLabelText(/One-time code/), wrong)
    await waitFor(() => expect(create).toHaveBeenCalledWith(expect.objectContaining({ type: 'error' })))
    expect(auth.value.isAuthenticated).toBe(false)
    expect((screen.getByLabelText(/One-time code/) as HTMLInputElement).value).toBe(wrong)
  })
})
