// SARIF 2.1.0 for code-scanning UIs: each broken call, unreached operation or drift, on its operation in openapi.yaml.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Location, Log, ReportingDescriptor, Result, Run } from 'sarif'
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml'
import type { DriftKind, DriftReport } from './drift.ts'
import type { ContractRun, TimedCall } from './journey.ts'
import type { ContractOperation } from './validate.ts'
import { informationUri, packageVersion } from './version.ts'

export const SARIF_SCHEMA = 'https://json.schemastore.org/sarif-2.1.0.json'
const SPEC_URI = 'openapi.yaml'
const FINGERPRINT = 'storefrontContract/v1'

type Level = 'error' | 'warning' | 'note'
interface Rule {
  id: string
  level: Level
  short: string
  full: string
}

export const RUN_RULES = [
  {
    id: 'status-not-declared',
    level: 'error',
    short: 'Answered a status openapi.yaml does not declare',
    full: "The server answered with a status that is not among the operation's responses (a 5xx may fall under `default`).",
  },
  {
    id: 'unexpected-status',
    level: 'error',
    short: 'Answered another status than the step calls for',
    full: 'The status is declared, but the contract gives this request another answer (e.g. 201 where it creates, 405 for a method the path lacks).',
  },
  {
    id: 'schema-violation',
    level: 'error',
    short: 'The body does not match its schema',
    full: "The JSON body breaks the schema openapi.yaml declares for that status, or an error body breaks ErrorResponse's.",
  },
  {
    id: 'content-type',
    level: 'error',
    short: 'A JSON answer came with another content type',
    full: 'openapi.yaml declares an application/json body for that status; the answer had another Content-Type.',
  },
  {
    id: 'content-language',
    level: 'error',
    short: 'Content-Language is missing or not the negotiated language',
    full: 'Every answer names its language, the one negotiated from Accept-Language (ar or en).',
  },
  {
    id: 'header-mismatch',
    level: 'error',
    short: 'A header the contract requires is missing or wrong',
    full: 'A header the declared answer marks required is absent, or Allow does not list the methods openapi.yaml gives the path.',
  },
  {
    id: 'step-check',
    level: 'error',
    short: "The answer keeps the schema but not the step's rule",
    full: 'The journey checks what a step must do beyond the schema (an order cancellable as stated, a validation error naming the field).',
  },
  {
    id: 'no-answer',
    level: 'error',
    short: 'The call got no answer',
    full: 'The request failed before any answer (connection refused or reset, a timeout).',
  },
  {
    id: 'not-in-contract',
    level: 'error',
    short: 'A call reached a method and path openapi.yaml does not have',
    full: 'The server was called on an operation the contract does not declare.',
  },
  {
    id: 'never-exercised',
    level: 'error',
    short: 'No call reached this operation',
    full: 'The journey never called the operation: a gap in it, or a section that stopped early (see the run notes).',
  },
  {
    id: 'section-stopped',
    level: 'error',
    short: 'A section of the journey stopped early',
    full: 'An earlier answer lacked what the next step needs, so the rest of that section did not run.',
  },
] as const satisfies readonly Rule[]
type RunRuleId = (typeof RUN_RULES)[number]['id']

// Values that depend on each side's data (which enum values occur, whether a list has items) are notes.
const DRIFT_LEVEL: Record<DriftKind, Level> = {
  call: 'warning',
  status: 'warning',
  'content-type': 'warning',
  header: 'warning',
  field: 'warning',
  type: 'warning',
  enum: 'note',
  array: 'note',
  error: 'warning',
}

