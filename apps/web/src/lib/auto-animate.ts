import type { AutoAnimateOptions } from '@formkit/auto-animate'
import { type RefCallback, useCallback } from 'react'
import { whenIdle } from './when-idle'

/** A ref that animates its element's children as they come, go and move; unlike the library's hook it keeps no state, so the component renders once. */
export function useAutoAnimateRef<T extends HTMLElement>(
  options?: Partial<AutoAnimateOptions>,
): RefCallback<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first options are the ones used
  return useCallback((element: T | null) => {
    if (!element) return
    // The first paint has nothing to animate: the library arrives when the browser is idle.
    let controller: { destroy?: () => void } | undefined
    let gone = false
    const cancel = whenIdle(() => {
      void import('@formkit/auto-animate').then(
        (m) => {
          if (!gone) controller = m.default(element, options)
        },
        () => {},
      )
    })
    return () => {
      gone = true
      cancel()
      controller?.destroy?.()
    }
  }, [])
}
