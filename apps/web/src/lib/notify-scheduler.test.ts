import { notifyManager, QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { coalescingScheduler } from './notify-scheduler'

describe('coalescingScheduler', () => {
  it('runs the callbacks scheduled in one task on a single timer, in order', () => {
    const timers: (() => void)[] = []
    const schedule = coalescingScheduler((run) => timers.push(run))
    const ran: string[] = []
    schedule(() => ran.push('a'))
    schedule(() => ran.push('b'))
    schedule(() => ran.push('c'))
    expect(timers).toHaveLength(1)
    expect(ran).toEqual([])
    timers[0]?.()
    expect(ran).toEqual(['a', 'b', 'c'])
  })

  it('gives a callback scheduled while the queue runs a timer of its own', () => {
    const timers: (() => void)[] = []
    const schedule = coalescingScheduler((run) => timers.push(run))
    const ran: string[] = []
    schedule(() => {
      ran.push('first')
      schedule(() => ran.push('later'))
    })
    timers[0]?.()
    expect(ran).toEqual(['first'])
    expect(timers).toHaveLength(2)
    timers[1]?.()
    expect(ran).toEqual(['first', 'later'])
  })

  it('runs the rest when one callback throws, and throws its error again on its own', async () => {
    const timers: (() => void)[] = []
    const schedule = coalescingScheduler((run) => timers.push(run))
    const ran: string[] = []
    const thrown: unknown[] = []
    const original = globalThis.queueMicrotask
    globalThis.queueMicrotask = (task) =>
      original(() => {
        try {
          task()
        } catch (error) {
          thrown.push(error)
        }
      })
    try {
      schedule(() => ran.push('a'))
      schedule(() => {
        throw new Error('listener failed')
      })
      schedule(() => ran.push('c'))
      timers[0]?.()
      await Promise.resolve()
    } finally {
      globalThis.queueMicrotask = original
    }
    expect(ran).toEqual(['a', 'c'])
    expect(thrown).toEqual([new Error('listener failed')])
  })
})

describe("React Query's notifications through it", () => {
  afterEach(() => {
    notifyManager.setScheduler((callback) => setTimeout(callback, 0))
    vi.useRealTimers()
  })

  it('set one timer when many observers subscribe one after another, as hydration does', () => {
    vi.useFakeTimers()
    notifyManager.setScheduler(coalescingScheduler())
    const client = new QueryClient()
    const heard: string[] = []
    client.getQueryCache().subscribe(notifyManager.batchCalls((event) => heard.push(event.type)))
    const unsubscribe = Array.from({ length: 30 }, (_, n) =>
      new QueryObserver(client, { queryKey: ['item', n], enabled: false }).subscribe(() => {}),
    )
    expect(vi.getTimerCount()).toBe(1)
    vi.runAllTimers()
    expect(heard.filter((type) => type === 'observerAdded')).toHaveLength(30)
    for (const stop of unsubscribe) stop()
    client.clear()
  })
})
