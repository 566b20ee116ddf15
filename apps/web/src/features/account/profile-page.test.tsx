import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HttpResponse, http } from 'msw'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { auth, resetAuth } from '../../lib/auth-store'
import { env } from '../../lib/env'
import { toaster } from '../../lib/toast-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo, signInNewClient } from '../../testing/sign-in'
import ProfilePage from './profile-page'

const server = setupMockServer()
beforeEach(() => resetAuth())

const toasts = () =>
  vi.mocked(toaster.create).mock.calls.map(([options]) => (options as { description: string }).description)

describe('profile', () => {
  it("keeps the tab in the address, and shows 'No orders found' (with a way to the shop) and 'No Pre-orders found' for a new client", async () => {
    await signInNewClient()
    const { user, location } = renderWithApp(<ProfilePage />, { path: '/profile' })
    await screen.findByRole('heading', { name: 'New Shopper' })
    expect(screen.getByText(/^Member since /)).toBeTruthy()
    expect(await screen.findByText('No orders found')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Start shopping' }).getAttribute('href')).toBe('/shop')
    await user.click(screen.getByRole('tab', { name: 'Pre-orders' }))
    expect(location.history.at(-1)).toBe('/profile?type=pre_order')
    expect(await screen.findByText('No Pre-orders found')).toBeTruthy()
  })

  it('order history shows each order’s pictures and tells finished, stopped and moving orders apart by colour', async () => {
    await signInDemo()
    renderWithApp(<ProfilePage />, { path: '/profile?tab=orders' })
    const delivered = (await screen.findAllByText('Delivered'))[0]
    expect(delivered?.dataset.tone).toBe('done')
    expect(screen.getByText('Cancelled By Customer').dataset.tone).toBe('stopped')
    expect(screen.getByText('Shipped').dataset.tone).toBe('moving')
    const first = screen.getAllByRole('link', { name: 'View details' })[0]?.closest('li')
    expect(within(first as HTMLElement).getAllByRole('img').length).toBeGreaterThan(0)
  })

  it("a new address starts with the shopper's own name and phone", async () => {
    await signInDemo()
    const { user } = renderWithApp(<ProfilePage />, { path: '/profile?tab=addresses' })
    await user.click(await screen.findByRole('button', { name: 'Add address' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add a new address' })
    // The form's fields arrive with their own code, after the dialog's frame.
    expect((await within(dialog).findByRole('textbox', { name: 'Name' })) as HTMLInputElement).toHaveProperty(
      'value',
      'Demo Shopper',
    )
    expect(
      (within(dialog).getByRole('textbox', { name: 'Phone number' }) as HTMLInputElement).value,
    ).not.toBe('')
  })

  it('opens the tab the address names', async () => {
    await signInDemo()
    renderWithApp(<ProfilePage />, { path: '/profile?tab=addresses' })
    const tab = await screen.findByRole('tab', { name: 'Saved addresses' })
    expect(tab.getAttribute('aria-selected')).toBe('true')
  })

  it("a failed address list says 'Failed to fetch addresses' with a retry, not that there are none", async () => {
    await signInDemo()
    server.use(
      http.get('*/api/v1/client/addresses', () =>
        HttpResponse.json({ result: false, message: 'x' }, { status: 500 }),
      ),
    )
    renderWithApp(<ProfilePage />, { path: '/profile?tab=addresses' })
    expect(await screen.findByText('Failed to fetch addresses', {}, { timeout: 15_000 })).toBeTruthy()
    expect(screen.queryByText('No saved addresses yet.')).toBeNull()
    server.resetHandlers()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.queryByText('Failed to fetch addresses')).toBeNull())
  }, 20_000)

  it('shows the account e-mail, and updates the profile sending the name and only the optional fields that are filled in', async () => {
    await signInNewClient()
    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/profile/update')) bodies.push(await request.clone().json())
    })
    const { user } = renderWithApp(<ProfilePage />, { path: '/profile?tab=personal' })
    const name = await screen.findByRole('textbox', { name: /Full name/ })
    expect(screen.getByTestId('account-email').textContent).toMatch(/^E-mail address.+@example\.com$/)
    await user.clear(name)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Full name must be at least 2 characters.')).toBeTruthy()
    await user.type(name, 'Nora Haddad')
    await user.selectOptions(screen.getByLabelText(/Gender/), 'Other')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await screen.findByRole('heading', { name: 'Nora Haddad' })
    expect(bodies).toEqual([
      {
        name: 'Nora Haddad',
        gender: 'Other',
        order_updates: expect.any(Boolean),
        newsletter: expect.any(Boolean),
      },
    ])
  })

  it('clears a saved phone by sending null, and the profile then has none', async () => {
    const token = await signInDemo()
    vi.spyOn(toaster, 'create')
    const bodies: unknown[] = []
    server.events.on('request:start', async ({ request }) => {
      if (request.url.endsWith('/profile/update')) bodies.push(await request.clone().json())
    })
    const { user } = renderWithApp(<ProfilePage />, { path: '/profile?tab=personal' })
    const phone = await screen.findByRole('textbox', { name: /Phone/ })
    await waitFor(() => expect((phone as HTMLInputElement).value).not.toBe(''))
    await user.clear(phone)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(bodies).toHaveLength(1))
    expect(bodies[0]).toEqual({
      name: 'Demo Shopper',
      phone: null,
      order_updates: expect.any(Boolean),
      newsletter: expect.any(Boolean),
    })
    await waitFor(() => expect(toasts()).toContain('Profile updated successfully.'))
    const me = await fetch(`${env.apiUrl}/api/v1/client/me`, {
      headers: { authorization: `Bearer ${token}` },
    })
    expect((await me.json()).client.phone).toBeNull()
    server.events.removeAllListeners()
  })

  it('logs out only after the confirmation, and resets the session even when the call fails', async () => {
    await signInDemo()
    server.use(http.post('*/api/v1/client/logout', () => HttpResponse.json({}, { status: 500 })))
    vi.spyOn(toaster, 'create')
    const { user, location } = renderWithApp(<ProfilePage />, { path: '/profile?tab=security' })
    await user.click(await screen.findByRole('button', { name: 'Log out' }))
    const dialog = await screen.findByRole('dialog', { name: 'Log out?' })
    expect(auth.value.isAuthenticated).toBe(true)
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }))
    await waitFor(() => expect(auth.value.isAuthenticated).toBe(false))
    expect(location.history.at(-1)).toBe('/')
    expect(document.cookie).not.toMatch(/auth_token=/)
    expect(toasts()).toContain('Failed to log out. Please try again.')
  })

  it("deletes the account after the confirmation; 'Failed to delete account.' still signs out", async () => {
    await signInDemo()
    server.use(http.post('*/api/v1/client/account/delete', () => HttpResponse.error()))
    vi.spyOn(toaster, 'create')
    const { user, location } = renderWithApp(<ProfilePage />, { path: '/profile?tab=delete' })
    await user.click(await screen.findByRole('button', { name: 'Delete account' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }))
    await waitFor(() => expect(auth.value.isAuthenticated).toBe(false))
    expect(location.history.at(-1)).toBe('/')
    expect(toasts()).toContain('Failed to delete account.')
  })

  it("a failed order or pre-order list shows the failure and a retry, never 'No orders found'", async () => {
    await signInNewClient()
    server.use(
      http.get('*/api/v1/client/orders', () => new HttpResponse(null, { status: 503 })),
      http.get('*/api/v1/client/pre-orders', () => HttpResponse.error()),
    )
    const { user } = renderWithApp(<ProfilePage />, { path: '/profile' })
    expect((await screen.findByRole('alert')).textContent).toContain('This content could not be loaded.')
    expect(screen.queryByText('No orders found')).toBeNull()
    await user.click(screen.getByRole('tab', { name: 'Pre-orders' }))
    await waitFor(() =>
      expect(screen.getByRole('tabpanel').textContent).toContain('This content could not be loaded.'),
    )
    expect(screen.queryByText('No Pre-orders found')).toBeNull()
    server.resetHandlers()
    await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No Pre-orders found')).toBeTruthy()
  })
})
