// What every stage shares: the recording client, the checked call, sections that stop alone, the records.

import { readOutboxCode } from '@storefront/mock/outbox'
import { type ApiClient, ApiError, createApiClient } from '@storefront/sdk'
import type { Middleware } from 'openapi-fetch'
import type { Contract, ContractOperation } from './validate.ts'

export interface JourneyOptions {
  baseUrl: string
  appKey?: string
  /** A fixed OTP the server accepts, for servers without the mock's `/__mock/outbox`. */
  otp?: string
  /** An account with delivered orders, to see a return succeed; the mock's demo client when it has an outbox; null leaves that section out. */
  returnsEmail?: string | null
  specPath?: string
  log?: (line: string) => void
  /** Makes every call of the journey (a recorder's, to save the run); `step` names the journey's step. */
  fetch?: (request: Request, step: string) => Promise<Response>
}

export interface CallRecord {
  step: string
  operationId: string
  method: string
  path: string
  status: number
  passed: boolean
  reasons: string[]
  /** Set where the server gave the answer openapi.yaml declares for lacking what the step needs (`x-capability-absent`): declared, not exercised. */
  declared?: string
}

export interface ContractReport {
  baseUrl: string
  email: string
  calls: CallRecord[]
  operations: ContractOperation[]
  /** Operations no call reached (a gap in the journey, or a section that stopped early): a failure. */
  missing: string[]
  /** Operations left out on purpose, with the reason (e.g. no way to read OTP codes). */
  skipped: { operationId: string; reason: string }[]
  notes: string[]
  passed: boolean
}

interface Exchange {
  method: string
  schemaPath: string
  status: number
  contentType: string | null
  text: string
  asked: string | null
  contentLanguage: string | null
  headers: Headers
}

// biome-ignore lint/suspicious/noExplicitAny: the recorder checks answers against the contract; the journey reads them loosely.
export type Body = any

/** A step could not go on (an earlier answer lacked what it needs); the section stops there. */
export class Blocked extends Error {}

export function need<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Blocked(`no ${what} to go on with`)
  return value
}

