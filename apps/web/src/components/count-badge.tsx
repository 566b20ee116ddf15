/** A small count on an icon link; hidden at 0. The link's own label carries the number for screen readers. */
export function CountBadge({ count, testId }: { count: number; testId?: string }) {
  if (count <= 0) return null
  return (
    <span
      aria-hidden="true"
      data-testid={testId}
      className="absolute -top-0.5 -end-0.5 min-w-4.5 rounded-full bg-accent px-1 text-center text-[10px] font-bold leading-4.5 text-accent-fg"
    >
      {count > 99 ? '99+' : count}
    </span>
  )
}
