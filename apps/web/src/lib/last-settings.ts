import { hashKey, type QueryClient } from '@tanstack/react-query'
import { readStorage, writeStorage } from './safe-storage'
import { settingsQuery } from './settings'
import { LAST_SETTINGS_KEY } from './storage-keys'
import { whenIdle } from './when-idle'

type SettingsAnswer = unknown

/** Past this, the copy is kept without the content pages' bodies: the store's name and colours are what counts. */
const MAX_KEPT_CHARS = 256_000

function keep(answer: SettingsAnswer) {
  let text = JSON.stringify(answer)
  if (text.length > MAX_KEPT_CHARS) {
    const { data } = answer as { data: { pages?: unknown[] } }
    text = JSON.stringify({ ...(answer as object), data: { ...data, pages: [] } })
  }
  writeStorage(LAST_SETTINGS_KEY, text)
}

export function lastKnownSettings(): SettingsAnswer | undefined {
  try {
    const stored = JSON.parse(readStorage(LAST_SETTINGS_KEY) ?? 'null') as { result?: unknown } | null
    return stored?.result === true ? stored : undefined
  } catch {
    return undefined
  }
}

// When the settings call fails with nothing held, the copy last answered stands in, stale (decision 0060).
export function keepLastSettings(queryClient: QueryClient): () => void {
  const key = settingsQuery().queryKey
  const hash = hashKey(key)
  const standIn = () => {
    const stored = lastKnownSettings()
    if (stored) queryClient.setQueryData(key, stored as never, { updatedAt: 0 })
  }
  // Started after the first paint: the settings may be here already (written in the page), or have failed (for good, or paused offline).
  const now = queryClient.getQueryState(key)
  if (now?.data !== undefined && now.dataUpdatedAt > 0) {
    const answer = now.data
    whenIdle(() => keep(answer))
  } else if (now && now.data === undefined && (now.status === 'error' || now.fetchFailureCount > 0)) standIn()
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== hash) return
    const { state } = event.query
    const action = event.action.type
    // A copy put back here is dated 0: only answers of the API are kept.
    if (action === 'success' && state.data !== undefined && state.dataUpdatedAt > 0) {
      const answer = state.data
      whenIdle(() => keep(answer))
    } else if ((action === 'failed' || action === 'error') && state.data === undefined) standIn()
  })
}
