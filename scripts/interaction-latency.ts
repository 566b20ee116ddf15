// An interaction's latency from the browser's Event Timing entries, as INP counts it.

export interface EventEntry {
  interactionId: number
  name: string
  startTime: number
  processingStart: number
  processingEnd: number
  duration: number
}

export interface Latency {
  /** The worst interaction's duration: input delay, processing and presentation (0: under the 16 ms the browser reports). */
  ms: number
  inputDelay: number
  processing: number
  presentation: number
  interactions: number
}

export const NONE: Latency = { ms: 0, inputDelay: 0, processing: 0, presentation: 0, interactions: 0 }

/** Events whose paints end this close were presented in one frame. */
const SAME_FRAME_MS = 8

// The worst interaction among `entries` (INP's view of a step), split as web-vitals' attribution does.
export function worstInteraction(entries: EventEntry[]): Latency {
  const byInteraction = Map.groupBy(
    entries.filter((entry) => entry.interactionId > 0),
    (entry) => entry.interactionId,
  )
  let worst = NONE
  for (const events of byInteraction.values()) {
    const longest = events.reduce((a, b) => (b.duration > a.duration ? b : a))
    if (longest.duration <= worst.ms) continue
    const paintedAt = longest.startTime + longest.duration
    const frame = events.filter((e) => Math.abs(e.startTime + e.duration - paintedAt) <= SAME_FRAME_MS)
    const start = Math.min(...frame.map((e) => e.startTime))
    const processingStart = Math.min(...frame.map((e) => e.processingStart))
    const processingEnd = Math.max(...frame.map((e) => e.processingEnd))
    worst = {
      ms: longest.duration,
      inputDelay: processingStart - start,
      processing: processingEnd - processingStart,
      presentation: Math.max(0, paintedAt - processingEnd),
      interactions: 0,
    }
  }
  return { ...worst, interactions: byInteraction.size }
}

/** The run whose latency is the median of `runs` (the lower middle of an even count), to show its split. */
export function medianRun<T extends { latency: Latency }>(runs: T[]): T | undefined {
  const sorted = [...runs].sort((a, b) => a.latency.ms - b.latency.ms)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}

export const formatMs = (ms: number) => (ms === 0 ? '<16' : ms.toFixed(0))
