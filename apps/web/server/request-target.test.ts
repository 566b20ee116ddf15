import { describe, expect, it } from 'vitest'
import { decodablePath, targetUrl } from './request-target.ts'

describe('the path and query of a request target', () => {
  const path = (target: string | undefined) => {
    const url = targetUrl(target)
    return url ? `${url.pathname}${url.search}` : null
  }

  it('is the target itself in origin form, one that starts // included', () => {
    expect(path('/shop?sort=price_asc')).toBe('/shop?sort=price_asc')
    expect(path('//')).toBe('//')
    expect(path('//evil.example/shop')).toBe('//evil.example/shop')
    expect(path('/api/..//')).toBe('//')
    expect(path(undefined)).toBe('/')
    expect(path('*')).toBe('/')
  })

  it("is the absolute form's path and query, and nothing for any other form", () => {
    expect(path('http://other.example/shop?x=1')).toBe('/shop?x=1')
    for (const target of ['example.com:443', 'shop', '', 'javascript:alert(1)'])
      expect(path(target), target).toBeNull()
  })

  it('decodes only where every escape does', () => {
    expect(decodablePath('/product/caf%C3%A9')).toBe(true)
    for (const pathname of ['/%', '/%zz', '/%E0%A4%A', '/a%'])
      expect(decodablePath(pathname), pathname).toBe(false)
  })
})
