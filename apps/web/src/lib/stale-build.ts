import { readStorage, writeStorage } from './safe-storage'
import { BUILD_RELOAD_KEY } from './storage-keys'

/** A second failure this soon after reloading is not a new build: let the error show. */
export const RELOAD_GUARD_MS = 30_000

export function isStaleBuildError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error)
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS/i.test(
    message,
  )
}

/** Reloads the page once to pick up the new build (Vite's advice for `vite:preloadError`); a session-storage time stamp stops a loop when the reload does not help. */
export function reloadForNewBuild(now = Date.now(), reload = () => window.location.reload()): boolean {
  // Offline, the chunk is missing for want of a connection, not for a new build: a reload would land on the browser's own error page.
  if (!navigator.onLine) return false
  const last = Number(readStorage(BUILD_RELOAD_KEY, sessionStorage) ?? 0)
  if (now - last < RELOAD_GUARD_MS) return false
  writeStorage(BUILD_RELOAD_KEY, String(now), sessionStorage)
  reload()
  return true
}

export function recoverFromNewBuilds() {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForNewBuild()) event.preventDefault()
  })
}
