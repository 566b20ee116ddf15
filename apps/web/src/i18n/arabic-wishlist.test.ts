import { describe, expect, it } from 'vitest'
import ar from './ar/index.ts'

describe('the Arabic wishlist', () => {
  // The server's messages say قائمة الأمنيات ("Removed from wishlist."): the screens use the same name.
  it('has one name on every screen: قائمة الأمنيات', () => {
    const screens = JSON.stringify(ar)
    expect(screens).not.toMatch(/رغب/)
    expect(ar.wishlist.title).toBe('قائمة الأمنيات')
  })
})
