import { signal } from '@preact/signals-react'
import { useEffect } from 'react'

/** How many route placeholders are on screen: a route's code (or its first data) is on its way. */
export const pendingRoutes = signal(0)

export function useMarkRoutePending() {
  useEffect(() => {
    pendingRoutes.value++
    return () => {
      pendingRoutes.value--
    }
  }, [])
}
