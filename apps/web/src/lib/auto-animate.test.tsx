import { render } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
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
  it('watches its element, stops when it goes, and renders its component only once', () => {
    renders = 0
    const { container, unmount } = render(<List />)
    // The library's own hook renders twice: its controller is state set from the ref.
    expect(renders).toBe(1)
    expect(autoAnimate).toHaveBeenCalledWith(container.querySelector('ul'))
    expect(destroy).not.toHaveBeenCalled()
    unmount()
    expect(destroy).toHaveBeenCalledOnce()
  })
})
