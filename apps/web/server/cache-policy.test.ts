import { describe, expect, it } from 'vitest'
import { CACHE_CONTROL, guestPageCacheControl } from './cache-policy.ts'

describe('the cache-control this server writes', () => {
  it('keeps every value byte for byte, as the serving journeys and CDNs read them', () => {
    expect(CACHE_CONTROL).toEqual({
      never: 'no-store',
      revalidate: 'no-cache',
      ownOnly: 'private, no-store',
      ownRevalidate: 'private, no-cache',
      siteDocument: 'public, max-age=300',
      alias: 'public, max-age=86400',
      hashedAsset: 'public, max-age=31536000, immutable',
    })
  })

  it('lets a CDN share a guest page as long as the page cache does, and only revalidate without one', () => {
    const pageCache = { freshSeconds: 30, staleSeconds: 60, maxBytes: 1 }
    expect(guestPageCacheControl(pageCache)).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=60')
    expect(guestPageCacheControl(null)).toBe('no-cache')
  })
})
