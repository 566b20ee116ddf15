import { API_CACHE, PAGES_CACHE_PREFIX, SERVICE_WORKER_URL } from '../sw/offline-caches'
import { openPagesWholeOffline } from './offline-navigation'
import { whenIdle } from './when-idle'

/** Registers the offline service worker once the page is idle; builds without it drop this (vite.config.ts). */
export function startServiceWorker() {
  if (import.meta.env.VITE_SERVICE_WORKER !== '1' || !('serviceWorker' in navigator)) return
  openPagesWholeOffline()
  whenIdle(() => {
    navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .catch((error: unknown) => console.warn('The offline service worker could not start.', error))
  })
}

/** The pages and answers kept for reading offline are the shopper's own: they go when the session does. */
export function forgetOfflineCopies() {
  if (typeof caches === 'undefined') return
  void caches
    .keys()
    .then((names) =>
      Promise.all(
        names
          .filter((name) => name === API_CACHE || name.startsWith(PAGES_CACHE_PREFIX))
          .map((name) => caches.delete(name)),
      ),
    )
    .catch(() => {})
}
