import { readStorage, writeStorage } from '../../lib/safe-storage'
import { RECENT_SEARCHES_KEY } from '../../lib/storage-keys'

export const RECENT_SEARCHES_MAX = 5

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(RECENT_SEARCHES_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed
          .filter((s): s is string => typeof s === 'string' && s.trim() !== '')
          .slice(0, RECENT_SEARCHES_MAX)
      : []
  } catch {
    return []
  }
}

export function rememberSearch(text: string) {
  const term = text.trim()
  if (!term) return
  const next = [term, ...readRecentSearches().filter((s) => s.toLowerCase() !== term.toLowerCase())]
  writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next.slice(0, RECENT_SEARCHES_MAX)))
}
