import type { ServerConfig } from './config.ts'

export const CACHE_CONTROL = {
  never: 'no-store',
  revalidate: 'no-cache',
  /** One visitor's answer (a signed-in page, or one that sets a session cookie): no shared cache may keep it. */
  ownOnly: 'private, no-store',
  ownRevalidate: 'private, no-cache',
  /** robots.txt, the sitemap and the web manifest: the store's settings change rarely. */
  siteDocument: 'public, max-age=300',
  alias: 'public, max-age=86400',
  hashedAsset: 'public, max-age=31536000, immutable',
} as const

export function guestPageCacheControl(pageCache: ServerConfig['pageCache']): string {
  return pageCache
    ? `public, max-age=0, s-maxage=${pageCache.freshSeconds}, stale-while-revalidate=${pageCache.staleSeconds}`
    : CACHE_CONTROL.revalidate
}
