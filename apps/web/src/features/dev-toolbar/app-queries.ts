import type { Query, QueryClient, QueryOptions } from '@tanstack/react-query'
import type { OperationSetting } from './shared-state'

/** The wait before each retry of a failed read while the mock forces answers (docs/decisions/0057). */
export const FORCED_RETRY_DELAY_MS = 200

type RetryDelay = NonNullable<QueryOptions['retryDelay']>

let forcing = false

/** Whether the mock forces any answer now: set from the toolbar's clicks and the mock's own events. */
export function followForced(forced: Record<string, OperationSetting>): void {
  forcing = Object.keys(forced).length > 0
}

export function isForcing(): boolean {
  return forcing
}

const installed = new WeakSet<QueryClient>()

// Reads keep their retries (spec §7) while forcing, shortened so a forced error shows at once and each try is logged.
export function shortenRetriesWhileForcing(queryClient: QueryClient): void {
  if (installed.has(queryClient)) return
  installed.add(queryClient)
  const defaults = queryClient.getDefaultOptions()
  const own = defaults.queries?.retryDelay
  const retryDelay: RetryDelay = (failureCount, error) => {
    if (forcing) return FORCED_RETRY_DELAY_MS
    if (typeof own === 'function') return own(failureCount, error)
    return own ?? Math.min(1000 * 2 ** failureCount, 30_000)
  }
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay } })
  // What was made before the toolbar came keeps the options it was made with until its next render.
  for (const query of queryClient.getQueryCache().getAll() as Query[]) {
    if (query.options.retryDelay === own) query.setOptions({ ...query.options, retryDelay })
    for (const observer of query.observers)
      if (observer.options.retryDelay === own) observer.setOptions({ ...observer.options, retryDelay })
  }
}

// A new shopper (a persona, Reset) empties what the last one saw; a forced answer or a scenario marks all stale.
export function refreshApp(queryClient: QueryClient, change: 'answers' | 'shopper'): Promise<void> {
  return change === 'shopper' ? queryClient.resetQueries() : queryClient.invalidateQueries()
}
