import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense } from 'react'
import { recentlyViewed } from '../lib/recently-viewed-store'

// The list's code loads only on a device that has viewed something, and only after hydration
// (the store reads empty until then), so the home page's first load does not carry it.
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
