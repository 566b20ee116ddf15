import { parse } from 'regexparam'
import { describe, expect, it } from 'vitest'
import { parsePattern } from './route-pattern'

describe('route patterns', () => {
  it('match as regexparam does, parsed once per pattern', () => {
    const first = parsePattern('/product/:slug')
    expect(parsePattern('/product/:slug')).toBe(first)
    expect(first).toEqual(parse('/product/:slug'))
    expect(first.pattern.exec('/product/nova-x-12')?.[1]).toBe('nova-x-12')
    expect(first.pattern.test('/shop')).toBe(false)
  })

  it('keep loose patterns apart from exact ones', () => {
    expect(parsePattern('/orders', true)).not.toBe(parsePattern('/orders'))
    expect(parsePattern('/orders', true).pattern.test('/orders/12')).toBe(true)
    expect(parsePattern('/orders').pattern.test('/orders/12')).toBe(false)
  })
})
