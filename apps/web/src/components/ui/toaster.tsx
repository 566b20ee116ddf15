import { lazy, Suspense, useEffect, useState } from 'react'
import { toaster } from '../../lib/toaster'

// The toast machinery is only needed once something is announced, so it stays out of the first load.
const ToasterView = lazy(() => import('./toaster-view'))

export function AppToaster({ closeLabel }: { closeLabel: string }) {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0)
  useEffect(() => {
    if (needed) return
    if (toaster.getCount() > 0) setNeeded(true)
    return toaster.subscribe(() => setNeeded(true))
  }, [needed])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToasterView closeLabel={closeLabel} />
    </Suspense>
  )
}
