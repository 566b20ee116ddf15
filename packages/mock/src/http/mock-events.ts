import { currentWorld } from '../store/worlds.ts'

/**
 * What the mock tells a subscriber (the toolbar's live log): a call it answered (request-log.ts's
 * LoggedCall), or the forced answers, changed (forcing.ts's settings). Plain objects here, so that
 * neither module depends on the other through this one. A subscriber hears its own world's only.
 */
export type MockEvent = { type: 'call'; call: object } | { type: 'forced'; forced: object }

type Listener = (event: MockEvent) => void
/** Each listener with the world it listens to (null: the shared one). */
const listeners = new Map<Listener, string | null>()

/** Calls `listener` with every event of the current world from now on; returns the way to stop. */
export function onMockEvent(listener: Listener): () => void {
  listeners.set(listener, currentWorld().id)
  return () => listeners.delete(listener)
}

export function emitMockEvent(event: MockEvent): void {
  const world = currentWorld().id
  for (const [listener, listening] of listeners) {
    if (listening !== world) continue
    // One subscriber gone wrong must not stop the answer or the others.
    try {
      listener(event)
    } catch (error) {
      console.warn('[mock] an event subscriber failed:', error)
    }
  }
}

/** How many subscribers are listening (a client that left must not stay one). */
export function subscriberCount(): number {
  return listeners.size
}
