import { afterEach, describe, expect, it, vi } from 'vitest'
import { decodeState, encodeState, shareableUrl, sharedPage } from './shared-state'

afterEach(() => vi.restoreAllMocks())

describe('the toolbar state in the address', () => {
  it('round-trips a state through ?mock=, Arabic text included', () => {
    const state = {
      persona: 'full-cart',
      operations: { placeOrder: { status: 500 }, '*': { delayMs: 2000 } },
      scenarios: ['checkoutFailing', 'expiredCoupon'],
    }
    const url = new URL(shareableUrl(state, 'http://localhost/ar/cart?x=1&mock=old'))
    // It opens the home page, which no guard sends away from, and goes on to the page it was copied on.
    expect(url.pathname).toBe('/')
    expect(sharedPage(url)).toBe('/ar/cart?x=1')
    expect(decodeState(url.searchParams.get('mock') ?? '')).toEqual(state)
    expect(decodeState(encodeState({ operations: { a: { example: 'مثال' } } }))).toEqual({
      operations: { a: { example: 'مثال' } },
    })
  })

  it('goes on only to a path of its own origin', () => {
    const state = { operations: {} }
    expect(new URL(shareableUrl(state, 'http://localhost/')).searchParams.has('at')).toBe(false)
    for (const at of ['//evil.example', '/\\evil.example', 'https://evil.example/', 'checkout']) {
      expect(sharedPage(new URL(`http://localhost/?mock=e30&at=${encodeURIComponent(at)}`))).toBeNull()
    }
    expect(sharedPage(new URL('http://localhost/?at=%2Fcheckout'))).toBe('/checkout')
  })

  it('ignores a malformed value with a console warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    for (const bad of [
      '%%%',
      btoa('{"operations":{"a":{"status":"x"}}}'),
      btoa('[]'),
      btoa('{"persona":3,"operations":{}}'),
      btoa('{"operations":{},"scenarios":"offline"}'),
      btoa('{"operations":{},"scenarios":[1]}'),
    ]) {
      expect(decodeState(bad)).toBeNull()
    }
    expect(warn).toHaveBeenCalledTimes(6)
    expect(warn.mock.calls[0]?.[0]).toMatch(/malformed/)
  })
})
