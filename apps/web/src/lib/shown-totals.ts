import { type DisplayCurrency, fromMinorUnits, toMinorUnits } from './money'

export interface ChargedLine {
  unit: number
  quantity: number
  total: number
}

export interface Charges {
  discount: number
  shipping: number
  free_shipping: boolean
}

export interface ShownLine {
  unit: number
  total: number
}

export interface ShownTotals {
  lines: ShownLine[]
  subtotal: number
  discount: number
  shipping: number
  total: number
}

type Currency = Omit<DisplayCurrency, 'symbol'>

const cents = (usd: number) => Math.round(usd * 100)

function lineMinor(line: ChargedLine, currency: Currency): { unit: number; total: number } {
  const unit = toMinorUnits(line.unit, currency)
  // A line the server prices as quantity × unit reads so on screen too; any other line is converted as it is.
  const plain = cents(line.total) === cents(line.unit * line.quantity)
  return { unit, total: plain ? unit * line.quantity : toMinorUnits(line.total, currency) }
}

export function shownLine(line: ChargedLine, currency: Currency): ShownLine {
  const minor = lineMinor(line, currency)
  return {
    unit: fromMinorUnits(minor.unit, currency.code),
    total: fromMinorUnits(minor.total, currency.code),
  }
}

/** A cart's or order's figures in the selected currency, each line rounded once so the shown sums add up (docs/decisions/0023). */
export function shownTotals(
  lines: readonly ChargedLine[],
  charges: Charges,
  currency: Currency,
): ShownTotals {
  const minorLines = lines.map((line) => lineMinor(line, currency))
  const subtotal = minorLines.reduce((sum, line) => sum + line.total, 0)
  const usdSubtotal = cents(lines.reduce((sum, line) => sum + line.total, 0))
  // A discount of the whole subtotal (a 100% coupon) leaves nothing to pay in any currency.
  const discount =
    cents(charges.discount) >= usdSubtotal
      ? subtotal
      : Math.min(subtotal, toMinorUnits(charges.discount, currency))
  const shipping = charges.free_shipping ? 0 : toMinorUnits(charges.shipping, currency)
  const shown = (minor: number) => fromMinorUnits(minor, currency.code)
  return {
    lines: minorLines.map((line) => ({ unit: shown(line.unit), total: shown(line.total) })),
    subtotal: shown(subtotal),
    discount: shown(discount),
    shipping: shown(shipping),
    total: shown(subtotal - discount + shipping),
  }
}

export const cartCharge = (item: {
  unit_price: number
  quantity: number
  line_total: number
}): ChargedLine => ({
  unit: item.unit_price,
  quantity: item.quantity,
  total: item.line_total,
})

export const orderCharge = (item: { price: number; quantity: number; line_total: number }): ChargedLine => ({
  unit: item.price,
  quantity: item.quantity,
  total: item.line_total,
})

export const NO_CHARGES: Charges = { discount: 0, shipping: 0, free_shipping: false }
