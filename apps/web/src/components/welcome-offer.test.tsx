import { unwrap } from '@storefront/sdk'
import { screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { apiClient } from '../lib/api'
import { setupMockServer } from '../testing/mock-server'
import { renderWithApp } from '../testing/render'
import { signInDemo } from '../testing/sign-in'
import { WelcomeOffer } from './welcome-offer'

const server = setupMockServer()

/** The demo client's orders answered as if each had this status. */
async function ordersAll(status: string) {
  const answer = unwrap(await apiClient.GET('/api/v1/client/orders'))
  const data = answer.data.map((order) => ({ ...order, status }))
  server.use(
    http.get('*/api/v1/client/orders', () =>
      HttpResponse.json({ ...answer, data, pagination: { ...answer.pagination, total: data.length } }),
    ),
  )
}

describe('the welcome offer', () => {
  it('is still offered when every order so far was cancelled (docs/decisions/0061)', async () => {
    await signInDemo()
    await ordersAll('Cancelled By Customer')
    renderWithApp(<WelcomeOffer applied={null} />)
    expect(await screen.findByTestId('welcome-offer')).toBeTruthy()
  })

  it('is gone once an order went ahead', async () => {
    await signInDemo()
    await ordersAll('Delivered')
    const { queryClient } = renderWithApp(<WelcomeOffer applied={null} />)
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(screen.queryByTestId('welcome-offer')).toBeNull()
  })
})
