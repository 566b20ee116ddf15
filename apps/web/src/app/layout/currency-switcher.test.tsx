import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { Price } from '../../components/price'
import { currency, resetCurrency } from '../../lib/currency-store'
import type { Currency } from '../../lib/settings'
import { renderWithApp } from '../../testing/render'
import { CurrencySwitcher } from './currency-switcher'

const currencies: Currency[] = [
  {
    id: 1,
    code: 'USD',
    symbol: '$',
    exchange_rate: 1,
    name: { en: 'US Dollar', ar: 'دولار أمريكي' },
    is_default: true,
  },
  {
    id: 2,
    code: 'EUR',
    symbol: '€',
    exchange_rate: 0.5,
    name: { en: 'Euro', ar: 'يورو' },
    is_default: false,
  },
  {
    id: 3,
    code: 'SAR',
    symbol: 'SAR',
    exchange_rate: 3.75,
    name: { en: 'Saudi Riyal', ar: 'ريال سعودي' },
    is_default: false,
  },
]

describe('currency switcher', () => {
  beforeEach(() => resetCurrency())

  it('starts on USD, converts prices with the chosen rate, stores the choice, and resets to USD', async () => {
    const { user } = renderWithApp(
      <>
        <CurrencySwitcher currencies={currencies} />
        <Price amount={10} />
      </>,
    )
    expect(screen.getByText('$10.00')).toBeTruthy()
    await user.click(screen.getByTestId('currency-switcher'))
    await user.click(await screen.findByRole('option', { name: /EUR/ }))
    await waitFor(() => expect(screen.getByText('€5.00')).toBeTruthy())
    expect(JSON.parse(localStorage.getItem('currency') ?? '{}')).toMatchObject({
      id: 2,
      code: 'EUR',
      exchange_rate: 0.5,
    })

    const reset = screen.getByRole('button', { name: 'Reset to USD' })
    // It shows where it goes back to, not a bare ×.
    expect(reset.textContent).toContain('USD')
    await user.click(reset)
    expect(screen.getByText('$10.00')).toBeTruthy()
    expect(currency.value).toEqual({ id: 1, code: 'USD', symbol: '$', exchange_rate: 1 })
  })
  it('names a currency whose sign is its code once: "SAR", not "SAR SAR"', async () => {
    const { user } = renderWithApp(<CurrencySwitcher currencies={currencies} />)
    await user.click(screen.getByTestId('currency-switcher'))
    expect(await screen.findByRole('option', { name: 'SAR · Saudi Riyal' })).toBeTruthy()
    expect(screen.getByRole('option', { name: 'EUR (€) · Euro' })).toBeTruthy()
    await user.click(screen.getByRole('option', { name: 'SAR · Saudi Riyal' }))
    await waitFor(() => expect(screen.getByTestId('currency-switcher').textContent).toContain('SAR'))
    expect(screen.getByTestId('currency-switcher').textContent).not.toContain('SAR SAR')
  })
})
