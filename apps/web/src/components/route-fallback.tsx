import { Spinner } from './spinner'

/** Holds the page's place while its code or data loads, so the footer does not jump. */
export function RouteFallback() {
  return (
    <div className="grid min-h-[60vh] place-items-center" aria-busy="true">
      <Spinner />
    </div>
  )
}
