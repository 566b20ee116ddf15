import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { chatOpen } from '../../lib/chat-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import ContactPage from './contact-page'

setupMockServer()

describe('contact page', () => {
  it('shows each rule message, then sends and shows the returned reference ID', async () => {
    const { user } = renderWithApp(<ContactPage />, { path: '/contact' })
    await user.click(screen.getByRole('button', { name: 'Send message' }))
    expect(screen.getByText('Full name must be at least 2 characters.')).toBeTruthy()
    expect(screen.getByText('Please enter your email.')).toBeTruthy()
    expect(screen.getByText('Message must be at least 10 characters.')).toBeTruthy()
    expect(screen.getByText('You must agree to the terms and conditions.')).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Full name' }).getAttribute('aria-invalid')).toBe('true')

    await user.type(screen.getByRole('textbox', { name: 'Full name' }), 'Nora Haddad')
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'nora@example')
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), '.com')
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Is the Nova X dual-SIM?')
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }))
    await user.click(screen.getByRole('button', { name: 'Send message' }))

    const reference = await screen.findByTestId('contact-reference')
    const id = (reference.textContent ?? '').replace(/[\u2066-\u2069]/g, '')
    // The reference the API returns: MSG-<year>-<six-digit sequence>.
    expect(id).toMatch(new RegExp(`^MSG-${new Date().getUTCFullYear()}-\\d{6}$`))
    // The ID is shown once, whether or not the server's message already names it.
    const status = screen.getByRole('status').textContent ?? ''
    expect(status.split(id)).toHaveLength(2)
    expect((screen.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe('')
  })

  it('lists live chat among the ways to reach the shop, and opens it from there', async () => {
    const { user } = renderWithApp(<ContactPage />, { path: '/contact' })
    const start = await screen.findByRole('button', { name: 'Chat with us now' })
    expect(screen.getByText('Live chat')).toBeTruthy()
    await user.click(start)
    expect(chatOpen.value).toBe(true)
    chatOpen.value = false
  })
})
