/** Lighthouse's TBT on a small machine counts other processes' turns on the cores: a task's wall time grows by what they took. */

export interface TraceEvent {
  name: string
  ph: string
  pid: number
  tid: number
  ts: number
  dur?: number
  tdur?: number
  args?: { name?: string; data?: { documentLoaderURL?: string } }
}

function pageMainThread(events: TraceEvent[]): { pid: number; tid: number } | undefined {
  const nav = events
    .filter((e) => e.name === 'navigationStart' && e.args?.data?.documentLoaderURL?.startsWith('http'))
    .at(-1)
  if (!nav) return undefined
  const main = events.find(
    (e) => e.name === 'thread_name' && e.pid === nav.pid && e.args?.name === 'CrRendererMain',
  )
  return main ? { pid: main.pid, tid: main.tid } : undefined
}

export function toThreadTime(events: TraceEvent[]): { before: number; after: number } {
  const thread = pageMainThread(events)
  if (!thread) throw new Error('the trace has no page navigation with a renderer main thread')
  const main = events
    .filter((e) => e.pid === thread.pid && e.tid === thread.tid && e.ph !== 'M')
    .sort((a, b) => a.ts - b.ts)
  const tasks = main.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.tdur != null && (e.dur ?? 0) > 0)
  let before = 0
  let after = 0
  let from = 0
  for (const task of tasks) {
    const dur = task.dur ?? 0
    const factor = Math.min(1, (task.tdur ?? dur) / dur)
    const start = task.ts
    const end = start + dur
    before += dur
    after += dur * factor
    while (from < main.length && (main[from]?.ts ?? 0) < start) from++
    for (let i = from; i < main.length; i++) {
      const e = main[i]
      if (!e || e.ts > end) break
      if (e === task) continue
      e.ts = start + (e.ts - start) * factor
      if (e.dur != null) e.dur *= factor
    }
    task.dur = dur * factor
  }
  return { before: before / 1000, after: after / 1000 }
}
