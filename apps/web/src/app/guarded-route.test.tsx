import { setupMockHarness } from '@storefront/mock/testing'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { meQuery } from '../data/me'
import { auth } from '../lib/auth-store'
import { renderWithApp } from '../testing/render'
import { signInDemo } from '../testing/sign-in'
import { Guarded } from './guarded-route'

const mock = setupMockHarness()

describe('guarded routes', () => {
  it('send a visitor without a signed-in client to / and remember the origin', async () => {
    const { location } = renderWithApp(
      <Guarded>
        <p>Cart contents</p>
      </Guarded>,
      { path: '/cart?mode=pre_order' },
    )
    await waitFor(() => expect(location.history.at(-1)).toBe('/'))
    expect(sessionStorage.getItem('return_to')).toBe('/cart?mode=pre_order')
    expect(screen.queryByText('Cart contents')).toBeNull()
  })

  it('show the page to a signed-in client once GET /me confirms it', async () => {
    await signInDemo()
    const { queryClient } = renderWithApp(
      <Guarded>
        <p>Cart contents</p>
      </Guarded>,
      { path: '/cart' },
    )
    await screen.findByText('Cart contents')
    expect(queryClient.getQueryState(meQuery().queryKey)?.status).toBe('success')
  })

  it('log out and go to / when the session is no longer valid', async () => {
    await signInDemo()
    // biome-ignore lint/suspicious/noDocumentCookie: plants a revoked token
    document.cookie = 'auth_token=revoked; Path=/'
    const { location } = renderWithApp(
      <Guarded>
        <p>Cart contents</p>
      </Guarded>,
      { path: '/profile' },
    )
    await waitFor(() => expect(auth.value.isAuthenticated).toBe(false))
    await waitFor(() => expect(location.history.at(-1)).toBe('/'), { timeout: 3000 })
    expect(screen.queryByText('Cart contents')).toBeNull()
  })

  it('keep the client signed in and show the page when GET /me fails without refusing the session', async () => {
    for (const setting of [{ offline: true }, { status: 503 }] as const) {
      await signInDemo()
      mock.setOperation('getCurrentUser', setting)
      const { location, unmount } = renderWithApp(
        <Guarded>
          <p>Cart contents</p>
        </Guarded>,
        { path: '/cart' },
      )
      await screen.findByText('Cart contents')
      expect(auth.value.isAuthenticated, JSON.stringify(setting)).toBe(true)
      expect(location.history.at(-1)).toBe('/cart')
      unmount()
      mock.setOperation('getCurrentUser', {})
    }
  })
})
