import { Spinner } from './spinner'

export function PageLoader({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="fixed inset-0 z-50 grid place-items-center bg-bg">
      <Spinner size={44} />
      <span className="sr-only">{label}</span>
    </div>
  )
}
