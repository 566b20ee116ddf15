import { useSearch } from 'wouter'

/**
 * Whether `?crash-test=1` works: in development and in builds made for the browser tests
 * (`VITE_E2E=1`), never in the build shoppers get. Both are build-time constants, so that build
 * leaves the crash test out altogether.
 */
export const CRASH_TEST_ENABLED = import.meta.env.DEV || import.meta.env.VITE_E2E === '1'

/**
 * Any page opened with `?crash-test=1` throws while rendering, so tests can check the
 * maintenance fallback in a real build. It reveals nothing and changes no data.
 */
export function CrashTest() {
  const search = useSearch()
  if (new URLSearchParams(search).get('crash-test') === '1') {
    throw new Error('Crash requested with ?crash-test=1')
  }
  return null
}
