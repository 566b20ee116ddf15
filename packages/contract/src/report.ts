import type { ContractRun } from './journey.ts'
import { contractSarif, locator, readSpecText, renderSarif } from './sarif.ts'
import { DEFAULT_SPEC_PATH } from './validate.ts'

export const REPORT_FORMATS = ['text', 'json', 'junit', 'md', 'sarif'] as const
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

function rows(report: ContractRun): string[][] {
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
  for (const id of report.missing) out.push([id, '', '', '-', 'FAIL', neverExercised(report)])
  return out
}

const stopped = (report: ContractRun) => report.notes.filter((n) => n.includes('stopped early'))

function neverExercised(report: ContractRun): string {
  const why = stopped(report)
  return why.length > 0 ? `never exercised (${why.join('; ')})` : 'never exercised'
}

const seconds = (ms: number) => (ms / 1000).toFixed(3)

function provenance(report: ContractRun): string {
  return `Checked against ${report.contract} by ${report.tool}, started ${report.startedAt}, ${seconds(report.durationMs)} s.`
}

function summary(report: ContractRun): string[] {
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

export function formatReport(report: ContractRun): string {
  return [
    `Contract check of ${report.baseUrl} against openapi.yaml (account ${report.email})`,
    provenance(report),
    '',
    table(rows(report)),
    '',
    ...summary(report),
    report.passed ? 'PASS' : 'FAIL',
  ].join('\n')
}

function formatMarkdown(report: ContractRun): string {
  const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ')
  const [head = [], ...body] = rows(report)
  return [
    `# Contract check of ${report.baseUrl}: ${report.passed ? 'PASS' : 'FAIL'}`,
    '',
    ...[provenance(report), ...summary(report)].map((line) => `${line}  `),
    '',
    `| ${head.join(' | ')} |`,
    `|${head.map(() => ' --- |').join('')}`,
    ...body.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n')
}

const xml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

function formatJunit(report: ContractRun): string {
  const cases: string[] = []
  const testcase = (classname: string, name: string, ms: number, inner: string) =>
    `    <testcase classname="${xml(classname)}" name="${xml(name)}" time="${seconds(ms)}">${inner}</testcase>`
  for (const c of report.calls) {
    const failure = c.declared
      ? `<skipped message="${xml(c.declared)}"/>`
      : c.passed
        ? ''
        : `<failure message="${xml(c.reasons[0] ?? 'failed')}">${xml(c.reasons.join('\n'))}</failure>`
    cases.push(testcase(c.operationId, `${c.method} ${c.path} ${c.step}`, c.durationMs, failure))
  }
  for (const s of report.skipped)
    cases.push(testcase(s.operationId, s.operationId, 0, `<skipped message="${xml(s.reason)}"/>`))
  for (const id of report.missing) {
    const why = neverExercised(report)
    cases.push(
      testcase(id, id, 0, `<failure message="${xml(why)}">The journey never called ${xml(id)}.</failure>`),
    )
  }
  const tests = cases.length
  const failures = report.calls.filter((c) => !c.passed).length + report.missing.length
  const skipped = report.skipped.length + report.calls.filter((c) => c.declared).length
  const counts = `tests="${tests}" failures="${failures}" errors="0" skipped="${skipped}" time="${seconds(report.durationMs)}"`
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<testsuites name="storefront-contract" ${counts}>`,
    `  <testsuite name="${xml(`contract of ${report.baseUrl}`)}" ${counts} timestamp="${xml(report.startedAt)}">`,
    '    <properties>',
    `      <property name="contract" value="${xml(report.contract)}"/>`,
    `      <property name="tool" value="${xml(report.tool)}"/>`,
    '    </properties>',
    ...cases,
    '  </testsuite>',
    '</testsuites>',
    '',
  ].join('\n')
}

/** `specText` is the openapi.yaml that SARIF places results in (default: the one shipped; null: none, no lines). */
export function renderReport(
  report: ContractRun,
  format: ReportFormat,
  specText: string | null = format === 'sarif' ? readSpecText(DEFAULT_SPEC_PATH) : null,
): string {
  if (format === 'sarif') return renderSarif(contractSarif(report, locator(specText, report.operations)))
  if (format === 'json') return `${JSON.stringify(report, null, 2)}\n`
  if (format === 'junit') return formatJunit(report)
  if (format === 'md') return `${formatMarkdown(report)}\n`
  return `${formatReport(report)}\n`
}
