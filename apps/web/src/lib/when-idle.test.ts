import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hydrating } from './hydration'
import { afterHydration, whenIdle } from './when-idle'

describe('code the first paint does not need', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    hydrating.value = false
    vi.useRealTimers()
  })

  it('is fetched once the server HTML has been taken over and the browser is idle', async () => {
    hydrating.value = true
    const load = vi.fn(async () => 'tabs')
    const loaded = afterHydration(load)
    // Idle moments between hydration's tasks do not count: the code would compete with hydration.
    await vi.runAllTimersAsync()
    expect(load).not.toHaveBeenCalled()
    hydrating.value = false
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(load).toHaveBeenCalledOnce()
    expect(await loaded).toBe('tabs')
  })

  it('is fetched at once when the shopper reaches for the part, hydrated or not', async () => {
    hydrating.value = true
    const load = vi.fn(async () => 'menu')
    let reach = () => {}
    const reached = new Promise<void>((resolve) => {
      reach = resolve
    })
    const loaded = afterHydration(load, reached)
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
    reach()
    for (let i = 0; i < 5; i++) await Promise.resolve()
    expect(load).toHaveBeenCalledOnce()
    expect(await loaded).toBe('menu')
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
