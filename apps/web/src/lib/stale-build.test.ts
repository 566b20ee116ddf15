import { afterEach, describe, expect, it, vi } from 'vitest'
import { RELOAD_GUARD_MS, reloadForNewBuild } from './stale-build'

afterEach(() => {
  vi.restoreAllMocks()
  sessionStorage.clear()
})

describe('the chunk-reload rule', () => {
  it('reloads once for a new build, and not again within the guard', () => {
    const reload = vi.fn()
    expect(reloadForNewBuild(1_000_000, reload)).toBe(true)
    expect(reloadForNewBuild(1_000_000 + RELOAD_GUARD_MS - 1, reload)).toBe(false)
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('never reloads offline, where it would land on the browser’s own error page', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    const reload = vi.fn()
    expect(reloadForNewBuild(2_000_000, reload)).toBe(false)
    expect(reload).not.toHaveBeenCalled()
  })
})
