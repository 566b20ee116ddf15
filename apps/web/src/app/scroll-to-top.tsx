import { useEffect } from 'react'
import { useLocation } from 'wouter'

/** Each route change starts at the top of the page (filter changes keep the path and the scroll). */
export function ScrollToTop() {
  const [path] = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path change only
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [path])
  return null
}
