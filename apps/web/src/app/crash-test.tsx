import { useSearch } from 'wouter'

/** Build-time constants, so the build shoppers get leaves the crash test out altogether. */
export const CRASH_TEST_ENABLED = import.meta.env.DEV || import.meta.env.VITE_E2E === '1'

/** Lets tests check the maintenance fallback in a real build; it reveals nothing and changes no data. */
export function CrashTest() {
  const search = useSearch()
  if (new URLSearchParams(search).get('crash-test') === '1') {
    throw new Error('Crash requested with ?crash-test=1')
  }
  return null
}
