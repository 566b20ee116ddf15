import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import {
  buildMatrix,
  type Declared,
  declaredAnswers,
  harAnswers,
  main,
  parseAllowList,
  toMarkdown,
} from './coverage-matrix.ts'

const spec = {
  paths: {
    '/api/things': {
      get: { operationId: 'listThings', responses: { '200': {}, '422': {}, default: {} } },
      post: { operationId: 'addThing', responses: { '200': {}, '401': {}, '409': {} } },
    },
    '/api/things/{id}': { get: { operationId: 'getThing', responses: { '200': {}, '404': {} } } },
  },
}
const declared: Declared[] = declaredAnswers(spec)

describe('the coverage matrix', () => {
  it('has a column per declared status, not for `default`', () => {
    expect(declared.map((d) => [d.operationId, d.statuses])).toEqual([
      ['listThings', [200, 422]],
      ['addThing', [200, 401, 409]],
      ['getThing', [200, 404]],
    ])
  })

  it('says which sources produced each answer and counts them per source', () => {
    const matrix = buildMatrix(
      declared,
      {
        'mock-unit': [
          { operationId: 'listThings', status: 422 },
          { operationId: 'addThing', status: 401 },
        ],
        contract: [
          { operationId: 'listThings', status: 200 },
          { operationId: 'listThings', status: 422 },
        ],
        browser: [{ operationId: 'addThing', status: 200 }],
        backend: [{ operationId: 'getThing', status: 200 }],
      },
      [{ operationId: 'getThing', status: 404, reason: 'the journeys never ask for a missing thing' }],
    )
    expect(matrix.rows[0]?.cells).toEqual([
      { status: 200, sources: ['contract'] },
      { status: 422, sources: ['mock-unit', 'contract'] },
    ])
    expect(matrix.totals).toEqual({
      declared: 7,
      produced: 5,
      bySource: { 'mock-unit': 2, browser: 1, contract: 2, backend: 1 },
      allowed: 1,
      gaps: 1,
    })
    expect(matrix.gaps).toEqual([{ operationId: 'addThing', status: 409 }])
    expect(toMarkdown(matrix)).toContain('| addThing | B | U |  | GAP |  |')
  })

  it('lists answers served but not declared apart', () => {
    const matrix = buildMatrix(declared, { browser: [{ operationId: 'getThing', status: 503 }] }, [])
    expect(matrix.undeclared).toEqual([{ operationId: 'getThing', status: 503, sources: ['browser'] }])
  })

  it('refuses an allowance without a reason, for an undeclared answer, or no longer needed', () => {
    const allow = parseAllowList(`allow:
  - { operation: addThing, status: 409, reason: "" }
  - { operation: addThing, status: 418, reason: teapot }
  - { operation: listThings, status: 200, reason: kept by mistake }
`)
    const matrix = buildMatrix(declared, { contract: [{ operationId: 'listThings', status: 200 }] }, allow)
    expect(matrix.gaps).toContainEqual({ operationId: 'addThing', status: 409 })
    expect(matrix.allowProblems).toEqual([
      'listThings 200 is allowed but produced by contract: remove it',
      'addThing 409 is allowed without a reason',
      'addThing 418 is allowed but openapi.yaml declares no such answer',
    ])
  })

  it('counts a reason of spaces alone as no reason', () => {
    for (const reason of ['"   "', '"\\t \\n"']) {
      const allow = parseAllowList(`allow:\n  - { operation: addThing, status: 409, reason: ${reason} }\n`)
      const matrix = buildMatrix(declared, {}, allow)
      expect(matrix.gaps, reason).toContainEqual({ operationId: 'addThing', status: 409 })
      expect(matrix.allowProblems, reason).toContain('addThing 409 is allowed without a reason')
    }
  })

  it('reads a HAR run as the recorded backend source', () => {
    const har = {
      log: {
        entries: [
          { request: { method: 'GET', url: 'https://shop.example/api/things/7' }, response: { status: 404 } },
          {
            request: { method: 'DELETE', url: 'https://shop.example/api/things' },
            response: { status: 405 },
          },
        ],
      },
    }
    expect(harAnswers(har, declared)).toEqual([{ operationId: 'getThing', status: 404 }])
    expect(() => harAnswers({ entries: [] }, declared)).toThrow('not a HAR file')
  })
})

describe('the gate', () => {
  function workspace(records: Record<string, string>, allow: string) {
    const dir = mkdtempSync(join(tmpdir(), 'coverage-'))
    writeFileSync(join(dir, 'openapi.yaml'), JSON.stringify(spec))
    writeFileSync(join(dir, 'allow.yaml'), allow)
    mkdirSync(join(dir, 'records'))
    for (const [name, text] of Object.entries(records)) writeFileSync(join(dir, 'records', name), text)
    const args = ['--records', join(dir, 'records'), '--spec', join(dir, 'openapi.yaml')]
    return { dir, args: [...args, '--allow', join(dir, 'allow.yaml'), '--out', join(dir, 'out')] }
  }
  const line = (operationId: string, status: number) => `${JSON.stringify({ operationId, status })}\n`
  const everything = [
    line('listThings', 200),
    line('listThings', 422),
    line('addThing', 200),
    line('addThing', 401),
    line('getThing', 200),
    line('getThing', 404),
  ].join('')

  it('passes when every declared answer is produced or allowed, and writes the three reports', () => {
    vi.spyOn(console, 'info').mockImplementation(() => {})
    const { dir, args } = workspace(
      { 'contract.ndjson': everything },
      'allow:\n  - operation: addThing\n    status: 409\n    reason: needs two shoppers at once\n',
    )
    expect(main(args)).toBe(0)
    expect(readFileSync(join(dir, 'out', 'coverage-matrix.md'), 'utf8')).toContain(
      'needs two shoppers at once',
    )
    expect(JSON.parse(readFileSync(join(dir, 'out', 'coverage-matrix.json'), 'utf8')).totals.allowed).toBe(1)
    expect(readFileSync(join(dir, 'out', 'coverage-matrix.html'), 'utf8')).toContain('<td class="allowed"')
  })

  it('fails on an unexplained gap and names it', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { args } = workspace({ 'browser.ndjson': everything }, 'allow: []\n')
    expect(main(args)).toBe(1)
    expect(error).toHaveBeenCalledWith('gap: addThing 409 is declared but nothing produced it')
  })

  it('refuses to judge without records, or with a record it cannot read (exit 2)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(main(workspace({}, '').args)).toBe(2)
    expect(main(workspace({ 'mock-unit.ndjson': 'not json\n' }, '').args)).toBe(2)
    expect(main(workspace({ 'elsewhere.ndjson': everything }, '').args)).toBe(2)
    expect(error.mock.calls.map((c) => String(c[0]))).toEqual([
      expect.stringContaining('holds no record'),
      expect.stringContaining('mock-unit.ndjson'),
      expect.stringContaining('not a known source'),
    ])
  })
})
