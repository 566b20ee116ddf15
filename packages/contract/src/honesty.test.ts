// What storefront-contract says about a run: why an operation was left out, what it checked
// against, how long each call took, and what it could not do (an HTML server, a used mock).
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { createServer, type IncomingMessage } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMockServer } from '@storefront/mock/http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractFingerprint } from './har.ts'
import { type ContractRun, runContract } from './journey.ts'
import { renderReport } from './report.ts'
import { forward, listenLocally } from './testing/forward.ts'
import { cli } from './testing/run-cli.ts'
import { DEFAULT_SPEC_PATH, loadContract } from './validate.ts'

const fingerprint = contractFingerprint(DEFAULT_SPEC_PATH)
const packageVersion = (
  JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }
).version
const temp = await mkdtemp(join(tmpdir(), 'honesty-'))
let mock: Awaited<ReturnType<typeof startMockServer>>
/** A backend with no outbox whose product lists are empty: the catalogue stops early, and no code can be read. */
let stranger: Awaited<ReturnType<typeof listenLocally>>
let run: ContractRun

beforeAll(async () => {
  process.env.MOCK_QUIET = '1'
  mock = await startMockServer({ port: 0 })
  stranger = await listenLocally(
    createServer(async (req: IncomingMessage, res) => {
      const path = new URL(req.url ?? '/', 'http://stranger').pathname
      if (path.startsWith('/__mock/')) {
        res.writeHead(404, { 'content-type': 'application/json', 'content-language': 'en' })
        return res.end('{"result":false,"message":"Not found."}')
      }
      const upstream = await forward(mock.url, req)
      let text = await upstream.text()
      // A HEAD answer has no body to empty.
      if (path === '/api/v1/client/products' && text) text = JSON.stringify({ ...JSON.parse(text), data: [] })
      const headers: Record<string, string> = {}
      for (const name of ['content-type', 'content-language', 'allow']) {
        const value = upstream.headers.get(name)
        if (value) headers[name] = value
      }
      res.writeHead(upstream.status, headers)
      res.end(text)
    }),
  )
  run = await runContract({ baseUrl: stranger.url })
}, 90_000)

afterAll(async () => {
  await stranger?.close()
  await mock?.close()
  await rm(temp, { recursive: true, force: true })
})