/** Which rule a reason of a failed call falls under; the reasons' wording comes from session.ts and the stages. */
function ruleOfReason(reason: string): RunRuleId {
  if (/^status \d+ is not documented/.test(reason)) return 'status-not-declared'
  if (/^expected status /.test(reason)) return 'unexpected-status'
  if (/^content-type .* is not application\/json$/.test(reason)) return 'content-type'
  if (/^Content-Language is /.test(reason)) return 'content-language'
  if (/^[A-Z][\w-]* is missing$|^Allow is /.test(reason)) return 'header-mismatch'
  if (/^no answer: /.test(reason)) return 'no-answer'
  if (/ is not in openapi\.yaml$/.test(reason)) return 'not-in-contract'
  if (/^(\/\S*|\(body\)) |^error body /.test(reason)) return 'schema-violation'
  return 'step-check'
}

export type Locate = (where: { operationId?: string; method?: string; path?: string }) => number | undefined

export function readSpecText(specPath: string): string | null {
  try {
    return readFileSync(specPath, 'utf8')
  } catch {
    return null
  }
}

function keyLines(specText: string): Map<string, number> {
  const lineCounter = new LineCounter()
  const paths = parseDocument(specText, { lineCounter }).get('paths', true)
  const lines = new Map<string, number>()
  if (!isMap(paths)) return lines
  const lineOf = (node: unknown) =>
    isScalar(node) && node.range ? lineCounter.linePos(node.range[0]).line : undefined
  for (const item of paths.items) {
    const pathLine = lineOf(item.key)
    if (!isScalar(item.key) || pathLine === undefined) continue
    const path = String(item.key.value)
    lines.set(path, pathLine)
    if (!isMap(item.value)) continue
    for (const method of item.value.items) {
      const line = lineOf(method.key)
      if (isScalar(method.key) && line !== undefined)
        lines.set(`${String(method.key.value).toLowerCase()} ${path}`, line)
    }
  }
  return lines
}

/** Finds operations in openapi.yaml's text; a method the path lacks points at the path. Null text finds nothing. */
export function locator(specText: string | null, operations: readonly ContractOperation[]): Locate {
  if (specText === null) return () => undefined
  const lines = keyLines(specText)
  return ({ operationId, method, path }) => {
    const known = operations.find((o) => o.operationId === operationId)
    const m = (known?.method ?? method)?.toLowerCase()
    const p = known?.path ?? path
    if (!p) return undefined
    return lines.get(`${m} ${p}`) ?? lines.get(p)
  }
}

function location(line: number | undefined): Location {
  return {
    physicalLocation: {
      artifactLocation: { uri: SPEC_URI },
      ...(line === undefined ? {} : { region: { startLine: line } }),
    },
  }
}

/** The same finding in a rerun gets the same fingerprint, whatever its line or its volatile values. */
function fingerprinter() {
  const seen = new Map<string, number>()
  return (...parts: string[]) => {
    const key = parts.join('\u0000')
    const n = (seen.get(key) ?? 0) + 1
    seen.set(key, n)
    return {
      [FINGERPRINT]: createHash('sha256').update(`${key}\u0000${n}`).digest('hex').slice(0, 32),
    }
  }
}

function descriptor(rule: Rule): ReportingDescriptor {
  return {
    id: rule.id,
    shortDescription: { text: rule.short },
    fullDescription: { text: rule.full },
    defaultConfiguration: { level: rule.level },
  }
}

function sarifRun(rules: readonly Rule[], category: string, results: Result[], properties: object): Run {
  return {
    tool: {
      driver: {
        name: 'storefront-contract',
        version: packageVersion(),
        semanticVersion: packageVersion(),
        informationUri: informationUri(),
        rules: rules.map(descriptor),
      },
    },
    automationDetails: { id: `storefront-contract/${category}/` },
    columnKind: 'utf16CodeUnits',
    results,
    properties: properties as Run['properties'],
  }
}

const log = (run: Run): Log => ({ $schema: SARIF_SCHEMA, version: '2.1.0', runs: [run] })

const ruleIndex = (rules: readonly Rule[], id: string) => rules.findIndex((r) => r.id === id)

function callName(call: TimedCall): string {
  const operation = call.operationId === '-' || call.operationId === '?' ? '' : `${call.operationId}: `
  const request = call.method === '-' || call.method === '?' ? '' : `${call.method} ${call.path}, `
  return `${operation}${request}step "${call.step}"${call.status ? ` answered ${call.status}` : ''}`
}

