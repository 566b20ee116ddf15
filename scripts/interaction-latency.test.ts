import { describe, expect, it } from 'vitest'
import { type EventEntry, formatMs, medianRun, NONE, worstInteraction } from './interaction-latency.ts'

const entry = (interactionId: number, name: string, at: number, timings: [number, number, number]) => {
  const [processingStart, processingEnd, duration] = timings
  return { interactionId, name, startTime: at, processingStart, processingEnd, duration } satisfies EventEntry
}

describe("an interaction's latency from Event Timing entries", () => {
  it('takes the worst interaction, split into input delay, processing and presentation of its frame', () => {
    const entries = [
      // A tap: pointerdown, pointerup and click share one interaction; the last two share a frame.
      entry(7, 'pointerdown', 100, [130, 135, 48]),
      entry(7, 'pointerup', 160, [170, 172, 96]),
      entry(7, 'click', 160, [172, 220, 96]),
      // A later, faster key press.
      entry(8, 'keydown', 500, [502, 510, 24]),
    ]
    expect(worstInteraction(entries)).toEqual({
      ms: 96,
      inputDelay: 10,
      processing: 50,
      presentation: 36,
      interactions: 2,
    })
    // A key's down and up are one interaction, painted apart: the split is the slower one's alone.
    const key = [entry(9, 'keydown', 1000, [1001, 1300, 320]), entry(9, 'keyup', 1400, [1401, 1402, 16])]
    expect(worstInteraction(key)).toMatchObject({ ms: 320, inputDelay: 1, processing: 299, presentation: 20 })
    expect(worstInteraction([entry(8, 'keydown', 500, [540, 560, 88])])).toEqual({
      ms: 88,
      inputDelay: 40,
      processing: 20,
      presentation: 28,
      interactions: 1,
    })
  })

  it('ignores events that are no interaction, and reports none when nothing passed the threshold', () => {
    expect(worstInteraction([entry(0, 'pointermove', 10, [11, 40, 56])])).toEqual(NONE)
    expect(worstInteraction([])).toEqual(NONE)
    expect(formatMs(0)).toBe('<16')
    expect(formatMs(104.2)).toBe('104')
  })

  it('shows the split of the median run', () => {
    const runs = [40, 200, 16, 120, 64].map((ms) => ({ latency: { ...NONE, ms } }))
    expect(medianRun(runs)?.latency.ms).toBe(64)
    expect(medianRun(runs.slice(0, 4))?.latency.ms).toBe(40)
    expect(medianRun([])).toBeUndefined()
  })
})
