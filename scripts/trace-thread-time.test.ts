import { describe, expect, it } from 'vitest'
import { type TraceEvent, toThreadTime } from './trace-thread-time.ts'

const PAGE = 10
const MAIN = 1
const meta = (pid: number, tid: number, name: string): TraceEvent => ({
  name: 'thread_name',
  ph: 'M',
  pid,
  tid,
  ts: 0,
  args: { name },
})

function trace(): TraceEvent[] {
  return [
    meta(PAGE, MAIN, 'CrRendererMain'),
    meta(PAGE, 2, 'Compositor'),
    meta(20, MAIN, 'CrRendererMain'),
    {
      name: 'navigationStart',
      ph: 'R',
      pid: PAGE,
      tid: MAIN,
      ts: 500,
      args: { data: { documentLoaderURL: 'http://a/' } },
    },
    // 40 ms on the clock, 10 ms of CPU: a child at +20 ms for 8 ms.
    { name: 'RunTask', ph: 'X', pid: PAGE, tid: MAIN, ts: 1000, dur: 40_000, tdur: 10_000 },
    { name: 'Layout', ph: 'X', pid: PAGE, tid: MAIN, ts: 21_000, dur: 8000 },
    { name: 'Paint', ph: 'I', pid: PAGE, tid: MAIN, ts: 41_000 },
    // A task that used all its time keeps it; the next one starts where it did.
    { name: 'RunTask', ph: 'X', pid: PAGE, tid: MAIN, ts: 60_000, dur: 20_000, tdur: 20_000 },
    { name: 'FunctionCall', ph: 'X', pid: PAGE, tid: MAIN, ts: 61_000, dur: 5000 },
    // Another thread, and another renderer (an extension page, the blank page before): untouched.
    { name: 'RunTask', ph: 'X', pid: PAGE, tid: 2, ts: 1000, dur: 40_000, tdur: 1000 },
    { name: 'RunTask', ph: 'X', pid: 20, tid: MAIN, ts: 1000, dur: 40_000, tdur: 1000 },
  ]
}

describe('toThreadTime', () => {
  it("shortens the page's main-thread tasks to their thread time, children in proportion", () => {
    const events = trace()
    expect(toThreadTime(events)).toEqual({ before: 60, after: 30 })
    const [, , , , task, layout, paint, second, call, compositor, other] = events
    expect(task).toMatchObject({ ts: 1000, dur: 10_000 })
    expect(layout).toMatchObject({ ts: 6000, dur: 2000 })
    // Still inside its task, at its end.
    expect(paint?.ts).toBe(11_000)
    expect(second).toMatchObject({ ts: 60_000, dur: 20_000 })
    expect(call).toMatchObject({ ts: 61_000, dur: 5000 })
    expect(compositor).toMatchObject({ ts: 1000, dur: 40_000 })
    expect(other).toMatchObject({ ts: 1000, dur: 40_000 })
  })

  it('refuses a trace without a page navigation', () => {
    expect(() => toThreadTime(trace().filter((e) => e.name !== 'navigationStart'))).toThrow(/navigation/)
  })
})
