/** The part of a currency that display needs. Amounts on the wire are USD (rate 1). */
export interface DisplayCurrency {
  code: string
  symbol: string
  exchange_rate: number
}

/**
 * Arabic prices (docs/decisions/0019): Latin digits, the amount first, then a no-break space and
 * the currency's sign. The signs are written out here rather than taken from the runtime's ICU,
 * which says "US$" and "UK£" in Arabic and may differ between Node and a browser.
 */
export const ARABIC_CURRENCY_SIGNS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  EGP: 'ج.م',
  SAR: 'ر.س',
  AED: 'د.إ',
}

/** The one set of options every price goes through, server and browser alike. */
export function moneyOptions(code: string, locale: string): Intl.NumberFormatOptions {
  return {
    style: 'currency',
    currency: code,
    currencyDisplay: isArabic(locale) ? 'symbol' : 'narrowSymbol',
  }
}

const isArabic = (locale: string) => locale.toLowerCase().startsWith('ar')
// Direction marks ICU puts around Arabic currency text; the page's own isolation does that job.
const BIDI_MARKS = /[\u200e\u200f\u061c]/g

const formatters = new Map<string, Intl.NumberFormat>()

function formatterFor(code: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${code}`
  let formatter = formatters.get(key)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, moneyOptions(code, locale))
    formatters.set(key, formatter)
  }
  return formatter
}

export function convertFromUsd(amountUsd: number, currency: Pick<DisplayCurrency, 'exchange_rate'>): number {
  const rate =
    Number.isFinite(currency.exchange_rate) && currency.exchange_rate > 0 ? currency.exchange_rate : 1
  return amountUsd * rate
}

/**
 * Prices as the server wrote them into the page, by what they were formatted from. While the page
 * is taken over they are read from here, so no number formatter is built then: a browser's first
 * one costs 20 ms or more (its number data loads), which made one long task of hydration.
 */
const fromServer = new Map<string, string>()
/** While the server renders a page: every price it formats, to be written into the page. */
let recording: Record<string, string> | null = null

const moneyKey = (amountUsd: number, currency: DisplayCurrency, locale: string) =>
  `${locale}|${currency.code}|${currency.exchange_rate}|${amountUsd}`

/** Formats a USD amount in the selected currency, e.g. 10 → "€9.20" at rate 0.92, "9.20 €" in Arabic. */
export function formatMoney(amountUsd: number, currency: DisplayCurrency, locale = 'en-US'): string {
  const key = moneyKey(amountUsd, currency, locale)
  const known = fromServer.get(key)
  if (known !== undefined) return known
  const text = formatWithIntl(amountUsd, currency, locale)
  if (recording) recording[key] = text
  return text
}

/** The server: records the prices `render` formats (it renders synchronously, one page at a time). */
export function recordMoney<T>(render: () => T): { result: T; money: Record<string, string> } {
  const money: Record<string, string> = {}
  recording = money
  try {
    return { result: render(), money }
  } finally {
    recording = null
  }
}

/** The browser: the prices the server wrote into the page, before it is hydrated. */
export function learnMoney(money: Record<string, unknown>) {
  for (const [key, text] of Object.entries(money)) if (typeof text === 'string') fromServer.set(key, text)
}

function formatWithIntl(amountUsd: number, currency: DisplayCurrency, locale: string): string {
  const value = convertFromUsd(amountUsd, currency)
  try {
    const formatter = formatterFor(currency.code, locale)
    if (!isArabic(locale)) return formatter.format(value)
    let sign = ''
    let amount = ''
    for (const part of formatter.formatToParts(value)) {
      if (part.type === 'currency') sign = ARABIC_CURRENCY_SIGNS[currency.code] ?? part.value
      else if (part.type !== 'literal') amount += part.value
    }
    return `${amount}\u00a0${sign}`.replace(BIDI_MARKS, '').trim()
  } catch {
    // An unknown ISO code makes Intl throw; fall back to the server-supplied symbol.
    return isArabic(locale)
      ? `${value.toFixed(2)}\u00a0${currency.symbol}`
      : `${currency.symbol}${value.toFixed(2)}`
  }
}
