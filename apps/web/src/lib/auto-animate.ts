import autoAnimate, { type AutoAnimateOptions } from '@formkit/auto-animate'
import { type RefCallback, useCallback } from 'react'

/**
 * A ref that animates its element's children as they come, go and move.
 *
 * The library's own hook keeps its controller in state, set from the ref. So every component using it
 * renders twice when it mounts, and the second render is synchronous. When the server's HTML is taken
 * over, that meant the whole shop page and its twelve cards again, in one long task. This ref keeps
 * nothing, so the component renders once.
 */
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
