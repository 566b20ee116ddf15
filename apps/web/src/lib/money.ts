/** The part of a currency that display needs. Amounts on the wire are USD (rate 1). */
export interface DisplayCurrency {
  code: string
  symbol: string
  exchange_rate: number
}

/** Arabic prices (docs/decisions/0019): Latin digits, the amount first, then a no-break space and the currency's sign. */
export const ARABIC_CURRENCY_SIGNS: Record<string, string> = {
  USD: '$',
  EUR: '€',
  GBP: '£',
  EGP: 'ج.م',
  SAR: 'ر.س',
  AED: 'د.إ',
}

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

const digits = new Map<string, number>()

export function minorDigits(code: string): number {
  let found = digits.get(code)
  if (found === undefined) {
    try {
      found = new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions()
        .maximumFractionDigits
    } catch {
      found = 2
    }
    digits.set(code, found ?? 2)
  }
  return found ?? 2
}

/** A USD amount in the selected currency as a whole number of that currency's smallest unit, rounded half away from zero. */
export function toMinorUnits(amountUsd: number, currency: Omit<DisplayCurrency, 'symbol'>): number {
  const scaled = convertFromUsd(amountUsd, currency) * 10 ** minorDigits(currency.code)
  // 12 significant digits drop the binary noise of a product (1.005 * 100 is 100.49999...).
  const clean = Number(Math.abs(scaled).toPrecision(12))
  return Math.sign(scaled) * Math.round(clean) || 0
}

export function fromMinorUnits(minor: number, code: string): number {
  return minor / 10 ** minorDigits(code)
}

/** Prices as the server wrote them into the page, by what they were formatted from, so hydration builds no number formatter. */
const fromServer = new Map<string, string>()
let recording: Record<string, string> | null = null

/** What this process formatted: the server writes the same prices into page after page. Bounded by a clear. */
const formatted = new Map<string, string>()
const FORMATTED_MAX = 5000

function remembered(key: string, format: () => string): string {
  const known = fromServer.get(key)
  if (known !== undefined) return known
  let text = formatted.get(key)
  if (text === undefined) {
    text = format()
    if (formatted.size >= FORMATTED_MAX) formatted.clear()
    formatted.set(key, text)
  }
  if (recording) recording[key] = text
  return text
}

export function recordMoney<T>(render: () => T): { result: T; money: Record<string, string> } {
  const money: Record<string, string> = {}
  recording = money
  try {
    return { result: render(), money }
  } finally {
    recording = null
  }
}

export function learnMoney(money: Record<string, unknown>) {
  for (const [key, text] of Object.entries(money)) if (typeof text === 'string') fromServer.set(key, text)
}

/** Formats an amount already in the selected currency (see `formatMoney` for USD amounts). */
export function formatShown(value: number, currency: DisplayCurrency, locale = 'en-US'): string {
  return remembered(`${locale}|${currency.code}|=${value}`, () => formatWithIntl(value, currency, locale))
}

function formatWithIntl(value: number, currency: DisplayCurrency, locale: string): string {
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

/** Builds the formatters a price shown next needs: a page's first Intl formatter loads locale data, 50 ms at 4x CPU. */
export function warmMoney(code: string, locale: string): void {
  try {
    minorDigits(code)
    formatterFor(code, locale)
  } catch {}
}

export function formatMoney(amountUsd: number, currency: DisplayCurrency, locale = 'en-US'): string {
  return remembered(`${locale}|${currency.code}|${currency.exchange_rate}|${amountUsd}`, () =>
    formatWithIntl(fromMinorUnits(toMinorUnits(amountUsd, currency), currency.code), currency, locale),
  )
}
