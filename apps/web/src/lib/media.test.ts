import { afterEach, describe, expect, it } from 'vitest'
import { env } from './env'
import { mediaUrl } from './media'

const before = env.mediaBase
afterEach(() => {
  env.mediaBase = before
})

describe('the address of an image the API named', () => {
  it("resolves a path against the API's origin, which the server tells the page", () => {
    env.mediaBase = 'https://api.shop.example'
    expect(mediaUrl('/storage/products/1.webp')).toBe('https://api.shop.example/storage/products/1.webp')
  })

  it('keeps a path on this origin where the API answers here', () => {
    env.mediaBase = ''
    expect(mediaUrl('/mock-images/product-1-1.webp')).toBe('/mock-images/product-1-1.webp')
  })

  it('keeps absolute http(s) addresses, on a CDN or the API, as they are', () => {
    env.mediaBase = 'https://api.shop.example'
    for (const url of ['https://cdn.shop.example/p/1.webp', 'http://127.0.0.1:4011/mock-images/hero.webp'])
      expect(mediaUrl(url)).toBe(url)
  })

  it('names no picture for anything else', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      '//evil.example/x.png',
      'x.png',
      '',
      undefined,
    ])
      expect(mediaUrl(url)).toBe('')
  })
})
