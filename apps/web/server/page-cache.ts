import { LRUCache } from 'lru-cache'
import type { CompressedPage } from './compression.ts'

export interface CachedPage extends CompressedPage {
  status: number
  renderedAt: number
}

export interface PageCacheOptions {
  freshSeconds: number
  staleSeconds: number
  maxBytes: number
}

export type CacheOutcome = 'hit' | 'stale' | 'miss'

/** Prices render in the currency; the theme and consent cookies are marked on <html>. */
export function pageCacheKey(url: URL, lang: string, currency = '', theme = '', consent = ''): string {
  return `${lang} ${currency} ${theme} ${consent} ${url.pathname}${url.search}`
}

/** Stale-while-revalidate, one re-render at a time; `render` answers undefined for a page not to be shared. */
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
