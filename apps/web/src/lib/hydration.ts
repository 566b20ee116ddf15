import { computed, type ReadonlySignal, signal } from '@preact/signals-react'

/** Browser-only state shows as the server rendered it while true, or React would throw the server's HTML away. */
export const hydrating = signal(false)

/** A visitor sending the token cookie is signed in; the browser reads the same cookie before hydrating. */
export const assumedSignedIn = signal(false)

export function clientOnly<T>(value: ReadonlySignal<T>, asServerRendered: () => T): ReadonlySignal<T> {
  return computed(() => (hydrating.value ? asServerRendered() : value.value))
}

export function markAppReady() {
  document.getElementById('root')?.setAttribute('data-app-ready', '')
}

/** The time zone moments are written in: the server's (UTC) while its HTML is taken over, then the visitor's own. */
export const shownTimeZone = computed(() => (hydrating.value ? 'UTC' : undefined))
