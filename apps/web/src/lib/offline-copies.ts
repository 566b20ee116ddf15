import { API_CACHE, PAGES_CACHE_PREFIX } from './offline-caches'

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
