import { describe, expect, it } from 'vitest'
import { convertFromUsd, formatMoney } from './money'

const usd = { code: 'USD', symbol: '$', exchange_rate: 1 }
const eur = { code: 'EUR', symbol: '€', exchange_rate: 0.5 }

describe('formatMoney', () => {
  it('shows USD amounts unchanged with the dollar sign by default', () => {
    expect(formatMoney(1234.5, usd)).toBe('$1,234.50')
  })

  it('converts with the exchange rate of the selected currency', () => {
    expect(formatMoney(10, eur)).toBe('€5.00')
    expect(convertFromUsd(10, eur)).toBe(5)
  })

  it('formats with the currency code through Intl for the given locale', () => {
    const egp = { code: 'EGP', symbol: 'E£', exchange_rate: 2 }
    expect(formatMoney(10, egp, 'en-US')).toBe(
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'EGP',
        currencyDisplay: 'narrowSymbol',
      }).format(20),
    )
    expect(formatMoney(10, usd, 'ar-u-nu-latn')).toContain('10.00')
  })

  it('falls back to the symbol when the code is not a valid ISO currency', () => {
    expect(formatMoney(3, { code: 'not-a-code', symbol: 'X', exchange_rate: 1 })).toBe('X3.00')
  })

  it('treats a missing or invalid rate as 1', () => {
    expect(convertFromUsd(7, { exchange_rate: 0 })).toBe(7)
    expect(convertFromUsd(7, { exchange_rate: Number.NaN })).toBe(7)
  })
})
