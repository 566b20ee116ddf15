import { screen } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { locale } from '../../lib/language-store'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo } from '../../testing/sign-in'
import OrderConfirmationPage from './order-confirmation-page'

const server = setupMockServer()

describe('order confirmation', () => {
  it('without an order to show, says so under its title, in the page’s language', async () => {
    await signInDemo()
    const english = renderWithApp(<OrderConfirmationPage />, { path: '/order-confirmation' })
    expect(screen.getByRole('heading', { level: 1, name: 'Order confirmation' })).toBeTruthy()
    expect(screen.getByText('There is no recent order to show.')).toBeTruthy()
    english.unmount()
    locale.value = 'ar'
    renderWithApp(<OrderConfirmationPage />, { path: '/order-confirmation' })
    expect(screen.getByRole('heading', { level: 1, name: 'تأكيد الطلب' })).toBeTruthy()
  })

  it('an order that fails to load shows the failure and a retry, not "no recent order"', async () => {
    await signInDemo()
    server.use(http.get('*/api/v1/client/orders/:id', () => new HttpResponse(null, { status: 503 })))
    renderWithApp(<OrderConfirmationPage />, { path: '/order-confirmation?order=1' })
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong.')
    expect(screen.queryByText('There is no recent order to show.')).toBeNull()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
  })
})
