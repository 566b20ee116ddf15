/** The part of a currency that display needs. Amounts on the wire are USD (rate 1). */
export interface DisplayCurrency {
  code: string
  symbol: string
  exchange_rate: number
}

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(code: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${code}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      currencyDisplay: 'narrowSymbol',
    })
    formatters.set(key, formatter)
  }
  return formatter
}

export function convertFromUsd(amountUsd: number, currency: Pick<DisplayCurrency, 'exchange_rate'>): number {
  const rate =
    Number.isFinite(currency.exchange_rate) && currency.exchange_rate > 0 ? currency.exchange_rate : 1
  return amountUsd * rate
}

/** Formats a USD amount in the selected currency, e.g. 10 → "€9.20" at rate 0.92. */
export function formatMoney(amountUsd: number, currency: DisplayCurrency, locale = 'en-US'): string {
  const value = convertFromUsd(amountUsd, currency)
  try {
    return formatterFor(currency.code, locale).format(value)
  } catch {
    // An unknown ISO code makes Intl throw; fall back to the server-supplied symbol.
    return `${currency.symbol}${value.toFixed(2)}`
  }
}
