/** Edits (insert, delete, replace, swap of neighbours) between two words. */
export function editDistance(a: string, b: string): number {
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min((d[i - 1]?.[j] ?? 0) + 1, (d[i]?.[j - 1] ?? 0) + 1, (d[i - 1]?.[j - 1] ?? 0) + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, (d[i - 2]?.[j - 2] ?? 0) + 1)
      }
      ;(d[i] as number[])[j] = best
    }
  }
  return d[a.length]?.[b.length] ?? 0
}

export interface Candidate<T> {
  name: string
  value: T
}

/** The catalogue names closest to a search that found nothing, word by word (a prefix counts), about one typo per three letters. */
export function nearestMatches<T>(search: string, candidates: Candidate<T>[], limit = 4): Candidate<T>[] {
  const words = search
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => w.length >= 2)
  if (words.length === 0) return []
  const scored = candidates.flatMap((candidate) => {
    const parts = candidate.name
      .toLowerCase()
      .split(/[\s&/-]+/)
      .filter(Boolean)
    let best = Number.POSITIVE_INFINITY
    for (const word of words) {
      for (const part of parts) {
        const distance = part.startsWith(word) || word.startsWith(part) ? 0 : editDistance(word, part)
        if (distance <= Math.max(1, Math.floor(Math.min(word.length, part.length) / 3)))
          best = Math.min(best, distance)
      }
    }
    return Number.isFinite(best) ? [{ candidate, best }] : []
  })
  return scored
    .sort((a, b) => a.best - b.best || a.candidate.name.localeCompare(b.candidate.name))
    .slice(0, limit)
    .map((s) => s.candidate)
}
