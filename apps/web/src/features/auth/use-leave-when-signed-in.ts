import { useEffect } from 'react'
import { useLocation } from 'wouter'
import { isSignedIn } from '../../lib/auth-store'
import { hrefOf } from '../../lib/pages'

export function useLeaveWhenSignedIn() {
  const [, navigate] = useLocation()
  // After hydration: the server draws the form for everyone, and the session lives in the browser.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once on mount
  useEffect(() => {
    if (isSignedIn.value) navigate(hrefOf('profile'), { replace: true })
  }, [])
}
