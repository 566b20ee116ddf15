import { describe, expect, it } from 'vitest'
import { getCookie } from './cookies'
import {
  CURRENCY_COOKIE_MINUTES,
  DEFAULT_CURRENCY,
  parseCurrency,
  renderedCurrency,
  resetCurrency,
  selectCurrency,
  shownCurrency,
} from './currency-store'
import { hydrating } from './hydration'
import { CURRENCY_COOKIE } from './storage-keys'

const eur = { id: 2, code: 'EUR', symbol: '€', exchange_rate: 0.92 }

describe('currency store', () => {
  it('keeps the chosen currency in a cookie too, so the server renders it', () => {
    selectCurrency(eur)
    expect(parseCurrency(getCookie(CURRENCY_COOKIE))).toEqual(eur)
    expect(parseCurrency(localStorage.getItem('currency'))).toEqual(eur)
    resetCurrency()
    expect(parseCurrency(getCookie(CURRENCY_COOKIE))).toEqual(DEFAULT_CURRENCY)
    expect(CURRENCY_COOKIE_MINUTES).toBe(525_600)
  })

  it('shows what the server rendered while hydrating, then the stored choice', () => {
    selectCurrency(eur)
    renderedCurrency.value = eur
    hydrating.value = true
    expect(shownCurrency.value).toEqual(eur)
    renderedCurrency.value = DEFAULT_CURRENCY
    expect(shownCurrency.value).toEqual(DEFAULT_CURRENCY)
    hydrating.value = false
    expect(shownCurrency.value).toEqual(eur)
    resetCurrency()
  })

  it('refuses a cookie that is not a currency', () => {
    expect(parseCurrency('not json')).toBeNull()
    expect(parseCurrency(JSON.stringify({ ...eur, code: 'euro' }))).toBeNull()
    expect(parseCurrency(JSON.stringify({ ...eur, exchange_rate: 0 }))).toBeNull()
    expect(parseCurrency(undefined)).toBeNull()
  })
})
