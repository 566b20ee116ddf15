// storefront-mock ctl against a running mock (no msw in this process: the server's own paths).
import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { describe, expect, it } from 'vitest'
import { runCtl } from './ctl.ts'
import { chaosState } from './http/chaos.ts'
import { forcedSettings } from './http/forcing.ts'
import { useTestServer } from './test-server.ts'
import { registerThroughOutbox } from './testing/outbox.ts'

const server = useTestServer()

/** Runs one command in-process: its exit code and the lines it printed. */
async function ctl(...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCtl(['--url', server.url, ...argv], {
    out: (line) => out.push(line),
    err: (line) => err.push(line),
    env: {},
  })
  return { code, out, err }
}

const colours = () => fetch(`${server.url}/api/v1/client/colors`).then((r) => r.status)

/** Bad input: exit 2 and one line on stderr, nothing on stdout. */
function expectBadInput(result: Awaited<ReturnType<typeof ctl>>, pattern: RegExp) {
  expect(result.code).toBe(2)
  expect(result.out).toEqual([])
  expect(result.err).toHaveLength(1)
  expect(result.err[0]).toMatch(pattern)
}

describe('storefront-mock ctl', () => {
  it('reset: back to the seed, forced answers forgotten', async () => {
    expect((await ctl('force', 'getColors', '503')).code).toBe(0)
    const reset = await ctl('reset')
    expect(reset).toEqual({ code: 0, out: ['Mock data reset to the seed.'], err: [] })
    expect(forcedSettings()).toEqual({})
    expectBadInput(await ctl('reset', 'now'), /reset takes no arguments/)
  })

  it('persona: signs in and prints the token; JSON with --json; an unknown one is bad input', async () => {
    const text = await ctl('persona', 'demo')
    expect(text.code).toBe(0)
    expect(text.out[0]).toMatch(/^Signed in as demo@example\.com; token \S+$/)
    const json = await ctl('--json', 'persona', 'demo')
    expect(JSON.parse(json.out[0] ?? '')).toMatchObject({ result: true, token: expect.any(String) })
    expectBadInput(await ctl('persona', 'nobody'), /No persona "nobody"/)
  })

  it('scenario: applies a named scenario; an unknown one is bad input', async () => {
    const applied = await ctl('scenario', 'maintenance')
    expect(applied.code).toBe(0)
    expect(Object.keys(forcedSettings()).length).toBeGreaterThan(0)
    expectBadInput(await ctl('scenario', 'nope'), /No scenario "nope"/)
  })

  it('force: a declared status is answered, "clear" undoes it, an undeclared one is refused', async () => {
    expect(await ctl('force', 'getColors', '503')).toEqual({
      code: 0,
      out: ['getColors: forced 503'],
      err: [],
    })
    expect(await colours()).toBe(503)
    expectBadInput(await ctl('force', 'getColors', '418'), /getColors does not declare status 418/)
    expectBadInput(await ctl('force', 'getColors', 'x'), /status must be a whole number/)
    expectBadInput(await ctl('force', 'getColors'), /force takes <operationId> <status>/)
    expect((await ctl('force', 'getColors', 'clear')).code).toBe(0)
    expect(await colours()).toBe(200)
  })

  it('chaos: adds a rule from its flags, lists and clears them; a malformed one changes nothing', async () => {
    const added = await ctl(
      'chaos',
      'getColors',
      '--status',
      '503',
      '--probability',
      '1',
      '--next',
      '2',
      '--latency',
      '1-3',
      '--seed',
      '42',
    )
    expect(added).toEqual({
      code: 0,
      out: ['#1 getColors: status 503, latency 1-3ms, probability 1, next 2 (2 left); seed 42'],
      err: [],
    })
    expect(chaosState().rules[0]).toMatchObject({ operationId: 'getColors', status: 503, latencyMs: [1, 3] })
    const list = await ctl('chaos', 'list')
    expect(list.out).toEqual([
      'seed 42',
      '#1 getColors: status 503, latency 1-3ms, probability 1, next 2 (2 left)',
    ])
    expect([await colours(), await colours(), await colours()]).toEqual([503, 503, 200])
    expect((await ctl('chaos', '*', '--network', '--probability', '0')).code).toBe(0)
    expect((await ctl('chaos', 'seed', '7')).out).toEqual(['seed 7'])
    expect((await ctl('chaos', 'clear')).out).toEqual(['Chaos rules cleared.'])
    expect(chaosState().rules).toEqual([])
    const before = JSON.stringify(chaosState())
    expectBadInput(await ctl('chaos', 'getColors', '--status', '418'), /does not declare status 418/)
    expectBadInput(await ctl('chaos', 'getColors', '--status', '500', '--probability', '2'), /probability/)
    expectBadInput(await ctl('chaos', 'getColors', '--latency', 'soon'), /--latency takes MIN-MAX/)
    expectBadInput(await ctl('chaos', 'noSuchOperation', '--status', '500'), /no operation "noSuchOperation"/)
    expectBadInput(await ctl('chaos'), /chaos takes <operationId\|\*>/)
    expect(JSON.stringify(chaosState())).toBe(before)
  })

  it('log: the last calls oldest first, with what chaos did; --json a call a line', async () => {
    await ctl('chaos', 'getColors', '--status', '500', '--next', '1')
    await colours()
    await colours()
    const text = await ctl('log', '--limit', '2')
    expect(text.code).toBe(0)
    expect(text.out).toHaveLength(2)
    expect(text.out[0]).toMatch(
      /GET \/api\/v1\/client\/colors 500 getColors \d+ms \[chaos rule 1: status=500\]$/,
    )
    expect(text.out[1]).toMatch(/GET \/api\/v1\/client\/colors 200 getColors \d+ms$/)
    const json = await ctl('--json', 'log', '--limit', '1')
    expect(JSON.parse(json.out[0] ?? '')).toMatchObject({ operationId: 'getColors', status: 200 })
    expectBadInput(await ctl('log', '--limit', 'all'), /--limit must be a whole number/)
  })

  it('log --follow: prints each call as it comes, until stopped', async () => {
    const stop = new AbortController()
    const out: string[] = []
    const following = runCtl(['--url', server.url, 'log', '--limit', '0', '--follow'], {
      out: (line) => out.push(line),
      err: (line) => out.push(`ERR ${line}`),
      signal: stop.signal,
    })
    // A signed-in read: never served from the server's cache, so always logged.
    for (let i = 0; i < 100 && out.length === 0; i++) {
      await fetch(`${server.url}/api/v1/client/cart`)
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    stop.abort()
    expect(await following).toBe(0)
    expect(out[0]).toMatch(/GET \/api\/v1\/client\/cart 401 getCart/)
  })

  it('outbox: the e-mails sent to an address', async () => {
    await registerThroughOutbox(server.url, 'ctl-outbox@example.com')
    const read = await ctl('outbox', 'ctl-outbox@example.com')
    expect(read.code).toBe(0)
    expect(read.out[0]).toMatch(/ ctl-outbox@example\.com .* code \d{6}$/)
    expectBadInput(await ctl('outbox'), /outbox takes <email>/)
  })

  it('world: a command acts in the world named, the shared one and other worlds untouched', async () => {
    expect((await ctl('world', 'w1', 'force', 'getColors', '503')).code).toBe(0)
    expect((await ctl('--world', 'w2', 'chaos', 'getBrands', '--status', '500')).out[0]).toMatch(
      /^#1 getBrands/,
    )
    const colours = (world?: string) =>
      fetch(`${server.url}/api/v1/client/colors`, { headers: world ? { 'x-mock-session': world } : {} }).then(
        (r) => r.status,
      )
    expect([await colours('w1'), await colours('w2'), await colours()]).toEqual([503, 200, 200])
    expect(forcedSettings()).toEqual({})

    const state = await ctl('world', 'w1')
    expect(state.code).toBe(0)
    expect(state.out[0]).toMatch(/^world w1 created \S+, last used \S+$/)
    expect(state.out[1]).toBe('forced: getColors {"status":503}')
    expect(state.out[2]).toMatch(/^chaos: 0 rule\(s\), seed \d+$/)
    expect((await ctl('world', 'w2')).out[2]).toMatch(/^chaos: 1 rule\(s\)/)

    const listed = await ctl('world')
    expect(listed.out[0]).toBe('2 of at most 200 worlds, each forgotten after 30 min unused')
    expect(listed.out.slice(1).map((line) => line.split(' ')[0])).toEqual(['w1', 'w2'])

    expect(await ctl('--world', 'w1', 'reset')).toEqual({
      code: 0,
      out: ['Mock data reset to the seed.'],
      err: [],
    })
    expect(await colours('w1')).toBe(200)
    expect(await colours('w2')).toBe(200)
    const json = await ctl('--json', 'world', 'w2')
    expect(JSON.parse(json.out[0] ?? '')).toMatchObject({ id: 'w2', chaos: { rules: 1 } })

    expectBadInput(await ctl('world', 'a b', 'reset'), /--world takes 1 to 64 letters/)
    expectBadInput(await ctl('--world', 'w1', 'world', 'w2', 'reset'), /name two worlds/)
    expectBadInput(await ctl('world', 'w1', 'reset', 'now'), /reset takes no arguments/)
  })

  it('bad input anywhere is exit 2 in one line; a mock that does not answer is exit 1', async () => {
    expectBadInput(await ctl(), /name a command/)
    expectBadInput(await ctl('launch'), /no command "launch"/)
    expectBadInput(await ctl('reset', '--colour'), /--colour/)
    expectBadInput(await runAt('ftp://x', 'reset'), /--url must be an http\(s\) origin/)
    const down = await runAt('http://127.0.0.1:9', 'reset')
    expect(down.code).toBe(1)
    expect(down.err[0]).toMatch(/cannot reach the mock at http:\/\/127\.0\.0\.1:9/)
  })

  it('runs as the bin: exit 0 on a command, exit 2 and one line on bad input', async () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url))
    const bin = (...argv: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--conditions=@storefront/source', '--import', 'tsx', 'packages/mock/src/cli.ts', 'ctl', ...argv],
        { cwd: root },
      ).then(
        ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      )
    const [ok, bad] = await Promise.all([
      bin('--url', server.url, 'chaos', 'list'),
      bin('--url', server.url, 'force', 'getColors', '418'),
    ])
    expect(ok).toMatchObject({ code: 0, stderr: '' })
    expect(ok.stdout).toMatch(/^seed \d+\n$/)
    expect(bad.code).toBe(2)
    expect(bad.stderr.trim().split('\n')).toHaveLength(1)
  })
})

async function runAt(url: string, ...argv: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = await runCtl(['--url', url, ...argv], { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out, err }
}
