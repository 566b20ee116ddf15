import { type RefObject, useEffect, useState } from 'react'

/** Space kept between the launcher and the screen's bottom, or a bar below it. */
export const BOTTOM_GAP = 16

/**
 * How far above the screen's bottom a floating element sits so that it covers no bar marked
 * `data-bottom-bar` (the cookie banner, a phone's quick-buy bar) that shares its column.
 */
export function useBottomLift(ref: RefObject<HTMLElement | null>, active: boolean): number {
  const [lift, setLift] = useState(BOTTOM_GAP)
  useEffect(() => {
    const own = ref.current
    if (!active || !own || typeof ResizeObserver !== 'function') return
    let frame = 0
    const measure = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => {
        const column = own.getBoundingClientRect()
        let next = BOTTOM_GAP
        for (const bar of document.querySelectorAll('[data-bottom-bar]')) {
          const box = bar.getBoundingClientRect()
          if (box.height === 0 || box.right <= column.left || box.left >= column.right) continue
          next = Math.max(next, Math.ceil(innerHeight - box.top) + BOTTOM_GAP / 2)
        }
        setLift(next)
      })
    }
    const sizes = new ResizeObserver(measure)
    const watchBars = () => {
      sizes.disconnect()
      for (const bar of document.querySelectorAll('[data-bottom-bar]')) sizes.observe(bar)
      measure()
    }
    // Bars come and go with React's renders (the banner after hydration, the quick-buy bar on scroll).
    const tree = new MutationObserver(watchBars)
    tree.observe(document.body, { childList: true, subtree: true })
    addEventListener('resize', measure)
    watchBars()
    return () => {
      cancelAnimationFrame(frame)
      sizes.disconnect()
      tree.disconnect()
      removeEventListener('resize', measure)
    }
  }, [ref, active])
  return lift
}
