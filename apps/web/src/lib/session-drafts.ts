import { useEffect, useRef, useState } from 'react'
import { auth } from './auth-store'

/** What the shopper typed, kept across a session expiry so that signing in again brings it back (docs/decisions/0032-drafts-survive-session-expiry.md). */
type Reader = () => unknown

const live = new Map<string, Reader>()
let kept: { page: string; owner: number | null; values: Map<string, unknown> } | null = null

const currentPage = () =>
  typeof window === 'undefined' ? '' : window.location.pathname + window.location.search
const currentOwner = () => auth.value.client?.id ?? null

export function registerDraft(key: string, read: Reader): () => void {
  live.set(key, read)
  return () => {
    if (live.get(key) === read) live.delete(key)
  }
}

export function keepDrafts(page: string = currentPage()) {
  kept = { page, owner: currentOwner(), values: new Map([...live].map(([key, read]) => [key, read()])) }
}

export function peekDraft<T>(key: string): T | undefined {
  if (!kept || kept.page !== currentPage()) return undefined
  const owner = currentOwner()
  // Someone else signed in on this device: what the last shopper typed is not theirs to see.
  if (kept.owner !== null && owner !== null && kept.owner !== owner) {
    kept = null
    return undefined
  }
  return kept.values.get(key) as T | undefined
}

export function dropDraft(key: string) {
  kept?.values.delete(key)
  if (kept?.values.size === 0) kept = null
}

export function useDraft(key: string, value: unknown) {
  const current = useRef(value)
  current.current = value
  useEffect(() => {
    dropDraft(key)
    return registerDraft(key, () => current.current)
  }, [key])
}

export function useKeptState<T>(key: string, initial: T) {
  const state = useState<T>(() => peekDraft<T>(`state:${key}`) ?? initial)
  useDraft(`state:${key}`, state[0])
  return state
}
