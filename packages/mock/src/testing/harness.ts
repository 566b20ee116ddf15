import { createRequire } from 'node:module'
import type { operations, paths } from '@storefront/sdk/schema'
import type { RequestHandler } from 'msw'
import { type SetupServer, setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { addChaos, type ChaosState, clearChaos } from '../http/chaos.ts'
import { mockConfig } from '../http/config.ts'
import { componentValidator, type HttpMethod, validateResponse } from '../http/contract.ts'
import { forceOperation, type OperationSetting, settingProblem } from '../http/forcing.ts'
import { handlers } from '../http/handlers/index.ts'
import { resetDb } from '../http/reset.ts'
import { findVariant, listVariants, type ProductSummary, type Variant } from '../store/catalog.ts'
import { commerce } from '../store/commerce.ts'
import { issueCaptchaToken } from '../store/engagement.ts'
import { dropWorlds, inWorld, MALFORMED_WORLD, WORLD_HEADER, WORLD_ID } from '../store/worlds.ts'
import { SAMPLE_ADDRESS } from './addresses.ts'
import { registerThroughOutbox, signInThroughOutbox } from './outbox.ts'

/** The origin msw answers in-process; any origin works, since every handler matches `*`. */
export const ORIGIN = 'http://localhost'

export interface MockHarnessOptions {
  /** The handlers served; every handler of the mock when left out. */
  handlers?: readonly RequestHandler[]
  /** Checks each answer against openapi.yaml at run time (a 500 when one breaks it); on by default. */
  validateResponses?: boolean
  /** Answers forced for every test of the file, by operation id (`'*'`: latency and offline for all). */
  force?: ForcedAnswers
}

export type OperationId = keyof operations & string

type Declared<Id extends OperationId> = keyof operations[Id]['responses']
/** A status the operation declares; its `default` answer stands for 500 and 503. */
export type DeclaredStatus<Id extends OperationId> =
  | Extract<Exclude<Declared<Id>, 'default'>, number>
  | ('default' extends Declared<Id> ? 500 | 503 : never)

export interface ForcedAnswer<Id extends OperationId> {
  status?: DeclaredStatus<Id>
  example?: string
  delayMs?: number
  /** The request fails at the network level (fetch rejects). */
  offline?: boolean
}

/** A status every operation declares: the only kind a chaos rule for `'*'` may answer. */
export type CommonStatus = {
  [Id in OperationId]: (status: DeclaredStatus<Id>) => void
}[OperationId] extends (status: infer S) => void
  ? S
  : never

export interface ChaosRule<Id extends OperationId | '*'> {
  status?: Id extends OperationId ? DeclaredStatus<Id> : CommonStatus
  network?: boolean
  /** The chance from 0 to 1 that a matching request is hit (default 1). */
  probability?: number
  next?: number
  latencyMs?: [min: number, max: number]
}

export type ForcedAnswers = { [Id in OperationId]?: ForcedAnswer<Id> } & {
  '*'?: Pick<OperationSetting, 'delayMs' | 'offline'>
}

export interface MockHarness {
  /** msw's server: `server.use(...)` overrides a handler for one test. */
  readonly server: SetupServer
  /** Every collection back to its seed, and the kept `Idempotency-Key` answers forgotten. */
  reset(): Promise<void>
  setDelay(ms: number): void
  /** Answers the operation with a declared status until the next test, its body the contract's example or one built from the schema. */
  force<Id extends OperationId>(
    operationId: Id,
    status: DeclaredStatus<Id>,
    options?: { example?: string },
  ): void
  setOperation<Id extends OperationId | '*'>(
    operationId: Id,
    setting: Id extends OperationId ? ForcedAnswer<Id> : Pick<OperationSetting, 'delayMs' | 'offline'>,
  ): void
  /** Adds a fault rule (until the next test) and starts the random source again from `seed`, else from the seed in use; answers the seed and the rules. */
  chaos<Id extends OperationId | '*'>(
    operationId: Id,
    rule: ChaosRule<Id>,
    options?: { seed?: number },
  ): ChaosState
  clearChaos(): void
  /** The isolated world `id` (made on first use, gone before the next test); `call(..., { world: id })` reaches it. */
  world(id: string): MockWorld
}

/** One isolated world's controls, as {@link MockHarness} has them for the shared world. */
export type MockWorld = Omit<MockHarness, 'server' | 'world'> & {
  readonly id: string
  readonly headers: Record<string, string>
}

type ListenOptions = Parameters<SetupServer['listen']>[0]

function applyForced(force: ForcedAnswers): void {
  for (const [id, setting] of Object.entries(force)) forceOperation(id, setting as OperationSetting)
}

/** Why the msw installed beside the mock cannot run on this Node, or null when it can. */
export function mswRuntimeProblem(
  mswVersion: string = createRequire(import.meta.url)('msw/package.json').version,
  hasWithResolvers: boolean = typeof Promise.withResolvers === 'function',
  nodeVersion: string = process.versions.node,
): string | null {
  if (Number(mswVersion.split('.')[0]) < 3 || hasWithResolvers) return null
  return `msw ${mswVersion} needs Node 22.12 or newer, and this is Node ${nodeVersion}: upgrade Node, or install msw 2 (npm install -D msw@^2.12.0), which @storefront/mock also supports`
}

/** Serves the mock in-process for the calling test file: unhandled requests fail; settings and data go back to the seed before each test. */
export function setupMockHarness(options: MockHarnessOptions = {}): MockHarness {
  const problem = mswRuntimeProblem()
  if (problem) throw new Error(`@storefront/mock/testing: ${problem}`)
  const server = setupServer(...(options.handlers ?? handlers))
  const settings = mockConfig.snapshot()
  for (const [id, setting] of Object.entries(options.force ?? {})) {
    const problem = settingProblem(id, setting as OperationSetting)
    if (problem) throw new Error(`setupMockHarness({ force }): ${problem}`)
  }
  beforeAll(() => {
    process.env.MOCK_QUIET = '1'
    // msw 3 reads onUnhandledFrame, msw 2 onUnhandledRequest; each ignores the other.
    server.listen({ onUnhandledFrame: 'error', onUnhandledRequest: 'error' } as ListenOptions)
  })
  beforeEach(async () => {
    const validateResponses = options.validateResponses ?? true
    mockConfig.update({ ...settings, validateResponses, delayMs: 0, errorRate: 0 })
    dropWorlds()
    await resetDb()
    applyForced(options.force ?? {})
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  const controls = (): Omit<MockWorld, 'id' | 'headers'> => ({
    reset: async () => {
      await resetDb()
      applyForced(options.force ?? {})
    },
    setDelay: (delayMs) => mockConfig.update({ delayMs }),
    force: (operationId, status, extra = {}) =>
      forceOperation(operationId, { status: status as number, ...extra }),
    setOperation: (operationId, setting) => forceOperation(operationId, setting as OperationSetting),
    chaos: (operationId, rule, options = {}) =>
      addChaos({ rules: [{ operationId, ...(rule as ChaosRule<'*'>) }], ...options }),
    clearChaos,
  })
  return {
    server,
    ...controls(),
    world(id) {
      if (!WORLD_ID.test(id)) throw new Error(`setupMockHarness: "${id}" is no world id (${MALFORMED_WORLD})`)
      const shared = controls()
      const scoped = Object.fromEntries(
        Object.entries(shared).map(([name, control]) => [
          name,
          (...args: unknown[]) => inWorld(id, () => (control as (...a: unknown[]) => unknown)(...args)),
        ]),
      ) as typeof shared
      return { ...scoped, id, headers: { [WORLD_HEADER]: id } }
    },
  }
}

export interface CallOptions {
  token?: string
  params?: Record<string, string | number>
  query?: Record<string, string | number>
  /** The whole address after the origin, instead of the template filled from `params` and `query`. */
  url?: string
  /** A JSON body (any value, so tests can send wrong ones). */
  json?: unknown
  form?: Record<string, string>
  raw?: { body: string; type: string }
  headers?: Record<string, string>
  /** Statuses the route layer adds (400 unreadable JSON, 415 wrong type); the body must still be the error shape. */
  undocumented?: number[]
  world?: string
}

export interface CallResult {
  status: number
  headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the contract allows.
  body: any
}

function fill(path: string, options: CallOptions): string {
  if (options.url) return options.url
  let url = path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(options.params?.[name] ?? '')),
  )
  if (options.query) {
    const search = new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))
    url += `?${search}`
  }
  return url
}

