export function Spinner({ size = 36 }: { size?: number }) {
  return (
    <span
      aria-hidden="true"
      style={{ width: size, height: size }}
      className="inline-block animate-spin rounded-full border-3 border-primary/25 border-t-primary"
    />
  )
}
