import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { summarise } from './vitest-summary.ts'

/** The shape `vitest run --reporter=json` writes. */
function report(files: { name: string; status: string; message?: string; tests: string[] }[]): string {
  const tests = files.flatMap((f) => f.tests)
  const n = (status: string) => tests.filter((s) => s === status).length
  return JSON.stringify({
    numTotalTestSuites: files.length,
    numPassedTestSuites: files.filter((f) => f.status === 'passed').length,
    numFailedTestSuites: files.filter((f) => f.status === 'failed').length,
    numPendingTestSuites: 0,
    numTotalTests: tests.length,
    numPassedTests: n('passed'),
    numFailedTests: n('failed'),
    numPendingTests: n('skipped'),
    numTodoTests: n('todo'),
    success: files.every((f) => f.status !== 'failed'),
    testResults: files.map((f) => ({
      name: f.name,
      status: f.status,
      message: f.message ?? '',
      assertionResults: f.tests.map((status, i) => ({ fullName: `t${i}`, status })),
    })),
  })
}

const green = report([
  { name: 'a.test.ts', status: 'passed', tests: ['passed', 'passed', 'skipped'] },
  { name: 'b.test.ts', status: 'passed', tests: ['passed', 'todo'] },
])

function cli(file: string, exitCode: number) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/vitest-summary.ts', file, String(exitCode)],
    {
      encoding: 'utf8',
    },
  )
  return { status: run.status, lines: run.stdout.trimEnd().split('\n') }
}

describe('the summary of a vitest run', () => {
  it('counts passed, skipped and todo tests of a clean run and fails nothing', () => {
    expect(summarise(green, 0)).toEqual({ passed: 3, failed: 0, skipped: 1, todo: 1, problems: [] })
  })

  it('fails a truncated report, even when vitest exited 0', () => {
    const truncated = green.slice(0, Math.floor(green.length / 2))
    expect(summarise(truncated, 0)).toMatchObject({ passed: 0, failed: 1 })
    expect(summarise(truncated, 1)).toMatchObject({ passed: 0, failed: 1 })
    const dir = mkdtempSync(join(tmpdir(), 'summary-'))
    writeFileSync(join(dir, 'vitest.json'), truncated)
    const run = cli(join(dir, 'vitest.json'), 0)
    expect(run.status).toBe(1)
    expect(run.lines.at(-1)).toBe('0 1 0 0')
  })

  it('fails a missing report', () => {
    expect(summarise(undefined, 0)).toMatchObject({ failed: 1 })
    const run = cli(join(mkdtempSync(join(tmpdir(), 'summary-')), 'none.json'), 1)
    expect(run.status).toBe(1)
    expect(run.lines.at(-1)).toBe('0 1 0 0')
    expect(run.lines[0]).toContain('no report')
  })

  it('fails a report whose counts are missing or not numbers', () => {
    expect(summarise('{}', 0).failed).toBe(1)
    expect(summarise('null', 0).failed).toBe(1)
    const bad = { ...JSON.parse(green), numFailedTests: 'none' }
    expect(summarise(JSON.stringify(bad), 0)).toMatchObject({ passed: 0, failed: 1 })
  })

  it('counts a failure when vitest exits non-zero though its report shows none', () => {
    const s = summarise(green, 1)
    expect(s).toMatchObject({ passed: 3, failed: 1 })
    expect(s.problems).toEqual(['vitest exited 1 though its report shows no failure'])
  })

  it('counts every failed test, and a file that failed outside its tests once', () => {
    const s = summarise(
      report([
        { name: 'a.test.ts', status: 'failed', tests: ['passed', 'failed', 'failed'] },
        { name: 'broken.test.ts', status: 'failed', message: 'Cannot find module x\n  at y', tests: [] },
      ]),
      1,
    )
    expect(s).toMatchObject({ passed: 1, failed: 3 })
    expect(s.problems).toContain('broken.test.ts failed outside its tests: Cannot find module x')
    expect(s.problems.filter((p) => p.startsWith('failed: a.test.ts › '))).toHaveLength(2)
  })

  it('prints the skipped and todo counts and a last line of four numbers', () => {
    const dir = mkdtempSync(join(tmpdir(), 'summary-'))
    writeFileSync(join(dir, 'vitest.json'), green)
    const run = cli(join(dir, 'vitest.json'), 0)
    expect(run.status).toBe(0)
    expect(run.lines).toEqual(['   vitest: 1 skipped, 1 todo', '3 0 1 1'])
  })
})
