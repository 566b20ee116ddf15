import { useMarkRoutePending } from '../lib/route-progress-store'
import { Spinner } from './spinner'

/** Holds the page's place while it loads, so the footer does not jump. */
export function RouteFallback() {
  useMarkRoutePending()
  return (
    <div className="grid min-h-[60vh] place-items-center" aria-busy="true">
      <Spinner />
    </div>
  )
}
