import { DEFAULT_ADDRESS } from '@storefront/mock/testing'
import { unwrap } from '@storefront/sdk'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { Route } from 'wouter'
import ProfilePage from '../features/account/profile-page'
import OrderConfirmationPage from '../features/checkout/order-confirmation-page'
import OrderPage from '../features/orders/order-page'
import { apiClient } from '../lib/api'
import { resetAuth } from '../lib/auth-store'
import { resetCurrency, selectCurrency } from '../lib/currency-store'
import { setupMockServer } from '../testing/mock-server'
import { renderWithApp } from '../testing/render'
import { signInNewClient } from '../testing/sign-in'

// docs/decisions/0036: an order is shown in the currency it was placed in, at that day's rate,
// whatever the header shows since.
setupMockServer()
beforeEach(() => resetAuth())
afterEach(() => resetCurrency())

const EURO = { id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.92 }

/** A new shopper's order of one in-stock line, placed while the header showed Egyptian pounds. */
async function orderPlacedInPounds() {
  await signInNewClient('pounds')
  const variants = unwrap(
    await apiClient.GET('/api/v1/client/getAllProductsVariants', { params: { query: { per_page: 100 } } }),
  ).data
  const variant = variants.find((v) => !v.pre_order && v.stock >= 5)
  if (!variant) throw new Error('no in-stock variant')
  unwrap(
    await apiClient.POST('/api/v1/client/cart/addOrUpdate', {
      body: { variant_id: variant.id, quantity: 1 },
    }),
  )
  const address = unwrap(await apiClient.POST('/api/v1/client/addresses', { body: DEFAULT_ADDRESS })).data
  const order = unwrap(
    await apiClient.POST('/api/v1/client/placeOrder', {
      params: { header: { 'Idempotency-Key': `pounds-${Date.now()}` } },
      body: { type: 'order', address_id: address.id, payment_method: 'cod', currency: 'EGP' },
    }),
  ).data
  expect(order.currency?.code).toBe('EGP')
  return order
}

/** The order's total in pounds at the rate it was placed at (the shown figures are made to add up, so within a few piastres), with nothing of the header's euros. */
function expectPounds(
  text: string | null | undefined,
  order: { total: number; currency?: { exchange_rate: number } | null },
) {
  const shown = /^E£([\d,]+\.\d\d)$/.exec(text?.trim() ?? '')
  expect(shown, String(text)).not.toBeNull()
  const pounds = Number(shown?.[1]?.replaceAll(',', ''))
  expect(Math.abs(pounds - order.total * (order.currency?.exchange_rate ?? 0))).toBeLessThan(0.05)
}

describe('an order placed in another currency than the header shows now', () => {
  it('keeps its own currency on the order page, the confirmation and the order history', async () => {
    const order = await orderPlacedInPounds()
    selectCurrency(EURO)

    const page = renderWithApp(
      <Route path="/order/:orderId">
        <OrderPage />
      </Route>,
      { path: `/order/${order.id}` },
    )
    expectPounds((await screen.findByTestId('order-total')).textContent, order)
    expect(screen.getByTestId('order-currency').textContent).toContain('EGP')
    page.unmount()

    const confirmation = renderWithApp(<OrderConfirmationPage />, {
      path: `/order-confirmation?order=${order.id}`,
    })
    expectPounds((await screen.findByTestId('order-total')).textContent, order)
    confirmation.unmount()

    renderWithApp(<ProfilePage />, { path: '/profile?tab=orders' })
    const line = (await screen.findByRole('link', { name: 'View details' })).closest('li') as HTMLElement
    expectPounds(within(line).getByText(/E£|€/).textContent, order)
  })
})
