import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { meQuery } from '../data/me-queries'
import { auth } from '../lib/auth-store'
import { setupMockServer } from '../testing/mock-server'
import { createTestQueryClient, renderWithApp } from '../testing/render'
import { signInDemo } from '../testing/sign-in'
import { Guarded } from './guarded-route'

const server = setupMockServer()

describe('guarded routes', () => {
  it('send a visitor without a signed-in client to / and remember the origin', async () => {
    const { location } = renderWithApp(
      <Guarded>
        <p>Cart contents</p>
      </Guarded>,
      { path: '/cart?type=pre_order' },
    )
    await waitFor(() => expect(location.history.at(-1)).toBe('/'))
    expect(sessionStorage.getItem('return_to')).toBe('/cart?type=pre_order')
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

  it.each([
    ['a 500', () => HttpResponse.json({ result: false, message: 'Server Error' }, { status: 500 })],
    ['no answer', () => HttpResponse.error()],
  ])('keep the session and show the page when GET /me gets %s (docs/decisions/0060)', async (_, answer) => {
    await signInDemo()
    server.use(http.get('*/api/v1/client/me', answer))
    // Retried at once here, so the check sees the read given up on.
    const queryClient = createTestQueryClient()
    queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retryDelay: 0 } })
    const { location } = renderWithApp(
      <Guarded>
        <p>Cart contents</p>
      </Guarded>,
      { path: '/cart', queryClient },
    )
    await waitFor(() => expect(queryClient.getQueryState(meQuery().queryKey)?.status).toBe('error'))
    expect(screen.getByText('Cart contents')).toBeTruthy()
    expect(auth.value.isAuthenticated).toBe(true)
    expect(document.cookie).toContain('auth_token=')
    expect(location.history.at(-1)).toBe('/cart')
  })
})
