import { LRUCache } from 'lru-cache'
import type { CompressedPage } from './compression.ts'

/** A guest page as rendered once and shared: its status and both encodings. */
export interface CachedPage extends CompressedPage {
  status: number
  renderedAt: number
}

export interface PageCacheOptions {
  /** Seconds a page is served as it is. */
  freshSeconds: number
  /** Seconds after that a page is still served while one request renders it again. */
  staleSeconds: number
  /** Bound on the bytes held (all encodings together). */
  maxBytes: number
}

export type CacheOutcome = 'hit' | 'stale' | 'miss'

/**
 * What makes a guest page differ from another: the address (path and query) and the language.
 * Prices are shown in the default currency until the browser has hydrated (the selected currency
 * is kept in the browser's storage, not in a cookie), so the currency does not change the HTML;
 * a currency cookie read by the server would have to join this key.
 */
export function pageCacheKey(url: URL, lang: string): string {
  return `${lang} ${url.pathname}${url.search}`
}

/**
 * Rendered guest pages, shared between guests. A fresh entry is served as it is; a stale one is
 * served while a single re-render runs in the background (concurrent requests share it); past
 * the stale window a request waits for the new render. `render` returns undefined for a page not
 * to be shared (rendered without its data, or a redirect); such a page is not kept.
 */
export function createPageCache(options: PageCacheOptions) {
  const freshMs = options.freshSeconds * 1000
  const staleMs = options.staleSeconds * 1000
  const cache = new LRUCache<string, CachedPage, () => Promise<CachedPage | undefined>>({
    maxSize: options.maxBytes,
    sizeCalculation: (page) => page.body.length + page.br.length + page.gzip.length + 200,
    ttl: freshMs,
    allowStale: true,
    noDeleteOnStaleGet: true,
    allowStaleOnFetchRejection: true,
    fetchMethod: (_key, _stale, { context }) => context(),
  })

  async function get(
    key: string,
    render: () => Promise<CachedPage | undefined>,
  ): Promise<{ page: CachedPage | undefined; outcome: CacheOutcome }> {
    const held = cache.peek(key, { allowStale: true })
    if (held && Date.now() - held.renderedAt > freshMs + staleMs) cache.delete(key)
    const before = cache.peek(key, { allowStale: true })
    const outcome: CacheOutcome = !before
      ? 'miss'
      : Date.now() - before.renderedAt <= freshMs
        ? 'hit'
        : 'stale'
    const page = await cache.fetch(key, { context: render })
    return { page, outcome }
  }

  return {
    get,
    clear: () => cache.clear(),
    get size() {
      return cache.size
    },
  }
}

export type PageCache = ReturnType<typeof createPageCache>
