import { spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// scripts/test-all.sh as written, run in a copy of its folder with stand-ins: every check passes
// at once, every vitest run reports three passed tests. The total must then count each check once
// and each vitest run's tests once, whichever way the script starts and waits for them.
const root = fileURLToPath(new URL('..', import.meta.url))

const standIns = `
# Stand-ins, after the real counting above: each vitest run and each check is noted as it is begun.
VITEST=(bash "$STANDIN_DIR/fake-vitest.sh")
SUMMARY=("$REPO/node_modules/.bin/node" "$REPO/scripts/vitest-summary.ts")
eval "counted_$(declare -f step)"
step() { echo "$1" >> "$STANDIN_DIR/checks"; counted_step "$1" true; }
eval "counted_$(declare -f vitest_step)"
vitest_step() { echo "$1" >> "$STANDIN_DIR/runs"; counted_vitest_step "$@"; }
eval "counted_$(declare -f vitest_start)"
vitest_start() { echo "$1" >> "$STANDIN_DIR/runs"; counted_vitest_start "$@"; }
`

const fakeVitest = `
for arg in "$@"; do case "$arg" in --outputFile.json=*) report="\${arg#*=}";; esac; done
printf '%s' '{"numPassedTests":3,"numFailedTests":0,"numPendingTests":0,"numTodoTests":0,"success":true,"testResults":[]}' > "$report"
`

/** Runs `script` (test-all.sh's text) as the test command would, in a scratch copy with the stand-ins. */
function runTestCommand(script: string) {
  const dir = mkdtempSync(join(tmpdir(), 'test-all-'))
  mkdirSync(join(dir, 'scripts'))
  mkdirSync(join(dir, 'bin'))
  writeFileSync(join(dir, 'scripts/test-all.sh'), script)
  writeFileSync(
    join(dir, 'scripts/test-tally.sh'),
    readFileSync(join(root, 'scripts/test-tally.sh'), 'utf8') + standIns,
  )
  writeFileSync(join(dir, 'fake-vitest.sh'), fakeVitest)
  // The browser lookup is the one command run outside a step: it names a browser that exists.
  writeFileSync(join(dir, 'bin/npx'), '#!/usr/bin/env bash\necho /bin/true\n')
  chmodSync(join(dir, 'bin/npx'), 0o755)
  writeFileSync(join(dir, 'checks'), '')
  writeFileSync(join(dir, 'runs'), '')
  const run = spawnSync('bash', [join(dir, 'scripts/test-all.sh')], {
    encoding: 'utf8',
    env: { ...process.env, PATH: `${join(dir, 'bin')}:${process.env.PATH}`, STANDIN_DIR: dir, REPO: root },
  })
  const lines = (name: string) => readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean)
  return {
    status: run.status,
    out: run.stdout,
    last: run.stdout.trimEnd().split('\n').at(-1),
    checks: lines('checks'),
    runs: lines('runs'),
  }
}

const testAll = readFileSync(join(root, 'scripts/test-all.sh'), 'utf8')

describe('the wiring of scripts/test-all.sh', () => {
  it('counts every check once and the tests of every vitest run it starts, beside the checks or not', () => {
    const run = runTestCommand(testAll)
    expect(run.runs.length).toBeGreaterThanOrEqual(3)
    expect(run.checks.length).toBeGreaterThanOrEqual(5)
    expect(run.last).toBe(`${run.checks.length + 3 * run.runs.length} passed, 0 failed`)
    expect(run.status).toBe(0)
    for (const name of run.runs) expect(run.out).toContain(`── ${name}`)
  })

  it('fails when a run started beside the checks is never waited for', () => {
    const unwired = testAll.replace(/^vitest_wait\n/m, '')
    expect(unwired).not.toBe(testAll)
    const run = runTestCommand(unwired)
    expect(run.last).not.toBe(`${run.checks.length + 3 * run.runs.length} passed, 0 failed`)
    expect(run.status).not.toBe(0)
  })
})
