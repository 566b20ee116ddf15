// --report sarif: valid SARIF 2.1.0 where each broken call, unreached operation or drift is a
// result with its rule and level, on its operation's line in openapi.yaml, and nothing else.
import { readFileSync } from 'node:fs'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startMockServer } from '@storefront/mock/http'
import { Ajv } from 'ajv'
import addFormatsModule from 'ajv-formats'
import type { Log, Result } from 'sarif'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractFingerprint, createHarRecorder } from './har.ts'
import { type ContractRun, runContract } from './journey.ts'
import { renderReport } from './report.ts'
import { PLANTS, startDriftedBackend } from './testing/drifted-backend.ts'
import { cli } from './testing/run-cli.ts'
import { DEFAULT_SPEC_PATH, loadContract } from './validate.ts'
import { packageVersion } from './version.ts'

// The OASIS schema as the registry ships it (draft-04). It uses no keyword whose meaning changed
// since, so Ajv's default draft compiles it once the draft-04 `id` and `$schema` are set aside;
// its pattern for a language tag is not valid with the `u` flag, hence `unicodeRegExp: false`.
const schemaFile = createRequire(import.meta.url).resolve(
  '@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json',
)
const { $schema: _draft, id: _id, ...schema } = JSON.parse(readFileSync(schemaFile, 'utf8'))
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (
  ajv: Ajv,
) => void
const ajv = new Ajv({ allErrors: true, strict: false, unicodeRegExp: false })
addFormats(ajv)
const validSarif = ajv.compile(schema)

function expectValid(log: unknown) {
  const valid = validSarif(log)
  expect(validSarif.errors ?? [], 'SARIF 2.1.0 schema').toEqual([])
  expect(valid).toBe(true)
}

const contract = loadContract()
const specText = readFileSync(DEFAULT_SPEC_PATH, 'utf8')
const specLines = specText.split('\n')

/** The line of `method:` under `path:` in openapi.yaml, read off the text as a person would. */
function lineOf(operationId: string): number {
  const op = contract.operations.find((o) => o.operationId === operationId)
  if (!op) throw new Error(`no operation ${operationId}`)
  const pathLine = specLines.indexOf(`  ${op.path}:`)
  return specLines.findIndex((line, i) => i > pathLine && line === `    ${op.method}:`) + 1
}

const operationOf = (result: Result) => /^([\w-]+)[:,]/.exec(result.message?.text ?? '')?.[1] ?? ''
const lineIn = (result: Result) => result.locations?.[0]?.physicalLocation?.region?.startLine
const uriIn = (result: Result) => result.locations?.[0]?.physicalLocation?.artifactLocation?.uri
const fingerprintOf = (result: Result) => Object.values(result.partialFingerprints ?? {}).join()
const sarif = (text: string) => JSON.parse(text) as Log

const temp = await mkdtemp(join(tmpdir(), 'sarif-'))
const files = {
  har: join(temp, 'drifted.har'),
  passing: join(temp, 'run.sarif'),
  diff: join(temp, 'diff.sarif'),
}
let mock: Awaited<ReturnType<typeof startMockServer>>
let broken: ContractRun
let passing: { code: number; stdout: string }
let diffed: { code: number; stderr: string }

beforeAll(async () => {
  process.env.MOCK_QUIET = '1'
  mock = await startMockServer({ port: 0 })
  const backend = await startDriftedBackend(mock.url)
  const recorder = createHarRecorder(contractFingerprint(DEFAULT_SPEC_PATH), packageVersion(), contract)
  try {
    broken = await runContract({ baseUrl: backend.url, fetch: recorder.fetch })
  } finally {
    await backend.close()
  }
  await writeFile(files.har, JSON.stringify(recorder.har()))
  const reset = () => fetch(`${mock.url}/__mock/reset`, { method: 'POST' })
  await reset()
  passing = await cli([mock.url, '--report', 'sarif', '--out', files.passing])
  await reset()
  diffed = await cli(['--diff', files.har, '--against', mock.url, '--report', 'sarif', '--out', files.diff])
}, 90_000)

