import { computed, type ReadonlySignal, signal } from '@preact/signals-react'

/**
 * True while React hydrates the HTML the production server rendered, and always on the server.
 * State that only the browser holds (stored theme, currency, cookie choice, the signed-in client)
 * is unknown to the server, so while this is true it shows as the server rendered it; the real
 * values follow right after hydration. Otherwise React would find other text than the server
 * wrote and throw the server's HTML away.
 */
export const hydrating = signal(false)

/**
 * What the server assumed about signing in: a visitor sending the token cookie is signed in. The
 * browser reads the same cookie before it hydrates, so both sides agree.
 */
export const assumedSignedIn = signal(false)

/** `value` once hydrated; `asServerRendered` while the server's HTML is being taken over. */
export function clientOnly<T>(value: ReadonlySignal<T>, asServerRendered: () => T): ReadonlySignal<T> {
  return computed(() => (hydrating.value ? asServerRendered() : value.value))
}

/**
 * Marks the page as the app's own: hydrated or rendered, its handlers attached (or the
 * maintenance page up). For whoever waits on the app, such as the browser tests.
 */
export function markAppReady() {
  document.getElementById('root')?.setAttribute('data-app-ready', '')
}
