import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { getPriority, tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

// The counting of scripts/test-all.sh, run in bash as the test command runs it, with a stand-in
// for vitest that writes a chosen report (or none) and exits with a chosen code.
const fakeVitest = `
for arg in "$@"; do case "$arg" in --outputFile.json=*) report="\${arg#*=}";; esac; done
printf '%s\\n' "$*" > "$ARGS_SEEN"
echo "fake vitest output, niceness $(nice)"
[ -n "$FAKE_REPORT" ] && printf '%s' "$FAKE_REPORT" > "$report"
exit "$FAKE_EXIT"
`

const cleanReport = JSON.stringify({
  numPassedTests: 3,
  numFailedTests: 0,
  numPendingTests: 1,
  numTodoTests: 2,
  success: true,
  testResults: [{ name: 'a.test.ts', status: 'passed', assertionResults: [] }],
})

function tally(script: string, env: Record<string, string> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'tally-'))
  writeFileSync(join(dir, 'fake-vitest.sh'), fakeVitest)
  const run = spawnSync(
    'bash',
    ['-c', `source scripts/test-tally.sh\nVITEST=(bash "$DIR/fake-vitest.sh")\n${script}\nfinish`],
    {
      encoding: 'utf8',
      env: {
        ...process.env,
        DIR: dir,
        ARGS_SEEN: join(dir, 'args'),
        FAKE_REPORT: '',
        FAKE_EXIT: '0',
        ...env,
      },
    },
  )
  const lines = run.stdout.trimEnd().split('\n')
  return { status: run.status, last: lines.at(-1), out: run.stdout, dir }
}

const vitestStep = 'vitest_step "vitest" "$DIR/vitest.json"'

describe('the total of the test command', () => {
  it('adds the tests of a clean vitest run and prints skipped and todo', () => {
    const run = tally(vitestStep, { FAKE_REPORT: cleanReport })
    expect(run.last).toBe('3 passed, 0 failed')
    expect(run.out).toContain('Not run: 3 (0 steps, 1 skipped tests, 2 todo tests)')
    expect(run.status).toBe(0)
  })

  it('runs vitest with .only forbidden and a fresh JSON report', () => {
    const run = tally(`echo stale > "$DIR/vitest.json"\n${vitestStep}\ncat "$ARGS_SEEN"`, {
      FAKE_REPORT: cleanReport,
    })
    expect(run.out).toMatch(/^run --allowOnly=false .*--reporter=json --outputFile\.json=\S+vitest\.json/m)
    // A report left by an earlier run is removed first; with none written, the step fails.
    const stale = tally(`echo '${cleanReport}' > "$DIR/vitest.json"\n${vitestStep}`)
    expect(stale.last).toBe('0 passed, 1 failed')
  })

  it('counts a failure for a truncated report, whatever the exit code', () => {
    for (const code of ['0', '1']) {
      const run = tally(vitestStep, { FAKE_REPORT: cleanReport.slice(0, 40), FAKE_EXIT: code })
      expect(run.last).toBe('0 passed, 1 failed')
      expect(run.status).toBe(1)
    }
  })

  it('names the failed tests at the end of the log', () => {
    const report = JSON.stringify({
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 0,
      numTodoTests: 0,
      success: false,
      testResults: [
        {
          name: '/repo/apps/web/e2e/cart.e2e.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'cart keeps the count', status: 'passed' },
            { fullName: 'cart rolls back', status: 'failed' },
          ],
        },
      ],
    })
    const run = tally(vitestStep, { FAKE_REPORT: report, FAKE_EXIT: '1' })
    expect(run.last).toBe('1 passed, 1 failed')
    expect(run.out).toContain('Failures:\n  - vitest: 1 failed\n  -     e2e/cart.e2e.ts › cart rolls back\n')
  })

  it('counts a failure for a missing report', () => {
    const run = tally(vitestStep, { FAKE_EXIT: '1' })
    expect(run.last).toBe('0 passed, 1 failed')
    expect(run.status).toBe(1)
  })

  it('counts a failure when vitest exits non-zero with a clean report', () => {
    const run = tally(vitestStep, { FAKE_REPORT: cleanReport, FAKE_EXIT: '1' })
    expect(run.last).toBe('3 passed, 1 failed')
    expect(run.status).toBe(1)
  })

  it('counts a failure when the summary itself breaks or prints no numbers', () => {
    for (const summary of ['SUMMARY=(echo "3 passed")', 'SUMMARY=(false)', 'SUMMARY=(echo "")']) {
      const run = tally(`${summary}\n${vitestStep}`, { FAKE_REPORT: cleanReport })
      expect(run.last, summary).toBe('0 passed, 1 failed')
      expect(run.status).toBe(1)
    }
  })

  it('counts a check by its exit code: 0 passes, 75 is not run, anything else fails', () => {
    const run = tally('step "ok" true\nstep "absent" bash -c "exit 75"\nstep "broken" bash -c "exit 3"')
    expect(run.last).toBe('1 passed, 1 failed')
    expect(run.out).toContain('Not run (counted neither passed nor failed):\n  - absent')
    expect(run.out).toContain('Not run: 1 (1 steps, 0 skipped tests, 0 todo tests)')
    expect(run.out).toContain('Failures:\n  - broken (exit 3)')
    expect(run.status).toBe(1)
  })
})

