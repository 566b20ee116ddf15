import { lazy, Suspense } from 'react'
import { useOpenedOnce } from './dialog'
import type { SheetProps } from './dialog-frames'

// The same lazily loaded module as Dialog's (dialog.tsx).
const SheetFrame = lazy(() => import('./dialog-frames').then((m) => ({ default: m.SheetFrame })))

/** A modal panel sliding in from the inline start (the right in Arabic); focus is trapped. */
export function Sheet(props: SheetProps) {
  if (!useOpenedOnce(props.open)) return null
  return (
    <Suspense fallback={null}>
      <SheetFrame {...props} />
    </Suspense>
  )
}
