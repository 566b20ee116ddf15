import { describe, expect, it } from 'vitest'
import { loadLocale } from './i18n-util.sync.ts'
import { i18nObject } from './i18n-util.ts'

loadLocale('ar')
const ar = i18nObject('ar')

// Arabic has six plural forms; a two-form message leaves the dual (2) empty and 3–10 singular.
describe('Arabic counts take the plural form their number asks for', () => {
  it('an order of two items says "منتجان", not a bare "2"', () => {
    expect([1, 2, 3, 11, 100].map((count) => ar.account.itemCount({ count }))).toEqual([
      'منتج واحد',
      'منتجان',
      '3 منتجات',
      '11 منتجًا',
      '100 منتج',
    ])
  })

  it('the header cart, reviews and saved products agree with their number', () => {
    expect(ar.header.cartWithCount({ count: 1 })).toBe('السلة، عنصر واحد')
    expect(ar.header.cartWithCount({ count: 5 })).toBe('السلة، 5 عناصر')
    expect(ar.product.reviewsCount({ count: 0 })).toBe('لا مراجعات')
    expect(ar.product.reviewsCount({ count: 9 })).toBe('9 مراجعات')
    expect(ar.orders.returns.lines({ count: 2 })).toBe('منتجان')
    expect(ar.wishlist.count({ count: 2 })).toBe('منتجان محفوظان')
  })
})
