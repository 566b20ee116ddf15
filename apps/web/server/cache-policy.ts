import type { ServerConfig } from './config.ts'

/** Every cache-control this server writes, by what the answer is. */
export const CACHE_CONTROL = {
  /** Probes, refusals, errors and beacons: never kept anywhere. */
  never: 'no-store',
  /** Kept, but asked again each time: the page template, files without a hash, pages not worth sharing. */
  revalidate: 'no-cache',
  /** One visitor's answer (a signed-in page, or one that sets a session cookie): no shared cache may keep it. */
  ownOnly: 'private, no-store',
  /** One visitor's answer that their browser may keep and ask again (it sets the language cookie). */
  ownRevalidate: 'private, no-cache',
  /** robots.txt, the sitemap and the web manifest: the store's settings change rarely. */
  siteDocument: 'public, max-age=300',
  /** The permanent redirect of an old address to the spec's route. */
  alias: 'public, max-age=86400',
  /** A build file with a hash in its name: it never changes. */
  hashedAsset: 'public, max-age=31536000, immutable',
} as const

/** A guest page a CDN may share for as long as the page cache does, or only revalidated without one. */
export function guestPageCacheControl(pageCache: ServerConfig['pageCache']): string {
  return pageCache
    ? `public, max-age=0, s-maxage=${pageCache.freshSeconds}, stale-while-revalidate=${pageCache.staleSeconds}`
    : CACHE_CONTROL.revalidate
}
