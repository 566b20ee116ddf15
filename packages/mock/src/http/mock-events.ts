/**
 * What the mock tells a subscriber (the toolbar's live log): a call it answered (request-log.ts's
 * LoggedCall), or the forced answers, changed (forcing.ts's settings). Plain objects here, so that
 * neither module depends on the other through this one.
 */
export type MockEvent = { type: 'call'; call: object } | { type: 'forced'; forced: object }

type Listener = (event: MockEvent) => void
const listeners = new Set<Listener>()

/** Calls `listener` with every event from now on; returns the way to stop. */
export function onMockEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function emitMockEvent(event: MockEvent): void {
  for (const listener of listeners) {
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
