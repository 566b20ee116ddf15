import { describe, expect, it } from 'vitest'
import { loadLocale } from './i18n-util.sync.ts'
import { i18nObject } from './i18n-util.ts'

loadLocale('ar')
const ar = i18nObject('ar')

// Arabic has six plural forms; a two-form message leaves the dual (2) empty and 3–10 singular.
// After a digit the counted noun is singular but for 3–10 (plural) and 11–99 (accusative).
describe('Arabic counts take the plural form their number asks for', () => {
  it('an order of two items names its noun, not a bare "2"', () => {
    expect([1, 2, 3, 11, 100].map((count) => ar.account.itemCount({ count }))).toEqual([
      '1 منتج',
      '2 منتج',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ])
  })

  it('the header cart, reviews and saved products agree with their number', () => {
    expect(ar.header.cartWithCount({ count: 1 })).toBe('السلة، 1 عنصر')
    expect(ar.header.cartWithCount({ count: 5 })).toBe('السلة، 5 عناصر')
    expect(ar.product.reviewsCount({ count: 0 })).toBe('0 مراجعة')
    expect(ar.product.reviewsCount({ count: 9 })).toBe('9 مراجعات')
    expect(ar.orders.returns.lines({ count: 2 })).toBe('2 منتج')
    expect(ar.wishlist.count({ count: 2 })).toBe('2 منتج محفوظ')
  })
})
