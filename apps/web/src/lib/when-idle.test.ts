import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrating } from './hydration'
import { afterHydration, whenIdle } from './when-idle'

describe('code the first paint does not need', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    hydrating.value = false
    vi.useRealTimers()
  })

  it('is fetched once the browser is idle while the server HTML is being taken over', async () => {
    hydrating.value = true
    const load = vi.fn(async () => 'tabs')
    const loaded = afterHydration(load)
    // Work already queued runs first; only the idle callback is held back.
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(load).toHaveBeenCalledOnce()
    expect(await loaded).toBe('tabs')
  })

  it('is fetched at once on a page the browser renders itself', () => {
    const load = vi.fn(async () => 'tabs')
    void afterHydration(load)
    expect(load).toHaveBeenCalledOnce()
  })

  it('is not fetched when cancelled before the browser was idle', async () => {
    const task = vi.fn()
    const cancel = whenIdle(task)
    cancel()
    await vi.runAllTimersAsync()
    expect(task).not.toHaveBeenCalled()
  })
})
