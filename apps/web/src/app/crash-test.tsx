import { useSearch } from 'wouter'

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
