import { useSignals } from '@preact/signals-react/runtime'
import { isApiError } from '@storefront/sdk'
import { type ReactNode, useEffect } from 'react'
import { useLocation, useSearch } from 'wouter'
import { RouteFallback } from '../components/route-fallback'
import { useMe } from '../data/me'
import { isSignedIn, rememberReturnTo, resetAuth } from '../lib/auth-store'
import { PATHS } from '../lib/paths'
import { sessionExpiring, toastSignInRequired } from '../lib/session-expiry'

function RedirectHome({ from }: { from?: string }) {
  const [, navigate] = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on mount
  useEffect(() => {
    if (from) rememberReturnTo(from)
    // A visitor is told why and offered the way in; an expiring session has said so already.
    if (from && !sessionExpiring()) toastSignInRequired(navigate)
    navigate(PATHS.home, { replace: true })
  }, [])
  return null
}

export function Guarded({ children }: { children: ReactNode }) {
  useSignals()
  const [path] = useLocation()
  const search = useSearch()
  const signedIn = isSignedIn.value
  const me = useMe()
  // Only the server refusing the session ends it: an offline or failing server leaves it as it is.
  const rejected = isApiError(me.error) && me.error.status < 500

  useEffect(() => {
    if (rejected) resetAuth()
  }, [rejected])

  if (!signedIn) return <RedirectHome from={search ? `${path}?${search}` : path} />
  if (rejected) return <RedirectHome />
  if (me.isPending) return <RouteFallback />
  return children
}