function body(options: CallOptions, headers: Record<string, string>): BodyInit | undefined {
  if (options.json !== undefined) {
    headers['content-type'] = 'application/json'
    return JSON.stringify(options.json)
  }
  if (options.form) {
    const form = new FormData()
    for (const [k, v] of Object.entries(options.form)) form.append(k, v)
    return form
  }
  if (options.raw) {
    headers['content-type'] = options.raw.type
    return options.raw.body
  }
  return undefined
}

/** Calls one operation (`path` is its template) and fails the test when the answer breaks openapi.yaml. */
export async function call(
  method: HttpMethod,
  path: keyof paths & string,
  options: CallOptions = {},
): Promise<CallResult> {
  const url = fill(path, options)
  const headers: Record<string, string> = { ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.world !== undefined) headers[WORLD_HEADER] = options.world
  const sent = body(options, headers)
  const response = await fetch(`${ORIGIN}${url}`, { method: method.toUpperCase(), headers, body: sent })
  const text = await response.text()
  const parsed = text ? JSON.parse(text) : undefined
  const problems = options.undocumented?.includes(response.status)
    ? componentProblems('ErrorResponse', parsed)
    : validateResponse(method, path, response.status, parsed)
  if (problems.length > 0) {
    throw new Error(
      `${method.toUpperCase()} ${url} → ${response.status} breaks openapi.yaml: ${problems.join('; ')}`,
    )
  }
  return { status: response.status, headers: response.headers, body: parsed }
}

function componentProblems(name: string, body: unknown): string[] {
  const validate = componentValidator(name)
  return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
}

/** `call('get', ...)` of a whole address (arrays as repeated parameters), checked against `operation`. */
export const get = (
  operation: keyof paths & string,
  url: string = operation,
  headers?: Record<string, string>,
) => call('get', operation, { url, ...(headers ? { headers } : {}) })

export function captcha(): string {
  return issueCaptchaToken()
}

export function register(email: string, name?: string, extra: Record<string, unknown> = {}) {
  return registerThroughOutbox(ORIGIN, email, { ...(name ? { name } : {}), extra })
}

export async function signIn(email: string): Promise<string> {
  return (await signInThroughOutbox(ORIGIN, email)).token
}

/** Everything the commerce half stores, as plain JSON (to prove a refused call changed nothing). */
export function commerceSnapshot(): string {
  return JSON.stringify(Object.fromEntries(Object.entries(commerce).map(([name, c]) => [name, c.all()])))
}

export function addressInput(overrides: Record<string, unknown> = {}) {
  return { ...SAMPLE_ADDRESS, ...overrides }
}

export function variantWhere(test: (variant: Variant) => boolean): {
  variant: Variant
  product: ProductSummary
} {
  const variant = listVariants().find(test)
  const found = variant && findVariant(variant.id)
  if (!found) throw new Error('No catalogue variant matches')
  return found
}
