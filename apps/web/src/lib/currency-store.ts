import { signal } from '@preact/signals-react'
import { clientOnly } from './hydration'
import type { DisplayCurrency } from './money'
import { readStorage, writeStorage } from './safe-storage'
import { CURRENCY_KEY } from './storage-keys'

export interface SelectedCurrency extends DisplayCurrency {
  id: number
}

/** The initial selection and the reset target. */
export const DEFAULT_CURRENCY: SelectedCurrency = { id: 1, code: 'USD', symbol: '$', exchange_rate: 1 }

function readStored(): SelectedCurrency {
  try {
    const parsed = JSON.parse(readStorage(CURRENCY_KEY) ?? 'null') as Partial<SelectedCurrency> | null
    if (
      parsed &&
      typeof parsed.id === 'number' &&
      typeof parsed.code === 'string' &&
      typeof parsed.symbol === 'string' &&
      typeof parsed.exchange_rate === 'number'
    ) {
      return { id: parsed.id, code: parsed.code, symbol: parsed.symbol, exchange_rate: parsed.exchange_rate }
    }
  } catch {
    // corrupt value: use the default
  }
  return DEFAULT_CURRENCY
}

export const currency = signal<SelectedCurrency>(readStored())

/** The currency prices are shown in (the default while server-rendered HTML is hydrated). */
export const shownCurrency = clientOnly(currency, () => DEFAULT_CURRENCY)

export function selectCurrency(next: SelectedCurrency) {
  const value = { id: next.id, code: next.code, symbol: next.symbol, exchange_rate: next.exchange_rate }
  currency.value = value
  writeStorage(CURRENCY_KEY, JSON.stringify(value))
}

export function resetCurrency() {
  selectCurrency(DEFAULT_CURRENCY)
}

/** Re-reads storage; used after storage is cleared. */
export function reloadCurrency() {
  currency.value = readStored()
}
