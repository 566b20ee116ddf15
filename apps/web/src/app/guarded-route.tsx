import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { RouteFallback } from '../components/route-fallback'
import { useMe } from '../data/me'
import { isSignedIn, rememberReturnTo, resetAuth } from '../lib/auth-store'
import { PATHS } from '../lib/paths'

/** Sends the visitor home, after remembering where they wanted to go. */
function RedirectHome({ from }: { from?: string }) {
  const [, navigate] = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on mount
  useEffect(() => {
    if (from) rememberReturnTo(from)
    navigate(PATHS.home, { replace: true })
  }, [])
  return null
}

/**
 * Signed-in pages (cart, checkout, order confirmation, profile, wishlist). A visitor goes to /
 * and the origin is remembered; a signed-in client is re-checked with GET /me and logged out
 * when that fails (the SDK turns a `result: false` answer into an error).
 */
export function Guarded({ children }: { children: ReactNode }) {
  useSignals()
  const [path] = useLocation()
  const search = useSearch()
  const signedIn = isSignedIn.value
  const me = useMe()
  const rejected = me.isError

  useEffect(() => {
    if (rejected) resetAuth()
  }, [rejected])

  if (!signedIn) return <RedirectHome from={search ? `${path}?${search}` : path} />
  if (rejected) return <RedirectHome />
  if (me.isPending) return <RouteFallback />
  return children
}
