import { useSignals } from '@preact/signals-react/runtime'
import { type Query, useIsFetching } from '@tanstack/react-query'
import { LL } from '../../lib/language-store'
import { pendingRoutes } from '../../lib/route-progress-store'

// Awaited for the first time: prefetches have no observer and refetches have data, so neither starts the bar.
const awaitedFirstTime = (query: Query) => query.state.data === undefined && query.getObserversCount() > 0

/** Fixed, so it never moves the page; it fades in after a moment so quick loads do not flicker. */
export function NavigationProgress() {
  useSignals()
  const waitingForData = useIsFetching({ predicate: awaitedFirstTime }) > 0
  if (pendingRoutes.value === 0 && !waitingForData) return null
  return (
    <div
      role="progressbar"
      aria-label={LL.value.common.loadingPage()}
      className="navigation-progress pointer-events-none fixed inset-x-0 top-0 z-60 h-1 overflow-hidden bg-primary/20"
    >
      <div className="navigation-progress-indicator h-full w-2/5 bg-primary" />
    </div>
  )
}
