import { useSearch } from 'wouter'

/** Development only: every production build is the one shoppers get (docs/decisions/0047). */
export const CRASH_TEST_ENABLED = import.meta.env.DEV

/** Lets tests check the maintenance fallback in a real build; it reveals nothing and changes no data. */
export function CrashTest() {
  const search = useSearch()
  if (new URLSearchParams(search).get('crash-test') === '1') {
    throw new Error('Crash requested with ?crash-test=1')
  }
  return null
}
