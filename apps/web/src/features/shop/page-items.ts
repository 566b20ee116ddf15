/** Page numbers to show: first, last, and a window around the current one; null marks a gap. */
export function pageItems(current: number, last: number): (number | null)[] {
  const pages = new Set([1, last, current - 1, current, current + 1].filter((p) => p >= 1 && p <= last))
  const sorted = [...pages].sort((a, b) => a - b)
  const out: (number | null)[] = []
  for (const page of sorted) {
    const prev = out.at(-1)
    if (typeof prev === 'number' && page - prev > 1) out.push(page - prev === 2 ? prev + 1 : null)
    out.push(page)
  }
  return out
}