describe('what a run says about itself', () => {
  it('skips for want of an OTP only what needs a sign-in; a public operation a stopped section never reached is a failure', () => {
    const contract = loadContract()
    const signIn = new Set(['verifyOtpRegister', 'sendOtpLogin', 'verifyOtpLogin'])
    const skipped = run.skipped.map((s) => s.operationId)
    expect(skipped).toContain('placeOrder')
    expect(skipped).toContain('verifyOtpRegister')
    for (const id of skipped) {
      const op = contract.operations.find((o) => o.operationId === id)
      expect(op?.requiresAuth || signIn.has(id), `${id} skipped for want of an OTP`).toBe(true)
    }
    expect(run.notes.join('\n')).toMatch(/catalogue: stopped early, no in-stock product/)
    expect(run.missing).toContain('getCategories')
    expect(run.missing).toContain('getTeamMembers')
    const junit = renderReport(run, 'junit')
    expect(junit).toMatch(/<testcase classname="getCategories"[^>]*><failure message="never exercised/)
    expect(junit).not.toMatch(/<testcase classname="getCategories"[^>]*><skipped/)
    expect(run.passed).toBe(false)
  })

  it("names the contract's version and hash in every report format", () => {
    expect(run.contract).toBe(fingerprint)
    expect(fingerprint).toMatch(/^openapi\.yaml \S+ sha256:[0-9a-f]{16}$/)
    for (const format of ['text', 'md'] as const)
      expect(renderReport(run, format), format).toContain(`against ${fingerprint}`)
    expect(renderReport(run, 'junit')).toContain(`<property name="contract" value="${fingerprint}"/>`)
    expect(JSON.parse(renderReport(run, 'json')).contract).toBe(fingerprint)
  })

  it('gives every JUnit test case and the suite a time in seconds', () => {
    const junit = renderReport(run, 'junit')
    const cases = junit.match(/<testcase [^>]*>/g) ?? []
    expect(cases.length).toBeGreaterThan(40)
    for (const testcase of cases) expect(testcase).toMatch(/ time="\d+\.\d{3}"/)
    const suite = Number(/<testsuite [^>]* time="(\d+\.\d{3})"/.exec(junit)?.[1])
    const calls = cases.map((c) => Number(/ time="([\d.]+)"/.exec(c)?.[1]))
    // The calls ran one after another, inside the suite's time.
    expect(suite).toBeGreaterThan(0)
    expect(calls.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(suite + 0.001 * calls.length)
    expect(calls.some((t) => t > 0)).toBe(true)
    expect(JSON.parse(renderReport(run, 'json')).calls[0].durationMs).toBeTypeOf('number')
  })
})

describe('storefront-contract on the command line', () => {
  it('prints its version and the contract it checks against with --version', async () => {
    const { code, stdout, stderr } = await cli(['--version'])
    expect(stderr).toBe('')
    expect(stdout).toBe(`storefront-contract ${packageVersion} (${fingerprint})\n`)
    expect(code).toBe(0)
  })

  it('pointed at a server that answers HTML, names the URL that did and asks whether the base URL is the API', async () => {
    const page = await listenLocally(
      createServer((_req, res) => {
        res.writeHead(200, { 'content-type': 'text/html' })
        res.end(
          '<!doctype html><html><head><title>App</title></head><body><div id="root"></div></body></html>',
        )
      }),
    )
    try {
      const { code, stdout, stderr } = await cli([page.url])
      expect(code).toBe(2)
      expect(stdout).toBe('')
      const lines = stderr.trimEnd().split('\n')
      expect(lines).toHaveLength(1)
      expect(lines[0]).toMatch(
        new RegExp(
          `^storefront-contract: could not run: GET ${page.url}/api/v1/captcha-token answered 200 text/html, not JSON\\. Is ${page.url} the API's base URL\\?`,
        ),
      )
      expect(lines[0]).not.toMatch(/Unexpected token/)
    } finally {
      await page.close()
    }
  })

  it('notes, on a run that went through, that answers were web pages and which', async () => {
    const missing = await listenLocally(
      createServer((_req, res) => {
        res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
        res.end('<!doctype html><title>Not found</title>')
      }),
    )
    try {
      const report = await runContract({ baseUrl: missing.url })
      expect(report.passed).toBe(false)
      expect(report.notes).toContainEqual(
        expect.stringMatching(
          new RegExp(
            `^\\d+ answers were HTML: GET ${missing.url}/api/v1/captcha-token answered 404 text/html, not JSON\\. Is ${missing.url} the API's base URL\\?`,
          ),
        ),
      )
    } finally {
      await missing.close()
    }
  })

  it('warns when --record or --diff --against runs on a mock that has answered calls since it started or was reset, and not on a fresh one', async () => {
    await fetch(`${mock.url}/__mock/reset`, { method: 'POST' })
    const fresh = await cli([mock.url, '--record', join(temp, 'fresh.har')])
    expect(fresh.code, fresh.stderr).toBe(0)
    expect(fresh.stderr).not.toMatch(/warning/)
    // The run above used the mock: recording again without a reset is what the warning is for.
    const used = await cli([mock.url, '--record', join(temp, 'used.har')])
    expect(used.stderr).toMatch(
      new RegExp(
        `^storefront-contract: warning: the mock at ${mock.url} has answered \\d+ calls since it started or was last reset; .*POST ${mock.url}/__mock/reset`,
        'm',
      ),
    )
    expect(used.code).toBe(0)
    // The same for a replay on a mock given with --against.
    const replayed = await cli(['--diff', join(temp, 'fresh.har'), '--against', mock.url, '--warn-only'])
    expect(replayed.stderr).toMatch(
      new RegExp(`^storefront-contract: warning: the mock at ${mock.url} has answered \\d+ calls`, 'm'),
    )
    expect(replayed.code).toBe(0)
  }, 120_000)
})
