import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { RouteFallback } from '../components/route-fallback'
import { useMe } from '../data/me'
import { endsSession } from '../lib/api-health'
import { isSignedIn, rememberReturnTo, resetAuth } from '../lib/auth-store'
import { hrefOf } from '../lib/pages'
import { sessionExpiring, toastSignInRequired } from '../lib/session-expiry'

function RedirectHome({ from }: { from?: string }) {
  const [, navigate] = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on mount
  useEffect(() => {
    if (from) rememberReturnTo(from)
    // A visitor is told why and offered the way in; an expiring session has said so already.
    if (from && !sessionExpiring()) toastSignInRequired(navigate)
    navigate(hrefOf('home'), { replace: true })
  }, [])
  return null
}

export function Guarded({ children }: { children: ReactNode }) {
  useSignals()
  const [path] = useLocation()
  const search = useSearch()
  const signedIn = isSignedIn.value
  const me = useMe()
  // Only a refusal signs out: an outage or a lost connection keeps the session (docs/decisions/0060).
  const rejected = me.isError && endsSession(me.error)

  useEffect(() => {
    if (rejected) resetAuth()
  }, [rejected])

  if (!signedIn) return <RedirectHome from={search ? `${path}?${search}` : path} />
  if (rejected) return <RedirectHome />
  // Unconfirmed for want of an answer (offline, or the store in trouble), the page shows what it can meanwhile.
  if (me.isPending && me.fetchStatus === 'fetching' && me.failureCount === 0) return <RouteFallback />
  return children
}