afterAll(async () => {
  await mock?.close()
  await rm(temp, { recursive: true, force: true })
})

describe('storefront-contract --report sarif on a contract run', () => {
  it('gives each broken call a result under its rule, as an error, on its operation in openapi.yaml', () => {
    const log = sarif(renderReport(broken, 'sarif'))
    expectValid(log)
    const results = log.runs[0]?.results ?? []
    const found = new Set(results.map((r) => `${operationOf(r)} ${r.ruleId}`))
    expect([...found].sort()).toEqual([
      'createAddress status-not-declared',
      'getCategories content-language',
      'getOrders schema-violation',
      'getProduct schema-violation',
      'getProducts schema-violation',
    ])
    for (const result of results) {
      expect(result.level, result.message?.text).toBe('error')
      expect(uriIn(result)).toBe('openapi.yaml')
      expect(lineIn(result), result.message?.text).toBe(lineOf(operationOf(result)))
    }
  })

  it('reports only the calls that failed, each of them, and says which call in its message', () => {
    const results = sarif(renderReport(broken, 'sarif')).runs[0]?.results ?? []
    const failed = broken.calls.filter((c) => !c.passed && !c.declared)
    expect(failed.length).toBeGreaterThan(0)
    const steps = (calls: typeof failed) => new Set(calls.map((c) => `${c.operationId} "${c.step}"`))
    const reported = new Set(
      results.map((r) =>
        /^([\w-]+): \S+ \S+, step (".*?") answered/
          .exec(r.message?.text ?? '')
          ?.slice(1)
          .join(' '),
      ),
    )
    expect(reported).toEqual(steps(failed))
  })

  it('names the rules, the tool and the contract fingerprint, and keeps a result the same across reruns', () => {
    const log = sarif(renderReport(broken, 'sarif'))
    const run = log.runs[0]
    const driver = run?.tool.driver
    expect(driver?.name).toBe('storefront-contract')
    expect(driver?.version).toBe(packageVersion())
    expect(driver?.informationUri).toMatch(/^https:\/\//)
    for (const result of run?.results ?? []) {
      expect(driver?.rules?.[result.ruleIndex ?? -1]?.id).toBe(result.ruleId)
    }
    expect(run?.properties?.contract).toBe(contractFingerprint(DEFAULT_SPEC_PATH))
    expect(run?.properties?.contract).toMatch(/^openapi\.yaml \S+ sha256:[0-9a-f]{16}$/)
    // The same run against an openapi.yaml with a line added on top: the lines move, the fingerprints do not.
    const moved = sarif(renderReport(broken, 'sarif', `# moved\n${specText}`)).runs[0]?.results ?? []
    const results = run?.results ?? []
    expect(results.map(fingerprintOf).every((f) => /^[0-9a-f]{32}$/.test(f))).toBe(true)
    expect(new Set(results.map(fingerprintOf)).size).toBe(results.length)
    expect(moved.map(fingerprintOf)).toEqual(results.map(fingerprintOf))
    expect(moved.map(lineIn)).toEqual(results.map((r) => (lineIn(r) ?? 0) + 1))
    // A step that fails twice alike is two results, told apart by their order.
    const failed = broken.calls.find((c) => !c.passed) as ContractRun['calls'][number]
    const twice = sarif(renderReport({ ...broken, calls: [failed, failed] }, 'sarif')).runs[0]?.results ?? []
    expect(twice).toHaveLength(2)
    expect(new Set(twice.map(fingerprintOf)).size).toBe(2)
  })

  it('gives a passing run as a valid SARIF log with no results, from the command line', async () => {
    expect(passing.code, passing.stdout).toBe(0)
    expect(passing.stdout).toMatch(/\nPASS\n$/)
    const log = sarif(await readFile(files.passing, 'utf8'))
    expectValid(log)
    expect(log.runs).toHaveLength(1)
    expect(log.runs[0]?.results).toEqual([])
    expect(log.runs[0]?.tool.driver.rules?.length).toBeGreaterThan(0)
    expect(log.runs[0]?.properties?.contract).toBe(contractFingerprint(DEFAULT_SPEC_PATH))
  })

  it('places results on openapi.yaml without a line when its text cannot be read', () => {
    const log = sarif(renderReport(broken, 'sarif', null))
    expectValid(log)
    const results = log.runs[0]?.results ?? []
    expect(results.length).toBeGreaterThan(0)
    for (const result of results) {
      expect(uriIn(result)).toBe('openapi.yaml')
      expect(result.locations?.[0]?.physicalLocation?.region).toBeUndefined()
    }
  })

  it('places a call with a method its path lacks on the path, and a stopped section on no line', () => {
    const calls: ContractRun['calls'] = [
      {
        step: 'PUT /api/v1/client/categories, a method the path does not have',
        operationId: '-',
        method: 'PUT',
        path: '/api/v1/client/categories',
        status: 200,
        passed: false,
        reasons: ['expected status 405, got 200'],
        durationMs: 1,
      },
      {
        step: 'account (stopped)',
        operationId: '-',
        method: '-',
        path: '-',
        status: 0,
        passed: false,
        reasons: ['no signed-in token to go on with'],
        durationMs: 0,
      },
    ]
    const log = sarif(renderReport({ ...broken, calls, missing: [] }, 'sarif'))
    expectValid(log)
    const [wrongMethod, stopped] = log.runs[0]?.results ?? []
    expect(wrongMethod?.ruleId).toBe('unexpected-status')
    expect(lineIn(wrongMethod as Result)).toBe(specLines.indexOf('  /api/v1/client/categories:') + 1)
    expect(stopped?.ruleId).toBe('section-stopped')
    expect(stopped?.locations?.[0]?.physicalLocation?.region).toBeUndefined()
  })

  it('reports an operation no call reached as never exercised, on its line', () => {
    const run: ContractRun = { ...broken, calls: [], missing: ['getCart'], passed: false }
    const log = sarif(renderReport(run, 'sarif'))
    expectValid(log)
    expect(log.runs[0]?.results).toEqual([
      expect.objectContaining({ ruleId: 'never-exercised', level: 'error' }),
    ])
    expect(lineIn(log.runs[0]?.results?.[0] as Result)).toBe(lineOf('getCart'))
  })
})

describe('storefront-contract --diff --report sarif', () => {
  it('gives each planted difference a result under its drift rule and level, on its operation, and nothing else', async () => {
    expect(diffed.code, diffed.stderr).toBe(1)
    const log = sarif(await readFile(files.diff, 'utf8'))
    expectValid(log)
    const results = log.runs[0]?.results ?? []
    const level = (kind: string) => (kind === 'enum' || kind === 'array' ? 'note' : 'warning')
    for (const plant of PLANTS) {
      const found = results.filter(
        (r) =>
          r.ruleId === `drift-${plant.kind}` &&
          operationOf(r) === plant.operation &&
          r.message?.text?.includes(` at ${plant.path}: `),
      )
      expect(found, plant.what).not.toEqual([])
      for (const result of found) {
        expect(result.level, plant.what).toBe(level(plant.kind))
        expect(lineIn(result), plant.what).toBe(lineOf(plant.operation))
      }
    }
    const planted = new Set(PLANTS.map((p) => `${p.operation} drift-${p.kind}`))
    expect(results.filter((r) => !planted.has(`${operationOf(r)} ${r.ruleId}`))).toEqual([])
    expect(new Set(results.map(fingerprintOf)).size).toBe(results.length)
    expect(results.every((r) => /^[0-9a-f]{32}$/.test(fingerprintOf(r)))).toBe(true)
    expect(log.runs[0]?.properties?.contract).toBe(contractFingerprint(DEFAULT_SPEC_PATH))
  })
})
