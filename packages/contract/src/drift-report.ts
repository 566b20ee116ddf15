// The drift report for people (Markdown, a small HTML page), grouped by operation, and JSON for tools.
import type { Drift, DriftKind, DriftPattern, DriftReport } from './drift.ts'
import { driftSarif, locator, readSpecText, renderSarif } from './sarif.ts'
import { type ContractOperation, DEFAULT_SPEC_PATH } from './validate.ts'

export const DRIFT_FORMATS = ['md', 'html', 'json', 'sarif'] as const
export type DriftFormat = (typeof DRIFT_FORMATS)[number]

const KIND_NAMES: Record<DriftKind, string> = {
  call: 'call made on one side only',
  status: 'status',
  'content-type': 'content type',
  header: 'header',
  field: 'field present on one side only',
  type: 'JSON type',
  enum: 'enum values',
  array: 'empty against non-empty list',
  error: 'error body',
}

function byOperation(drifts: Drift[]): Map<string, Drift[]> {
  const groups = new Map<string, Drift[]>()
  for (const d of drifts) groups.set(d.operation, [...(groups.get(d.operation) ?? []), d])
  return groups
}

function title(report: DriftReport): string {
  const n = report.drifts.length
  const verdict = n === 0 ? 'no differences' : `${n} difference${n === 1 ? '' : 's'}`
  return `Drift of ${report.recorded.source} against ${report.mock.source}: ${verdict}${report.incomplete.length ? ' (incomplete)' : ''}`
}

function summary(report: DriftReport): string[] {
  const counts = new Map<DriftKind, number>()
  for (const d of report.drifts) counts.set(d.kind, (counts.get(d.kind) ?? 0) + 1)
  return [
    `Recorded run: ${report.recorded.source}, ${report.recorded.exchanges} exchanges, ${report.recorded.contract}.`,
    `Replayed on ${report.mock.source}: ${report.mock.exchanges} exchanges; ${report.paired} calls paired by operation and step.`,
    counts.size
      ? `By kind: ${[...counts].map(([kind, n]) => `${KIND_NAMES[kind]} ${n}`).join(', ')}.`
      : 'Every paired call answered alike once volatile values (ids, dates, order numbers, keys, tokens) were set aside.',
    ...(report.patterns.length
      ? [
          `Patterns: ${report.patterns.length} repeated across operations cover ${covered(report.patterns)} of the ${report.drifts.length} differences; they come first.`,
        ]
      : []),
    ...report.incomplete.map((why) => `Incomplete: ${why}`),
  ]
}

const covered = (patterns: DriftPattern[]) => patterns.reduce((n, p) => n + p.differences, 0)

const SHOWN_OPERATIONS = 6
function operationList(pattern: DriftPattern): string {
  const shown = pattern.operations.slice(0, SHOWN_OPERATIONS).join(', ')
  const more = pattern.operations.length - SHOWN_OPERATIONS
  return more > 0 ? `${shown} (+${more} more)` : shown
}

const PATTERNS_INTRO =
  'The same difference in several operations, most frequent first. Each call is also listed under its operation.'

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')

function markdown(report: DriftReport): string {
  const out = [`# ${title(report)}`, '', ...summary(report).map((line) => `${line}  `)]
  if (report.patterns.length) {
    out.push(
      '',
      '## Patterns',
      '',
      PATTERNS_INTRO,
      '',
      '| kind | where | recorded run | mock | calls | operations |',
      '| --- | --- | --- | --- | --- | --- |',
    )
    for (const p of report.patterns)
      out.push(
        `| ${[p.kind, p.path, p.recorded, p.mock, String(p.calls), operationList(p)].map(cell).join(' | ')} |`,
      )
  }
  for (const [operation, drifts] of byOperation(report.drifts)) {
    out.push(
      '',
      `## ${operation}`,
      '',
      '| step | kind | where | recorded run | mock |',
      '| --- | --- | --- | --- | --- |',
    )
    for (const d of drifts)
      out.push(`| ${[d.step || '-', d.kind, d.path, d.recorded, d.mock].map(cell).join(' | ')} |`)
  }
  return `${out.join('\n')}\n`
}

const html = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

function patternSection(report: DriftReport): string {
  if (!report.patterns.length) return ''
  const rows = report.patterns
    .map(
      (p) =>
        `<tr><td>${html(p.kind)}</td><td><code>${html(p.path)}</code></td><td>${html(p.recorded)}</td><td>${html(p.mock)}</td><td>${p.calls}</td><td>${html(operationList(p))}</td></tr>`,
    )
    .join('')
  return `<section><h2>Patterns</h2><p>${html(PATTERNS_INTRO)}</p><table><thead><tr><th>kind</th><th>where</th><th>recorded run</th><th>mock</th><th>calls</th><th>operations</th></tr></thead><tbody>${rows}</tbody></table></section>`
}

function page(report: DriftReport): string {
  const sections = [...byOperation(report.drifts)].map(
    ([operation, drifts]) =>
      `<section><h2>${html(operation)}</h2><table><thead><tr><th>step</th><th>kind</th><th>where</th><th>recorded run</th><th>mock</th></tr></thead><tbody>${drifts
        .map(
          (d) =>
            `<tr><td>${html(d.step || '-')}</td><td>${html(d.kind)}</td><td><code>${html(d.path)}</code></td><td>${html(d.recorded)}</td><td>${html(d.mock)}</td></tr>`,
        )
        .join('')}</tbody></table></section>`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${html(title(report))}</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:2rem;max-width:72rem}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.25rem .5rem;text-align:start;vertical-align:top}th{background:#f3f3f3}</style>
</head><body><h1>${html(title(report))}</h1>
${summary(report)
  .map((line) => `<p>${html(line)}</p>`)
  .join('\n')}
${patternSection(report)}
${sections.join('\n')}
</body></html>
`
}

/** SARIF places each difference on its operation: `operations` names them, `specText` is the openapi.yaml to find them in. */
export function renderDrift(
  report: DriftReport,
  format: DriftFormat,
  operations: readonly ContractOperation[] = [],
  specText: string | null = format === 'sarif' ? readSpecText(DEFAULT_SPEC_PATH) : null,
): string {
  if (format === 'sarif') return renderSarif(driftSarif(report, locator(specText, operations), KIND_NAMES))
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`
  if (format === 'html') return page(report)
  return markdown(report)
}
