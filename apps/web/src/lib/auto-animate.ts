import autoAnimate, { type AutoAnimateOptions } from '@formkit/auto-animate'
import { type RefCallback, useCallback } from 'react'

/** A ref that animates its element's children as they come, go and move; unlike the library's hook it keeps no state, so the component renders once. */
export function useAutoAnimateRef<T extends HTMLElement>(
  options?: Partial<AutoAnimateOptions>,
): RefCallback<T> {
  // The options are read once, as the library's hook does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first options are the ones used
  return useCallback((element: T | null) => {
    if (!element) return
    const controller = autoAnimate(element, options)
    return () => controller.destroy?.()
  }, [])
}
