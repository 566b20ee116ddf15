import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { resetCurrency, selectCurrency } from '../lib/currency-store'
import { renderWithApp } from '../testing/render'
import { OrderTotals } from './order-totals'

const figure = (label: string) => screen.getByText(label).nextElementSibling?.textContent

describe('order totals', () => {
  afterEach(() => resetCurrency())

  it('in another currency the total is the subtotal less the discount plus shipping, as shown', () => {
    selectCurrency({ id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.9 })
    const line = { unit: 10.05, quantity: 1, total: 10.05 }
    // $23.14 converted on its own reads €20.83; the figures above it add up to €20.84.
    renderWithApp(<OrderTotals lines={[line, line]} discount={2.01} shipping={5.05} free_shipping={false} />)
    expect(figure('Subtotal')).toBe('€18.10')
    expect(figure('Promotion discount')).toBe('-€1.81')
    expect(figure('Shipping')).toBe('€4.55')
    expect(figure('Total')).toBe('€20.84')
  })

  it('in USD shows the server’s figures, FREE shipping as such', () => {
    renderWithApp(
      <OrderTotals
        lines={[{ unit: 12.5, quantity: 2, total: 25 }]}
        discount={5}
        shipping={0}
        free_shipping
      />,
    )
    expect(figure('Subtotal')).toBe('$25.00')
    expect(figure('Shipping')).toBe('FREE')
    expect(figure('Total')).toBe('$20.00')
  })
})