function callResults(run: ContractRun, locate: Locate, fingerprint: ReturnType<typeof fingerprinter>) {
  const results: Result[] = []
  for (const call of run.calls) {
    if (call.passed || call.declared) continue
    const stopped = call.method === '-' && call.path === '-'
    const byRule = new Map<RunRuleId, string[]>()
    const undeclared = call.reasons.some((r) => ruleOfReason(r) === 'status-not-declared')
    for (const reason of call.reasons) {
      let rule = stopped ? 'section-stopped' : ruleOfReason(reason)
      // An undeclared status is the finding; that the step wanted another is said with it, not apart.
      if (rule === 'unexpected-status' && undeclared) rule = 'status-not-declared'
      byRule.set(rule, [...(byRule.get(rule) ?? []), reason])
    }
    const line = stopped ? undefined : locate(call)
    for (const [ruleId, reasons] of byRule)
      results.push({
        ruleId,
        ruleIndex: ruleIndex(RUN_RULES, ruleId),
        level: 'error',
        message: { text: `${callName(call)}: ${reasons.join('; ')}` },
        locations: [location(line)],
        partialFingerprints: fingerprint(ruleId, call.operationId, call.method, call.path, call.step),
      })
  }
  return results
}

/** The contract run as SARIF: one result per failed call and rule, and one per operation never exercised. */
export function contractSarif(run: ContractRun, locate: Locate): Log {
  const fingerprint = fingerprinter()
  const results = callResults(run, locate, fingerprint)
  for (const operationId of run.missing)
    results.push({
      ruleId: 'never-exercised',
      ruleIndex: ruleIndex(RUN_RULES, 'never-exercised'),
      level: 'error',
      message: { text: `${operationId}: no call of the journey reached it` },
      locations: [location(locate({ operationId }))],
      partialFingerprints: fingerprint('never-exercised', operationId),
    })
  return log(
    sarifRun(RUN_RULES, 'run', results, {
      contract: run.contract,
      baseUrl: run.baseUrl,
      startedAt: run.startedAt,
      durationMs: run.durationMs,
      passed: run.passed,
      notes: run.notes,
      skipped: run.skipped,
    }),
  )
}

function driftOperation(operation: string): { operationId?: string; method?: string; path?: string } {
  const call = /^([A-Z]+) (\/\S*)$/.exec(operation)
  return call ? { method: call[1], path: call[2] } : { operationId: operation }
}

export function driftSarif(report: DriftReport, locate: Locate, kindNames: Record<DriftKind, string>): Log {
  const rules: Rule[] = Object.entries(DRIFT_LEVEL).map(([kind, level]) => ({
    id: `drift-${kind}`,
    level,
    short: `The recorded run and the mock differ: ${kindNames[kind as DriftKind]}`,
    full: `A call of the recorded run and its replay on the mock differ in ${kindNames[kind as DriftKind]}.`,
  }))
  const fingerprint = fingerprinter()
  const results = report.drifts.map((d): Result => {
    const ruleId = `drift-${d.kind}`
    return {
      ruleId,
      ruleIndex: ruleIndex(rules, ruleId),
      level: DRIFT_LEVEL[d.kind],
      message: {
        text: `${d.operation}, step "${d.step || '-'}": ${kindNames[d.kind]} at ${d.path}: recorded run ${d.recorded}, mock ${d.mock}`,
      },
      locations: [location(locate(driftOperation(d.operation)))],
      partialFingerprints: fingerprint(ruleId, d.operation, d.step, d.path),
    }
  })
  return log(
    sarifRun(rules, 'diff', results, {
      contract: report.recorded.contract,
      recorded: report.recorded.source,
      mock: report.mock.source,
      paired: report.paired,
      incomplete: report.incomplete,
    }),
  )
}

export const renderSarif = (sarif: Log) => `${JSON.stringify(sarif, null, 2)}\n`
