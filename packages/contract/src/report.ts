import type { ContractReport } from './session.ts'

export const REPORT_FORMATS = ['text', 'json', 'junit', 'md'] as const
export type ReportFormat = (typeof REPORT_FORMATS)[number]

function table(rows: string[][]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? []
  return rows
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n')
}

/** One row per call, skipped operation and operation never exercised. */
function rows(report: ContractReport): string[][] {
  const out = [['operationId', 'method', 'path', 'status', 'result', 'step / reason']]
  for (const c of report.calls) {
    const reason = c.declared
      ? `${c.step}: ${c.declared}`
      : c.passed
        ? c.step
        : `${c.step}: ${c.reasons.slice(0, 3).join('; ')}${c.reasons.length > 3 ? ` (+${c.reasons.length - 3} more)` : ''}`
    const result = c.declared ? 'declared' : c.passed ? 'pass' : 'FAIL'
    out.push([c.operationId, c.method, c.path, String(c.status || '-'), result, reason])
  }
  for (const s of report.skipped) out.push([s.operationId, '', '', '-', 'skip', s.reason])
  for (const id of report.missing) out.push([id, '', '', '-', 'FAIL', 'never exercised'])
  return out
}

function summary(report: ContractReport): string[] {
  const failed = report.calls.filter((c) => !c.passed).length
  const exercised = new Set(
    report.calls
      .filter((c) => c.operationId !== '?' && c.operationId !== '-' && !c.declared)
      .map((c) => c.operationId),
  )
  const declared = report.calls.filter((c) => c.declared).length
  return [
    `${report.calls.length} calls, ${failed} failed${declared ? `, ${declared} declared, not exercised` : ''}; ${exercised.size} of ${report.operations.length} operations exercised, ${report.skipped.length} skipped, ${report.missing.length} never exercised.`,
    ...report.notes.map((n) => `Note: ${n}`),
  ]
}

export function formatReport(report: ContractReport): string {
  return [
    `Contract check of ${report.baseUrl} against openapi.yaml (account ${report.email})`,
    '',
    table(rows(report)),
    '',
    ...summary(report),
    report.passed ? 'PASS' : 'FAIL',
  ].join('\n')
}

function formatMarkdown(report: ContractReport): string {
  const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')
  const [head = [], ...body] = rows(report)
  return [
    `# Contract check of ${report.baseUrl}: ${report.passed ? 'PASS' : 'FAIL'}`,
    '',
    ...summary(report).map((line) => `${line}  `),
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- |').join('')}`,
    ...body.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n')
}

const xml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

function formatJunit(report: ContractReport): string {
  const cases: string[] = []
  for (const c of report.calls) {
    const name = xml(`${c.method} ${c.path} ${c.step}`)
    const failure = c.declared
      ? `<skipped message="${xml(c.declared)}"/>`
      : c.passed
        ? ''
        : `<failure message="${xml(c.reasons[0] ?? 'failed')}">${xml(c.reasons.join('\n'))}</failure>`
    cases.push(`    <testcase classname="${xml(c.operationId)}" name="${name}">${failure}</testcase>`)
  }
  for (const s of report.skipped) {
    cases.push(
      `    <testcase classname="${xml(s.operationId)}" name="${xml(s.operationId)}"><skipped message="${xml(s.reason)}"/></testcase>`,
    )
  }
  for (const id of report.missing) {
    cases.push(
      `    <testcase classname="${xml(id)}" name="${xml(id)}"><failure message="never exercised">The journey never called ${xml(id)}.</failure></testcase>`,
    )
  }
  const tests = cases.length
  const failures = report.calls.filter((c) => !c.passed).length + report.missing.length
  const skipped = report.skipped.length + report.calls.filter((c) => c.declared).length
  const counts = `tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}"`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="storefront-contract" ${counts}>`,
    `  <testsuite name="${xml(`contract of ${report.baseUrl}`)}" ${counts}>`,
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}

export function renderReport(report: ContractReport, format: ReportFormat): string {
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`
  if (format === 'junit') return formatJunit(report)
  if (format === 'md') return `${formatMarkdown(report)}\n`
  return `${formatReport(report)}\n`
}
