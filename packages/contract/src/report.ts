import type { ContractReport } from './journey.ts'

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

export function formatReport(report: ContractReport): string {
  const rows = [['operationId', 'method', 'path', 'status', 'result', 'step / reason']]
  for (const c of report.calls) {
    const reason = c.passed
      ? c.step
      : `${c.step}: ${c.reasons.slice(0, 3).join('; ')}${c.reasons.length > 3 ? ` (+${c.reasons.length - 3} more)` : ''}`
    rows.push([c.operationId, c.method, c.path, String(c.status || '-'), c.passed ? 'pass' : 'FAIL', reason])
  }
  for (const s of report.skipped) rows.push([s.operationId, '', '', '-', 'skip', s.reason])
  for (const id of report.missing) rows.push([id, '', '', '-', 'FAIL', 'never exercised'])

  const failed = report.calls.filter((c) => !c.passed).length
  const exercised = new Set(
    report.calls.filter((c) => c.operationId !== '?' && c.operationId !== '-').map((c) => c.operationId),
  )
  const lines = [
    `Contract check of ${report.baseUrl} against openapi.yaml (account ${report.email})`,
    '',
    table(rows),
    '',
    `${report.calls.length} calls, ${failed} failed; ${exercised.size} of ${report.operations.length} operations exercised, ${report.skipped.length} skipped, ${report.missing.length} never exercised.`,
    ...report.notes.map((n) => `Note: ${n}`),
    report.passed ? 'PASS' : 'FAIL',
  ]
  return lines.join('\n')
}
