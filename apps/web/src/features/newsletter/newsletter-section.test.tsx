import { mockConfig } from '@storefront/mock'
import { screen, waitFor } from '@testing-library/react'
import type { UserEvent } from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { toaster } from '../../lib/toast-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { NewsletterSection } from './newsletter-section'

const server = setupMockServer()

/** Focuses the stand-in field and waits for the real one (an Ark Field input) to take its place. */
async function realField(user: UserEvent): Promise<HTMLInputElement> {
  await user.click(screen.getByRole('textbox', { name: 'E-mail address' }))
  return waitFor(() => {
    const box = screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement
    expect(box.dataset.scope).toBe('field')
    expect(document.activeElement).toBe(box)
    return box
  })
}

function toasts(spy: { mock: { calls: unknown[][] } }) {
  return spy.mock.calls.map((args) => args[0] as { type: string; description: string })
}

describe("newsletter 'Stay in the Loop'", () => {
  it('warns about an empty or malformed e-mail without calling the server', async () => {
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<NewsletterSection />)
    expect(screen.getByRole('heading', { name: 'Stay in the Loop' })).toBeTruthy()
    const box = await realField(user)
    await user.type(box, '   {Enter}')
    await user.clear(box)
    await user.type(box, 'not an email{Enter}')
    expect(toasts(create).map((t) => t.description)).toEqual([
      'Please enter your email.',
      'Please enter a valid email address.',
    ])
  })

  it('Enter gets a captcha token, subscribes, shows the overlay meanwhile and toasts the server message', async () => {
    mockConfig.update({ delayMs: 150 })
    const create = vi.spyOn(toaster, 'create')
    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/newsletterSubscribe')) bodies.push(await request.clone().json())
    })
    const { user } = renderWithApp(<NewsletterSection />)
    await user.type(await realField(user), '  reader@example.com {Enter}')
    expect(await screen.findByTestId('loading-overlay')).toBeTruthy()
    await waitFor(() => expect(toasts(create).some((t) => t.type === 'success')).toBe(true))
    expect(screen.queryByTestId('loading-overlay')).toBeNull()
    expect(bodies).toEqual([{ email: 'reader@example.com', recaptcha_token: expect.any(String) }])
    expect((screen.getByRole('textbox', { name: 'E-mail address' }) as HTMLInputElement).value).toBe('')
  })

  it('says "already subscribed" beside the field as information, not a success, and keeps the e-mail', async () => {
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<NewsletterSection />)
    const box = await realField(user)
    await user.type(box, 'r@x.co{Enter}')
    await waitFor(() => expect(screen.getByRole('status').dataset.tone).toBe('success'))
    expect(box.value).toBe('')
    create.mockClear()

    await user.type(box, 'r@x.co{Enter}')
    await waitFor(() => expect(screen.getByRole('status').dataset.tone).toBe('info'))
    expect(screen.getByRole('status').textContent).toBe('You are already subscribed to our newsletter.')
    expect(box.value).toBe('r@x.co')
    expect(toasts(create).map((t) => t.type)).toEqual(['info'])
  })

  it('shows server errors through the common error display and keeps what was typed', async () => {
    server.use(
      http.post('*/api/v1/client/newsletterSubscribe', () =>
        HttpResponse.json(
          {
            result: false,
            message: 'The given data was invalid.',
            errors: { email: ['Already subscribed.'] },
          },
          { status: 422 },
        ),
      ),
    )
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<NewsletterSection />)
    const box = await realField(user)
    await user.type(box, 'reader@example.com{Enter}')
    await waitFor(() => expect(toasts(create)).toHaveLength(2))
    expect(toasts(create).map((t) => [t.type, t.description])).toEqual([
      ['error', 'The given data was invalid.'],
      ['error', 'Already subscribed.'],
    ])
    expect(box.value).toBe('reader@example.com')
  })

  it("stops with 'Captcha verification failed, please try again' when no token comes", async () => {
    server.use(
      http.get('*/api/v1/captcha-token', () =>
        HttpResponse.json({ result: false, message: 'no' }, { status: 429 }),
      ),
    )
    const create = vi.spyOn(toaster, 'create')
    const { user } = renderWithApp(<NewsletterSection />)
    await user.type(await realField(user), 'reader@example.com{Enter}')
    await waitFor(() =>
      expect(toasts(create).map((t) => t.description)).toEqual([
        'Captcha verification failed, please try again',
      ]),
    )
  })

  it('loads the form when the shopper reaches for it: the stand-in keeps its place, focus and text', async () => {
    const { user } = renderWithApp(<NewsletterSection />)
    const standIn = screen.getByRole('textbox', { name: 'E-mail address' })
    expect(standIn.dataset.scope).toBeUndefined()
    const box = await realField(user)
    expect(box).not.toBe(standIn)
    await user.type(box, 'a@b.co')
    expect(box.value).toBe('a@b.co')
  })

  it('shows a refused e-mail beside the field too, linked to it', async () => {
    const { user } = renderWithApp(<NewsletterSection />)
    const box = await realField(user)
    await user.type(box, 'not an email{Enter}')
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Please enter a valid email address.',
    )
  })
})
