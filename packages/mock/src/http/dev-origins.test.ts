import { describe, expect, it } from 'vitest'
import { isDevOrigin, parseOrigins } from './dev-origins.ts'

describe('origins allowed on the development endpoints', () => {
  it('are the loopback ones on any port, the one the request was sent to, and those added', () => {
    const added = ['https://staging.example.com']
    for (const origin of [
      'http://localhost:5173',
      'http://app.localhost:4173',
      'http://127.0.0.1:4010',
      'http://127.3.4.5',
      'http://[::1]:5173',
      'https://staging.example.com',
    ])
      expect(isDevOrigin(origin, 'mock.test:4010', added), origin).toBe(true)
    expect(isDevOrigin('http://shop.example.com', 'shop.example.com:80', [])).toBe(true)
    expect(isDevOrigin('https://shop.example.com', 'shop.example.com', [])).toBe(true)
  })

  it('are no other', () => {
    for (const origin of [
      'https://evil.example',
      'null',
      'http://localhost.evil.example',
      'http://127.0.0.1.nip.io',
      'http://shop.example.com:8080',
      'file://',
      'chrome-extension://abc',
      'https://staging.example.com.evil.example',
    ])
      expect(isDevOrigin(origin, 'shop.example.com', ['https://staging.example.com']), origin).toBe(false)
  })

  it('are read from a comma-separated list, which takes http(s) origins only', () => {
    expect(parseOrigins(' https://a.example, http://B.example:8080/ ,')).toEqual([
      'https://a.example',
      'http://b.example:8080',
    ])
    expect(parseOrigins(undefined)).toEqual([])
    for (const bad of ['a.example', 'ftp://a.example', 'https://a.example/path', 'https://u:p@a.example'])
      expect(() => parseOrigins(bad), bad).toThrow(bad)
  })
})
