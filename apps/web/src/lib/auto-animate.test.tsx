import { render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useAutoAnimateRef } from './auto-animate'

const destroy = vi.fn()
const autoAnimate = vi.fn((parent: HTMLElement) => ({ parent, destroy }))
vi.mock('@formkit/auto-animate', () => ({ default: (parent: HTMLElement) => autoAnimate(parent) }))

let renders = 0
function List() {
  renders++
  const ref = useAutoAnimateRef<HTMLUListElement>()
  return (
    <ul ref={ref}>
      <li>a</li>
    </ul>
  )
}

describe('useAutoAnimateRef', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    autoAnimate.mockClear()
    destroy.mockClear()
  })
  afterEach(() => vi.useRealTimers())

  it('watches its element once the browser is idle, stops when it goes, and renders its component only once', async () => {
    renders = 0
    const { container, unmount } = render(<List />)
    // The library's own hook renders twice: its controller is state set from the ref.
    expect(renders).toBe(1)
    await vi.dynamicImportSettled()
    expect(autoAnimate).not.toHaveBeenCalled()
    await vi.runAllTimersAsync()
    expect(autoAnimate).toHaveBeenCalledWith(container.querySelector('ul'))
    expect(destroy).not.toHaveBeenCalled()
    unmount()
    expect(destroy).toHaveBeenCalledOnce()
  })

  it('never starts on an element gone before the library arrived', async () => {
    const { unmount } = render(<List />)
    // Idle: the library is asked for, and the list goes before it arrives.
    vi.runAllTimers()
    unmount()
    await vi.dynamicImportSettled()
    expect(autoAnimate).not.toHaveBeenCalled()
  })
})
