import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense } from 'react'
import { recentlyViewed } from '../lib/recently-viewed-store'

// Loaded only after hydration on a device that has viewed something, never in the first load.
const RecentlyViewed = lazy(() => import('./recently-viewed').then((m) => ({ default: m.RecentlyViewed })))

export function RecentlyViewedSlot({ excludeId }: { excludeId?: number }) {
  useSignals()
  if (!recentlyViewed.value.some((p) => p.id !== excludeId)) return null
  return (
    <Suspense fallback={null}>
      <RecentlyViewed excludeId={excludeId} />
    </Suspense>
  )
}
