import { signal } from '@preact/signals-react'
import { getCookie, setCookie } from './cookies'
import { clientOnly } from './hydration'
import type { DisplayCurrency } from './money'
import { readStorage, writeStorage } from './safe-storage'
import { CURRENCY_COOKIE, CURRENCY_KEY } from './storage-keys'

export interface SelectedCurrency extends DisplayCurrency {
  id: number
}

export const DEFAULT_CURRENCY: SelectedCurrency = { id: 1, code: 'USD', symbol: '$', exchange_rate: 1 }

export const CURRENCY_COOKIE_MINUTES = 365 * 24 * 60

export function parseCurrency(raw: string | null | undefined): SelectedCurrency | null {
  try {
    const parsed = JSON.parse(raw ?? 'null') as Partial<SelectedCurrency> | null
    if (
      parsed &&
      typeof parsed.id === 'number' &&
      typeof parsed.code === 'string' &&
      /^[A-Z]{3}$/.test(parsed.code) &&
      typeof parsed.symbol === 'string' &&
      parsed.symbol.length <= 8 &&
      typeof parsed.exchange_rate === 'number' &&
      Number.isFinite(parsed.exchange_rate) &&
      parsed.exchange_rate > 0
    ) {
      return { id: parsed.id, code: parsed.code, symbol: parsed.symbol, exchange_rate: parsed.exchange_rate }
    }
  } catch {
    // corrupt value: treated as none
  }
  return null
}

const fromCookie = () => parseCurrency(getCookie(CURRENCY_COOKIE))

function readStored(): SelectedCurrency {
  return parseCurrency(readStorage(CURRENCY_KEY)) ?? fromCookie() ?? DEFAULT_CURRENCY
}

export const currency = signal<SelectedCurrency>(readStored())

export const renderedCurrency = signal<SelectedCurrency>(fromCookie() ?? DEFAULT_CURRENCY)

export const shownCurrency = clientOnly(currency, () => renderedCurrency.value)

function writeCookie(value: SelectedCurrency) {
  setCookie(CURRENCY_COOKIE, JSON.stringify(value), CURRENCY_COOKIE_MINUTES)
}

// A choice stored before the cookie existed: the next page the server renders shows it too.
if (typeof document !== 'undefined' && readStorage(CURRENCY_KEY) && !getCookie(CURRENCY_COOKIE))
  writeCookie(currency.value)

export function selectCurrency(next: SelectedCurrency) {
  const value = { id: next.id, code: next.code, symbol: next.symbol, exchange_rate: next.exchange_rate }
  currency.value = value
  writeStorage(CURRENCY_KEY, JSON.stringify(value))
  writeCookie(value)
}

export function resetCurrency() {
  selectCurrency(DEFAULT_CURRENCY)
}

export function reloadCurrency() {
  currency.value = readStored()
}
