/** Reads the JSON report of one `vitest run` and the run's exit code, and turns them into the counts the test command adds to its total. */
import { existsSync, readFileSync } from 'node:fs'

export interface Summary {
  passed: number
  failed: number
  skipped: number
  todo: number
  /** Why the run counts as failed, one line each; empty when it passed. */
  problems: string[]
}

interface AssertionResult {
  status: string
  fullName?: string
}

interface FileResult {
  name?: string
  status?: string
  message?: string
  assertionResults?: AssertionResult[]
}

const count = (value: unknown): number | undefined =>
  Number.isSafeInteger(value) && (value as number) >= 0 ? (value as number) : undefined

export function summarise(report: string | undefined, exitCode: number): Summary {
  const summary: Summary = { passed: 0, failed: 0, skipped: 0, todo: 0, problems: [] }
  const fail = (problem: string) => {
    summary.failed += 1
    summary.problems.push(problem)
  }
  if (report === undefined) {
    fail(`vitest wrote no report (exit ${exitCode})`)
    return summary
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(report)
  } catch (error) {
    fail(`vitest's report is not readable JSON (${(error as Error).message}; exit ${exitCode})`)
    return summary
  }
  const r = (parsed ?? {}) as Record<string, unknown>
  const passed = count(r.numPassedTests)
  const failed = count(r.numFailedTests)
  const skipped = count(r.numPendingTests)
  const todo = count(r.numTodoTests)
  if (
    passed === undefined ||
    failed === undefined ||
    skipped === undefined ||
    todo === undefined ||
    !Array.isArray(r.testResults)
  ) {
    fail(`vitest's report lacks its counts (exit ${exitCode})`)
    return summary
  }
  Object.assign(summary, { passed, failed, skipped, todo })
  if (failed > 0) summary.problems.push(`${failed} failed`)
  // Named, so that the tail of a long log (all a CI page may show) says which ones.
  for (const file of r.testResults as FileResult[]) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'failed') {
        const where = (file.name ?? '').split('/').slice(-2).join('/')
        summary.problems.push(`failed: ${where} › ${test.fullName ?? '(unnamed)'}`)
      }
    }
  }
  // A file that fails before its tests run (an import error, a failing hook) has no failed test.
  for (const file of r.testResults as FileResult[]) {
    const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed').length
    if (file.status === 'failed' && failedTests === 0) {
      fail(`${file.name ?? 'a test file'} failed outside its tests: ${(file.message ?? '').split('\n')[0]}`)
    }
  }
  if (r.success === false && summary.failed === 0) fail('vitest reports no success, with no failed test')
  if (exitCode !== 0 && summary.failed === 0)
    fail(`vitest exited ${exitCode} though its report shows no failure`)
  return summary
}

if (import.meta.main) {
  const [file, code] = process.argv.slice(2)
  const exitCode = Number(code)
  if (!file || code === undefined || !Number.isInteger(exitCode)) {
    console.error('usage: vitest-summary.ts <report.json> <exit code>')
    process.exit(2)
  }
  const summary = summarise(existsSync(file) ? readFileSync(file, 'utf8') : undefined, exitCode)
  for (const problem of summary.problems) console.log(`   vitest: ${problem}`)
  console.log(`   vitest: ${summary.skipped} skipped, ${summary.todo} todo`)
  console.log(`${summary.passed} ${summary.failed} ${summary.skipped} ${summary.todo}`)
  process.exit(summary.failed > 0 ? 1 : 0)
}
