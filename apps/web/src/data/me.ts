import type { components } from '@storefront/sdk'
import { useQuery } from '@tanstack/react-query'
import { isSignedIn } from '../lib/auth-store'
import { meQuery } from './me-queries'

export type Client = components['schemas']['Client']

/** The signed-in client (asked only when signed in; callers read signals, so they call useSignals). */
export function useMe() {
  return useQuery({ ...meQuery(), enabled: isSignedIn.value, select: (answer) => answer.client })
}
