import { lazy, Suspense, useEffect, useState } from 'react'
import { toastAsked } from '../../lib/toaster'

// The toast machinery is only needed once something is announced, so it stays out of the first load.
const ToasterView = lazy(() => import('./toaster-view'))

export function AppToaster({ closeLabel }: { closeLabel: string }) {
  const [needed, setNeeded] = useState(false)
  useEffect(() => {
    const { asked, stop } = toastAsked(() => setNeeded(true))
    if (asked) setNeeded(true)
    return stop
  }, [])
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <ToasterView closeLabel={closeLabel} />
    </Suspense>
  )
}
