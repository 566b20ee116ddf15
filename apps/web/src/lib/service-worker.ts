import { SERVICE_WORKER_URL } from './offline-caches'
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
