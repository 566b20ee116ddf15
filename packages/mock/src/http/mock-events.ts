import { currentWorld } from '../store/worlds.ts'

// A call answered or the forced answers changed, as plain objects so that request-log.ts and
// forcing.ts need not depend on each other here. A subscriber hears its own world's only.
export type MockEvent = { type: 'call'; call: object } | { type: 'forced'; forced: object }

type Listener = (event: MockEvent) => void
const listeners = new Map<Listener, string | null>()

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

export function subscriberCount(): number {
  return listeners.size
}
