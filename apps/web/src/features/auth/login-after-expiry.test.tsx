import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { auth, resetAuth } from '../../lib/auth-store'
import { handleSessionExpired } from '../../lib/session-expiry'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import LoginPage from './login-page'

setupMockServer()

describe('/login after a session expired', () => {
  it('offers the e-mail of the session that ended', async () => {
    resetAuth()
    auth.value = {
      ...auth.value,
      isAuthenticated: true,
      client: { id: 7, name: 'Nora Haddad', email: 'nora@example.com' } as NonNullable<
        typeof auth.value.client
      >,
    }
    handleSessionExpired(vi.fn())
    renderWithApp(<LoginPage />, { path: '/login' })
    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'E-mail address' })
    expect(field.value).toBe('nora@example.com')
  })
})
