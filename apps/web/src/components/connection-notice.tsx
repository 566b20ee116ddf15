import { useSignals } from '@preact/signals-react/runtime'
import { hashKey, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { apiTrouble } from '../lib/api-health'
import { LL } from '../lib/language-store'
import { useOnline } from '../lib/online'
import { settingsQuery } from '../lib/settings'

/** While the store has trouble, it is asked again this often; its first answer ends the trouble. */
export const TROUBLE_RETRY_MS = 10_000

/** Offline, or the API failing: said once for the whole store, under the header (docs/decisions/0060, 0062). */
export function ConnectionNotice() {
  useSignals()
  const online = useOnline()
  const trouble = apiTrouble.value
  const queryClient = useQueryClient()

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again as the trouble starts and ends
  useEffect(() => {
    const askAgain = () =>
      void queryClient
        .refetchQueries({
          type: 'active',
          predicate: (query) =>
            query.state.status === 'error' || query.queryHash === hashKey(settingsQuery().queryKey),
        })
        .catch(() => {})
    if (!trouble) {
      void queryClient
        .refetchQueries({ type: 'active', predicate: (query) => query.state.status === 'error' })
        .catch(() => {})
      return
    }
    if (!online) return
    const id = setInterval(askAgain, TROUBLE_RETRY_MS)
    return () => clearInterval(id)
  }, [trouble, online, queryClient])

  const t = LL.value.connection
  const text = !online ? t.offline() : trouble ? t.trouble() : ''
  // Always in the page, so a screen reader hears the words when they come.
  return (
    <div
      aria-live="polite"
      className="border-b border-line bg-surface empty:hidden"
      data-testid="connection-notice"
    >
      {text ? <p className="page-container py-2 text-sm">{text}</p> : null}
    </div>
  )
}