describe('a vitest run beside the other steps', () => {
  const beside = 'vitest_start "unit" "$DIR/unit.json" --project "!e2e"\nstep "journeys" true\nvitest_wait'

  it('is counted test by test once waited for, with its output printed then, at a lower priority', () => {
    const run = tally(`${beside}\ncat "$ARGS_SEEN"`, { FAKE_REPORT: cleanReport })
    expect(run.last).toBe('4 passed, 0 failed')
    expect(run.status).toBe(0)
    const after = run.out.slice(run.out.indexOf('── unit (ran beside the steps above)'))
    expect(run.out.indexOf('ok: journeys')).toBeLessThan(run.out.indexOf('── unit (ran beside'))
    expect(after).toMatch(/fake vitest output, niceness (\d+)/)
    // Ten steps below the test's own priority (19 is the lowest there is).
    expect(Number(/niceness (\d+)/.exec(after)?.[1])).toBe(Math.min(19, getPriority() + 10))
    expect(run.out).toMatch(/^run --allowOnly=false .*--outputFile\.json=\S+unit\.json --project !e2e$/m)
  })

  it('runs two at once and counts both, each once, in the order started', () => {
    const two = `vitest_start "unit" "$DIR/unit.json" --project "!e2e"
vitest_start "scripts" "$DIR/scripts.json" --project scripts
vitest_wait
vitest_wait`
    const run = tally(two, { FAKE_REPORT: cleanReport })
    expect(run.last).toBe('6 passed, 0 failed')
    expect(run.out.indexOf('── unit (ran beside')).toBeLessThan(run.out.indexOf('── scripts (ran beside'))
    const failing = tally(two, { FAKE_REPORT: cleanReport, FAKE_EXIT: '1' })
    expect(failing.last).toBe('6 passed, 2 failed')
  })

  it('is counted, and counts a failure, when the script finishes without waiting for it', () => {
    const run = tally('vitest_start "unit" "$DIR/unit.json" --project "!e2e"\nstep "journeys" true', {
      FAKE_REPORT: cleanReport,
    })
    expect(run.out).toContain('── unit (ran beside the steps above)')
    expect(run.out).toContain('  - unit: started with vitest_start, never waited for before finish')
    expect(run.last).toBe('4 passed, 1 failed')
    expect(run.status).toBe(1)
  })

  it('counts a failure when it exits non-zero, leaves no report or a stale one', () => {
    const failing = tally(beside, { FAKE_REPORT: cleanReport, FAKE_EXIT: '1' })
    expect(failing.last).toBe('4 passed, 1 failed')
    expect(failing.status).toBe(1)
    const stale = tally(`echo '${cleanReport}' > "$DIR/unit.json"\n${beside}`)
    expect(stale.last).toBe('1 passed, 1 failed')
  })
})

describe('a committed .only', () => {
  it('fails the vitest step instead of quietly running one test', () => {
    const dir = mkdtempSync(join(tmpdir(), 'only-'))
    writeFileSync(
      join(dir, 'focused.test.ts'),
      "import { it } from 'vitest'\nit.only('focused', () => {})\nit('the rest', () => {})\n",
    )
    const run = spawnSync(
      'bash',
      ['-c', `source scripts/test-tally.sh\nvitest_step "vitest" "${dir}/r.json" --root "${dir}"\nfinish`],
      { encoding: 'utf8' },
    )
    expect(run.stdout + run.stderr).toContain('Unexpected .only modifier')
    expect(run.stdout.trimEnd().split('\n').at(-1)).toBe('0 passed, 1 failed')
    expect(run.status).toBe(1)
  })
})

describe('the CI entry', () => {
  it('ends with the same total line, steps not run included', () => {
    const run = tally('step "ok" true\nstep "absent" bash -c "exit 75"')
    const log = join(run.dir, 'test.log')
    writeFileSync(log, `${run.out}npm error Lifecycle script \`test\` failed\n`)
    // The total-finding lines of .ci/run, run on that log.
    const ci = readFileSync('.ci/run', 'utf8')
    const lines = ci.split('\n').filter((line) => /^total=|^echo "\$\{total/.test(line))
    expect(lines).toHaveLength(2)
    const found = spawnSync('bash', ['-c', lines.join('\n').replaceAll('test-results/test.log', log)], {
      encoding: 'utf8',
    })
    expect(found.stdout).toBe('1 passed, 0 failed\n')
  })
})
