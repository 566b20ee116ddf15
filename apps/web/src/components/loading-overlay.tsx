import { Spinner } from './spinner'

export function LoadingOverlay({ label }: { label: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      data-testid="loading-overlay"
      className="fixed inset-0 z-50 grid place-items-center bg-white/60"
    >
      <Spinner />
      <span className="sr-only">{label}</span>
    </div>
  )
}
