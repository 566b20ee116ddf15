// npm run vitals:report -- <log file>... (or stdin): p75 per route of the server's `"msg":"web vital"` lines.
import { readFileSync } from 'node:fs'

export interface VitalLine {
  name: string
  value: number
  route: string
  device: string
}

const UNITS: Record<string, string> = { LCP: 'ms', INP: 'ms', TTFB: 'ms', CLS: '' }
const ORDER = ['LCP', 'INP', 'CLS', 'TTFB']

export function readVitals(text: string): VitalLine[] {
  const vitals: VitalLine[] = []
  for (const line of text.split('\n')) {
    if (!line.includes('"web vital"')) continue
    try {
      const entry = JSON.parse(line) as Record<string, unknown>
      if (entry.msg !== 'web vital' || typeof entry.value !== 'number') continue
      vitals.push({
        name: String(entry.name),
        value: entry.value,
        route: String(entry.route),
        device: String(entry.device),
      })
    } catch {
      // Not a JSON line: another program's output in the same log.
    }
  }
  return vitals
}

/** The 75th percentile by nearest rank, as the Core Web Vitals are judged. */
export function p75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? Number.NaN
}

export function report(vitals: VitalLine[]): string {
  const groups = new Map<string, number[]>()
  for (const vital of vitals) {
    const key = `${vital.route}\t${vital.name}`
    groups.set(key, [...(groups.get(key) ?? []), vital.value])
  }
  const rows = [...groups.entries()]
    .map(([key, values]) => {
      const [route = '', name = ''] = key.split('\t')
      return { route, name, count: values.length, p75: p75(values) }
    })
    .sort((a, b) => a.route.localeCompare(b.route) || ORDER.indexOf(a.name) - ORDER.indexOf(b.name))
  const lines = ['| route | metric | beacons | p75 |', '|---|---|---|---|']
  for (const row of rows) {
    const value = row.name === 'CLS' ? row.p75.toFixed(3) : `${Math.round(row.p75)} ${UNITS[row.name] ?? ''}`
    lines.push(`| ${row.route} | ${row.name} | ${row.count} | ${value.trim()} |`)
  }
  return lines.join('\n')
}

if (import.meta.main) {
  const files = process.argv.slice(2)
  const text =
    files.length > 0 ? files.map((file) => readFileSync(file, 'utf8')).join('\n') : readFileSync(0, 'utf8')
  const vitals = readVitals(text)
  if (vitals.length === 0) {
    console.error('vitals:report: no "web vital" lines in the log given')
    process.exit(1)
  }
  console.info(report(vitals))
}