export function parse(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

// The language openapi.yaml gives an answer: the first Accept-Language range, by quality then as written, whose
// primary subtag is `ar` or `en` (`*` is `en`, `q=0` never wins), else `en`.
export function answerLanguage(asked: string | null): 'ar' | 'en' {
  const ranges = (asked ?? '')
    .split(',')
    .map((part, order) => {
      const [range = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase())
      const q = params.find((p) => p.startsWith('q='))
      return { primary: range === '*' ? 'en' : range.split('-')[0], q: q ? Number(q.slice(2)) : 1, order }
    })
    .filter((r) => (r.primary === 'ar' || r.primary === 'en') && r.q > 0 && r.q <= 1)
    .sort((a, b) => b.q - a.q || a.order - b.order)
  return ranges[0]?.primary === 'ar' ? 'ar' : 'en'
}

/** openapi.yaml: every answer says its language, the one negotiated from Accept-Language. */
export function languageProblem(asked: string | null, answered: string | null): string | null {
  const wanted = answerLanguage(asked)
  return answered === wanted ? null : `Content-Language is "${answered ?? ''}", expected "${wanted}"`
}

export interface Journey {
  api: ApiClient
  contract: Contract
  options: JourneyOptions
  baseUrl: string
  appKey: string
  runId: string
  email: string
  calls: CallRecord[]
  notes: string[]
  skipped: ContractReport['skipped']
  token: string | null
  language: 'en' | 'ar'
  outboxSeen: boolean
  log: (line: string) => void
  step: string
  fetch: (request: Request) => Promise<Response>
  /** `expected` is the status the journey counts on; it must also be documented and the body match the contract. */
  call(
    step: string,
    expected: number | number[],
    run: () => Promise<unknown>,
    check?: (body: Body) => string | null,
  ): Promise<{ status: number; body: Body }>
}

export function createJourney(options: JourneyOptions, contract: Contract): Journey {
  const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`
  const exchanges: Exchange[] = []
  const recorder: Middleware = {
    async onResponse({ request, response, schemaPath }) {
      exchanges.push({
        method: request.method.toLowerCase(),
        schemaPath,
        status: response.status,
        contentType: response.headers.get('content-type'),
        text: await response.clone().text(),
        asked: request.headers.get('accept-language'),
        contentLanguage: response.headers.get('content-language'),
        headers: response.headers,
      })
      return undefined
    },
  }
  const journey: Journey = {
    api: createApiClient({
      baseUrl: options.baseUrl.replace(/\/+$/, ''),
      appKey: options.appKey ?? 'contract-suite',
      getToken: () => journey.token,
      getLanguage: () => journey.language,
      fetch: (request) => journey.fetch(request),
    }),
    contract,
    options,
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    appKey: options.appKey ?? 'contract-suite',
    runId,
    email: `contract-${runId}@example.com`,
    calls: [],
    notes: [],
    skipped: [],
    token: null,
    language: 'en',
    outboxSeen: false,
    log: options.log ?? (() => undefined),
    step: '',
    fetch: (request) => (options.fetch ? options.fetch(request, journey.step) : globalThis.fetch(request)),
    call: (step, expected, run, check) => recordCall(journey, exchanges, { step, expected, run, check }),
  }
  // Registered after the SDK's middleware, so it sees each answer before that one throws.
  journey.api.use(recorder)
  return journey
}

interface Step {
  step: string
  expected: number | number[]
  run: () => Promise<unknown>
  check?: ((body: Body) => string | null) | undefined
}

async function recordCall(journey: Journey, exchanges: Exchange[], { step, expected, run, check }: Step) {
  const before = exchanges.length
  journey.step = step
  let thrown: unknown
  try {
    await run()
  } catch (error) {
    thrown = error
  }
  if (exchanges.length - before > 1) throw new Error(`step "${step}" made more than one call`)
  const exchange = exchanges[before]
  if (!exchange) {
    const reason = thrown instanceof Error ? thrown.message : String(thrown)
    journey.calls.push({
      step,
      operationId: '?',
      method: '?',
      path: '?',
      status: 0,
      passed: false,
      reasons: [`no answer: ${reason}`],
    })
    journey.log(`FAIL ${step}: no answer (${reason})`)
    throw new Blocked(`${step} got no answer`)
  }
  if (thrown && !(thrown instanceof ApiError)) throw thrown
  const body = parse(exchange.text)
  const op = journey.contract.find(exchange.method, exchange.schemaPath)
  const wanted = Array.isArray(expected) ? expected : [expected]
  const reasons = journey.contract.validateResponse(
    exchange.method,
    exchange.schemaPath,
    exchange.status,
    body,
    exchange.text ? exchange.contentType : undefined,
  )
  // An answer the contract declares for a server without what the step needs is not a failure.
  const absent = wanted.includes(exchange.status)
    ? null
    : journey.contract.capabilityAbsent(exchange.method, exchange.schemaPath, exchange.status)
  if (!wanted.includes(exchange.status) && !absent) reasons.unshift(`expected status ${wanted.join(' or ')}`)
  const wrongLanguage = languageProblem(exchange.asked, exchange.contentLanguage)
  if (wrongLanguage) reasons.push(wrongLanguage)
  // Content-Language has its own check above, with the language it should name.
  for (const name of journey.contract.requiredHeaders(exchange.method, exchange.schemaPath, exchange.status))
    if (name !== 'Content-Language' && !exchange.headers.has(name)) reasons.push(`${name} is missing`)
  const problem = reasons.length === 0 && check && !absent ? check(body) : null
  if (problem) reasons.push(problem)
  const record: CallRecord = {
    step,
    operationId: op?.operationId ?? '?',
    method: exchange.method.toUpperCase(),
    path: exchange.schemaPath,
    status: exchange.status,
    passed: reasons.length === 0,
    reasons,
    ...(absent && reasons.length === 0
      ? { declared: `declared, not exercised: ${exchange.status} is this server's answer without ${absent}` }
      : {}),
  }
  journey.calls.push(record)
  journey.log(
    `${record.declared ? 'skip' : record.passed ? 'ok  ' : 'FAIL'} ${record.operationId} ${exchange.status} ${step}${record.declared ? `: ${record.declared}` : record.passed ? '' : `: ${reasons.join('; ')}`}`,
  )
  return { status: exchange.status, body }
}

export async function section(journey: Journey, name: string, steps: () => Promise<void>) {
  try {
    await steps()
  } catch (error) {
    if (!(error instanceof Blocked)) throw error
    journey.notes.push(`${name}: stopped early, ${error.message}`)
    journey.calls.push({
      step: `${name} (stopped)`,
      operationId: '-',
      method: '-',
      path: '-',
      status: 0,
      passed: false,
      reasons: [error.message],
    })
  }
}

export async function captcha(journey: Journey, step: string): Promise<string> {
  const { body } = await journey.call(step, 200, () => journey.api.GET('/api/v1/captcha-token'))
  return need<string>(body?.token, 'captcha token')
}

/** The code last e-mailed to `to`: from the server's outbox, or the fixed --otp. */
export async function readOtp(journey: Journey, to: string): Promise<string | null> {
  const { code, outbox } = await readOutboxCode(journey.baseUrl, to)
  if (outbox) journey.outboxSeen = true
  return code ?? journey.options.otp ?? null
}
