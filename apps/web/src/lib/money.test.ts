import { describe, expect, it, vi } from 'vitest'
import { INTL_TAGS } from '../i18n/formatters'
import { intlLocale, locale } from './language-store'
import {
  ARABIC_CURRENCY_SIGNS,
  convertFromUsd,
  formatMoney,
  learnMoney,
  minorDigits,
  recordMoney,
  toMinorUnits,
  warmMoney,
} from './money'

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

  // docs/decisions/0019: Latin digits, the amount first, a no-break space, then the sign.
  it.each([
    ['USD', 1, '1,234.50\u00a0$'],
    ['EUR', 0.92, '1,135.74\u00a0€'],
    ['GBP', 0.79, '975.26\u00a0£'],
    ['EGP', 48.6, '59,996.70\u00a0ج.م'],
    ['SAR', 3.75, '4,629.38\u00a0ر.س'],
    ['AED', 3.6725, '4,533.70\u00a0د.إ'],
  ])('shows %s in Arabic as the decision record says', (code, rate, shown) => {
    const text = formatMoney(1234.5, { code, symbol: 'x', exchange_rate: rate }, INTL_TAGS.ar)
    expect(text).toBe(shown)
    expect(text).not.toMatch(/US\$|UK£|[\u0660-\u0669\u200e\u200f\u061c]/)
  })

  it('has an Arabic sign for each currency the shop offers', () => {
    // The mock's seed currencies; a new one needs its sign in the decision record and here.
    expect(Object.keys(ARABIC_CURRENCY_SIGNS).sort()).toEqual(['AED', 'EGP', 'EUR', 'GBP', 'SAR', 'USD'])
  })

  it('keeps the minus sign with the amount in Arabic', () => {
    expect(formatMoney(-10, usd, INTL_TAGS.ar)).toBe('-10.00\u00a0$')
  })

  it('formats with the tag the language store gives Intl', () => {
    locale.value = 'ar'
    expect(intlLocale.value).toBe(INTL_TAGS.ar)
    locale.value = 'en'
    expect(intlLocale.value).toBe(INTL_TAGS.en)
  })

  it('falls back to the symbol when the code is not a valid ISO currency', () => {
    expect(formatMoney(3, { code: 'not-a-code', symbol: 'X', exchange_rate: 1 })).toBe('X3.00')
  })

  it('treats a missing or invalid rate as 1', () => {
    expect(convertFromUsd(7, { exchange_rate: 0 })).toBe(7)
    expect(convertFromUsd(7, { exchange_rate: Number.NaN })).toBe(7)
  })

  it('rounds to the currency’s smallest unit half away from zero, without binary noise', () => {
    // 1.005 * 100 is 100.49999999999999 in binary floating point.
    expect(toMinorUnits(1.005, usd)).toBe(101)
    expect(toMinorUnits(-1.005, usd)).toBe(-101)
    expect(formatMoney(1.005, usd)).toBe('$1.01')
    expect(toMinorUnits(10.05, { code: 'EUR', exchange_rate: 0.9 })).toBe(905)
  })

  it('knows currencies without a minor unit', () => {
    expect(minorDigits('JPY')).toBe(0)
    expect(minorDigits('USD')).toBe(2)
    expect(toMinorUnits(10, { code: 'JPY', exchange_rate: 150.55 })).toBe(1506)
  })
})

describe('prices the server wrote into the page', () => {
  const chf = { code: 'CHF', symbol: 'CHF', exchange_rate: 0.9 }

  it('are recorded while the server renders, and only then', () => {
    const { result, money } = recordMoney(() => formatMoney(20, chf, 'en-GB'))
    expect(money).toEqual({ 'en-GB|CHF|0.9|20': result })
    expect(recordMoney(() => null).money).toEqual({})
  })

  it('are recorded in every page that shows them, though the process formats each only once', () => {
    // `format` is a getter that binds the method.
    const built = vi.spyOn(Intl.NumberFormat.prototype as unknown as { format: unknown }, 'format', 'get')
    const first = recordMoney(() => formatMoney(21, chf, 'en-GB'))
    const calls = built.mock.calls.length
    const second = recordMoney(() => formatMoney(21, chf, 'en-GB'))
    expect(second.money).toEqual(first.money)
    expect(Object.keys(second.money)).toEqual(['en-GB|CHF|0.9|21'])
    expect(built.mock.calls.length).toBe(calls)
    built.mockRestore()
  })

  it('leave the formatters to be built when the browser is idle, so a price changed by a press builds none', () => {
    const yen = { code: 'JPY', symbol: '¥', exchange_rate: 150 }
    warmMoney('JPY', 'en-NZ')
    const built = vi.spyOn(Intl, 'NumberFormat')
    expect(formatMoney(2, yen, 'en-NZ')).toMatch(/300/)
    expect(built).not.toHaveBeenCalled()
    built.mockRestore()
  })

  it('are shown as written, without building a number formatter in the browser', () => {
    const built = vi.spyOn(Intl, 'NumberFormat')
    learnMoney({ 'en-IE|CHF|0.9|30': 'CHF 27.00 (server)', 'en-IE|CHF|0.9|31': 7 })
    expect(formatMoney(30, chf, 'en-IE')).toBe('CHF 27.00 (server)')
    expect(built).not.toHaveBeenCalled()
    // Another amount, rate or language is formatted here; a value that is not text was ignored.
    expect(formatMoney(31, chf, 'en-IE')).toMatch(/27\.90/)
    expect(formatMoney(30, { ...chf, exchange_rate: 1 }, 'en-IE')).toMatch(/30\.00/)
    expect(built).toHaveBeenCalled()
  })
})
