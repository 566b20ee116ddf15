// The production service worker (docs/decisions/0062); the dev server and the static demo have the mock's instead.
import { clientsClaim } from 'workbox-core'
import { ExpirationPlugin } from 'workbox-expiration'
import {
  cleanupOutdatedCaches,
  matchPrecache,
  type PrecacheEntry,
  precacheAndRoute,
} from 'workbox-precaching'
import { NavigationRoute, registerRoute } from 'workbox-routing'
import { NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies'
import { API_CACHE, IMAGES_CACHE, OFFLINE_SHELL, PAGES_CACHE_PREFIX } from '../lib/offline-caches'

declare const self: {
  skipWaiting(): Promise<void>
  addEventListener(
    type: 'activate',
    listener: (event: Event & { waitUntil(work: Promise<unknown>): void }) => void,
  ): void
}
/** Filled in by the build (build/service-worker.ts): every file of the build with its revision. */
declare const __PRECACHE_MANIFEST__: PrecacheEntry[]
declare const __BUILD_ID__: string

const PAGES_CACHE = `${PAGES_CACHE_PREFIX}${__BUILD_ID__}`

// A new build takes over at once: an old page finds its chunks among the server's retired files (lib/stale-build.ts).
self.skipWaiting()
clientsClaim()
precacheAndRoute(__PRECACHE_MANIFEST__)
cleanupOutdatedCaches()

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE)
            .map((name) => caches.delete(name)),
        ),
      ),
  )
})

/** Only whole, successful answers are kept: never a redirect, an error page or the maintenance page. */
const okOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && (response.type === 'basic' || response.type === 'cors') ? response : null,
}

const pages = new NetworkFirst({
  cacheName: PAGES_CACHE,
  plugins: [okOnly, new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true })],
})

registerRoute(
  new NavigationRoute(
    async (options) => {
      const { request } = options
      try {
        const response = await pages.handle(options)
        // The API down (the server's maintenance page): the page as last seen, with the app saying why.
        if (response.status === 503)
          return (await caches.match(request, { cacheName: PAGES_CACHE })) ?? response
        return response
      } catch {
        // Offline and never opened here: the app's shell, which renders in the browser and says it is offline.
        return (await matchPrecache(OFFLINE_SHELL)) ?? Response.error()
      }
    },
    { denylist: [/^\/api\//, /^\/__mock(\/|$)/, /^\/(healthz|readyz|robots\.txt|sitemap\.xml)$/] },
  ),
)

// Reads of the API, network first; offline, the answer last seen. Writes are never touched.
registerRoute(
  ({ url, request }) => request.method === 'GET' && url.pathname.startsWith('/api/v1/'),
  new NetworkFirst({
    cacheName: API_CACHE,
    plugins: [
      okOnly,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)

// Pictures seen (products, the store's own): shown offline as seen; opaque answers are left out (they cost quota).
registerRoute(
  ({ request }) => request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: IMAGES_CACHE,
    plugins: [
      okOnly,
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
)
