import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { toMinorUnits } from './money'
import { type ChargedLine, NO_CHARGES, shownLine, shownTotals } from './shown-totals'

const usd = { code: 'USD', exchange_rate: 1 }
const eur = { code: 'EUR', exchange_rate: 0.9 }
const minor = (shown: number) => Math.round(shown * 100)

/** USD amounts in cents, as the server writes them. */
const usdAmount = fc.integer({ min: 1, max: 500_000 }).map((n) => n / 100)
const line = fc
  .tuple(usdAmount, fc.integer({ min: 1, max: 99 }))
  .map(
    ([unit, quantity]): ChargedLine => ({ unit, quantity, total: Math.round(unit * quantity * 100) / 100 }),
  )
const currency = fc.record({
  code: fc.constantFrom('EUR', 'GBP', 'EGP', 'SAR', 'AED', 'USD'),
  exchange_rate: fc.double({ min: 0.01, max: 100, noNaN: true }),
})
const charges = fc.record({ discount: usdAmount, shipping: usdAmount, free_shipping: fc.boolean() })

describe('shown totals in the selected currency', () => {
  it('rounds line by line would put the subtotal a cent off: here it is the sum of the lines shown', () => {
    const lines = [
      { unit: 10.05, quantity: 1, total: 10.05 },
      { unit: 10.05, quantity: 1, total: 10.05 },
    ]
    // Converted on its own, the subtotal $20.10 would read €18.09 beside two lines of €9.05.
    expect(toMinorUnits(20.1, eur)).toBe(1809)
    const shown = shownTotals(lines, NO_CHARGES, eur)
    expect(shown.lines.map((l) => l.total)).toEqual([9.05, 9.05])
    expect(shown.subtotal).toBe(18.1)
  })

  it('the subtotal shown is the sum of the line totals shown', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), charges, currency, (lines, extra, cur) => {
        const shown = shownTotals(lines, extra, cur)
        expect(minor(shown.subtotal)).toBe(shown.lines.reduce((sum, l) => sum + minor(l.total), 0))
      }),
    )
  })

  it('the total shown is the subtotal less the discount plus shipping, as shown', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 12 }), charges, currency, (lines, extra, cur) => {
        const shown = shownTotals(lines, extra, cur)
        expect(minor(shown.total)).toBe(minor(shown.subtotal) - minor(shown.discount) + minor(shown.shipping))
        expect(shown.total).toBeGreaterThanOrEqual(0)
        if (extra.free_shipping) expect(shown.shipping).toBe(0)
      }),
    )
  })

  it('a line total shown is its quantity times the unit price shown, the unit converted once', () => {
    fc.assert(
      fc.property(line, currency, (l, cur) => {
        const shown = shownLine(l, cur)
        expect(minor(shown.unit)).toBe(toMinorUnits(l.unit, cur))
        expect(minor(shown.total)).toBe(minor(shown.unit) * l.quantity)
      }),
    )
  })

  it('in USD every figure is the server’s own', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 12 }),
        usdAmount,
        usdAmount,
        (lines, d, shipping) => {
          const subtotal = lines.reduce((sum, l) => sum + minor(l.total), 0)
          const discount = Math.min(minor(d), subtotal)
          const shown = shownTotals(lines, { discount: discount / 100, shipping, free_shipping: false }, usd)
          expect(shown.lines.map((l) => l.total)).toEqual(lines.map((l) => l.total))
          expect(minor(shown.subtotal)).toBe(subtotal)
          expect(minor(shown.discount)).toBe(discount)
          expect(minor(shown.total)).toBe(subtotal - discount + minor(shipping))
        },
      ),
    )
  })

  it('a discount of the whole subtotal leaves nothing to pay in any currency', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 12 }), currency, (lines, cur) => {
        const subtotal = lines.reduce((sum, l) => sum + minor(l.total), 0) / 100
        const shown = shownTotals(lines, { discount: subtotal, shipping: 0, free_shipping: true }, cur)
        expect(shown.total).toBe(0)
      }),
    )
  })

  it('a line the server does not price as quantity × unit is converted as it is', () => {
    const shown = shownLine({ unit: 10, quantity: 3, total: 25 }, eur)
    expect(shown).toEqual({ unit: 9, total: 22.5 })
  })
})
