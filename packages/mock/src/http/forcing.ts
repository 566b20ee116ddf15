import { HttpResponse } from 'msw'
import { worldState } from '../store/worlds.ts'
import { type HttpMethod, type JsonSchema, type OpenApiOperation, openapi, operations } from './contract.ts'
import { emitMockEvent } from './mock-events.ts'
import type { MockRequest } from './mock-request.ts'

/** `'*'` holds what applies to every operation (latency and offline only). */
export const ALL_OPERATIONS = '*'

export interface OperationSetting {
  /** A status openapi.yaml declares for the operation (a `default` answer stands for any 5xx). */
  status?: number
  /** A named example of that answer in openapi.yaml (`default` is the single `example`). */
  example?: string
  delayMs?: number
  offline?: boolean
}

interface Located {
  method: HttpMethod
  path: string
  op: OpenApiOperation
}

const byId = new Map<string, Located>(operations().map((entry) => [entry.op.operationId, entry]))
const forcedIn = worldState(() => new Map<string, OperationSetting>())

type ResponseObject = {
  content?: Record<string, { schema?: JsonSchema; example?: unknown; examples?: Record<string, unknown> }>
}

function resolve<T>(node: unknown): T {
  let value = node
  while (value && typeof value === 'object' && '$ref' in value) {
    const parts = String((value as { $ref: string }).$ref)
      .replace('#/', '')
      .split('/')
    let next: unknown = openapi
    for (const part of parts) next = (next as Record<string, unknown>)[part]
    value = next
  }
  return value as T
}

export function operationCatalogue() {
  return [...byId.entries()].map(([id, { method, path }]) => ({
    operationId: id,
    method: method.toUpperCase(),
    path,
    statuses: declaredStatuses(id),
    examples: Object.fromEntries(declaredStatuses(id).map((s) => [s, exampleNames(id, s)])),
  }))
}

/** The statuses an operation declares, numeric; `default` is offered as 500 and 503. */
export function declaredStatuses(operationId: string): number[] {
  const op = byId.get(operationId)?.op
  if (!op) return []
  const listed = Object.keys(op.responses)
    .filter((key) => /^\d{3}$/.test(key))
    .map(Number)
  if (op.responses.default) for (const s of [500, 503]) if (!listed.includes(s)) listed.push(s)
  return listed.sort((a, b) => a - b)
}

function declaredResponse(op: OpenApiOperation, status: number) {
  const found = op.responses[String(status)] ?? (status >= 500 ? op.responses.default : undefined)
  return found ? resolve<ResponseObject>(found) : undefined
}

export function isDeclared(op: OpenApiOperation, status: number): boolean {
  return Number.isInteger(status) && status >= 100 && status <= 599 && !!declaredResponse(op, status)
}

export function exampleNames(operationId: string, status: number): string[] {
  const op = byId.get(operationId)?.op
  const media = op && declaredResponse(op, status)?.content?.['application/json']
  if (!media) return []
  return [...(media.example !== undefined ? ['default'] : []), ...Object.keys(media.examples ?? {})]
}

export function settingProblem(operationId: string, setting: OperationSetting): string | null {
  if (operationId === ALL_OPERATIONS) {
    if (setting.status !== undefined || setting.example !== undefined)
      return 'A status or an example is set per operation, not for all of them.'
  } else {
    const op = byId.get(operationId)?.op
    if (!op) return `openapi.yaml has no operation "${operationId}".`
    if (setting.status !== undefined && !isDeclared(op, setting.status)) {
      return `${operationId} does not declare status ${setting.status} (declared: ${declaredStatuses(operationId).join(', ')}).`
    }
    if (setting.example !== undefined) {
      const status = setting.status ?? 200
      const names = exampleNames(operationId, status)
      if (!names.includes(setting.example)) {
        return `${operationId} has no example "${setting.example}" for status ${status} (examples: ${names.join(', ') || 'none'}).`
      }
    }
  }
  const delay = setting.delayMs
  if (
    delay !== undefined &&
    !(typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 && delay <= 60_000)
  )
    return 'delayMs must be a number of milliseconds from 0 to 60000.'
  if (setting.offline !== undefined && typeof setting.offline !== 'boolean')
    return 'offline must be true or false.'
  return null
}

/** Sets (or, with an empty setting, clears) what an operation answers; throws on a bad one and changes nothing. */
export function forceOperation(operationId: string, setting: OperationSetting): void {
  const problem = settingProblem(operationId, setting)
  if (problem) throw new Error(problem)
  const kept = Object.fromEntries(Object.entries(setting).filter(([, v]) => v !== undefined && v !== false))
  if (Object.keys(kept).length === 0) forcedIn().delete(operationId)
  else forcedIn().set(operationId, kept)
  emitMockEvent({ type: 'forced', forced: forcedSettings() })
}

export function forcedSettings(): Record<string, OperationSetting> {
  return Object.fromEntries(forcedIn())
}

export function clearForcing(): void {
  forcedIn().clear()
  emitMockEvent({ type: 'forced', forced: forcedSettings() })
}

export function isForcing(): boolean {
  return forcedIn().size > 0
}

export function sampleOf(node: unknown, depth = 0): unknown {
  const schema = resolve<JsonSchema>(node) ?? {}
  if (depth > 12) return null
  if ('example' in schema) return schema.example
  if ('const' in schema) return schema.const
  if (Array.isArray(schema.enum)) return schema.enum[0]
  if (Array.isArray(schema.allOf)) {
    const merged: Record<string, unknown> = {}
    for (const part of schema.allOf as unknown[]) Object.assign(merged, sampleOf(part, depth + 1))
    return merged
  }
  const choice = (schema.oneOf ?? schema.anyOf) as unknown[] | undefined
  if (Array.isArray(choice) && choice.length > 0) return sampleOf(choice[0], depth + 1)
  const types = Array.isArray(schema.type) ? (schema.type as string[]) : [schema.type as string | undefined]
  const type = types.find((t) => t !== 'null') ?? (types.includes('null') ? 'null' : undefined)
  switch (type) {
    case 'null':
      return null
    case 'boolean':
      return true
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 1
      return type === 'integer' ? Math.ceil(min) : min
    }
    case 'string':
      return sampleString(schema)
    case 'array': {
      const count = typeof schema.minItems === 'number' ? schema.minItems : 0
      return Array.from({ length: count }, () => sampleOf(schema.items, depth + 1))
    }
    default: {
      const properties = (schema.properties ?? {}) as Record<string, unknown>
      const required = (schema.required ?? []) as string[]
      return Object.fromEntries(required.map((key) => [key, sampleOf(properties[key] ?? {}, depth + 1)]))
    }
  }
}

function sampleString(schema: JsonSchema): string {
  switch (schema.format) {
    case 'date-time':
      return '2026-01-01T00:00:00.000Z'
    case 'date':
      return '2026-01-01'
    case 'email':
      return 'shopper@example.com'
    case 'uri':
    case 'url':
      return 'https://example.com/'
    case 'uuid':
      return '00000000-0000-4000-8000-000000000000'
  }
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1
  return 'x'.repeat(Math.max(min, 1))
}

export function declaredBody(operationId: string, status: number, example?: string): unknown {
  const op = byId.get(operationId)?.op
  const media = op && declaredResponse(op, status)?.content?.['application/json']
  if (!media) return undefined
  if (example && example !== 'default') {
    const named = resolve<{ value?: unknown }>(media.examples?.[example])
    if (named?.value !== undefined) return named.value
  }
  if (media.example !== undefined) return media.example
  const first = Object.values(media.examples ?? {})[0]
  if (first !== undefined) return resolve<{ value?: unknown }>(first).value
  return sampleOf(media.schema)
}

/** Prism's `Prefer` header: `status=422` (or `code=422`) and `example=name`. */
export function preferOf(request: Pick<MockRequest, 'headers'>): OperationSetting {
  const header = request.headers.get('prefer') ?? ''
  const out: OperationSetting = {}
  for (const part of header.split(/[,;]/)) {
    const [key, raw] = part.split('=').map((s) => s.trim())
    if (!raw) continue
    if (key === 'status' || key === 'code') out.status = Number(raw)
    if (key === 'example') out.example = raw.replace(/^"|"$/g, '')
  }
  return out
}

/** What applies to one request: the operation's setting, the request's `Prefer`, and the one for all. */
export function settingFor(
  operationId: string,
  request: Pick<MockRequest, 'headers'>,
): OperationSetting | { problem: string } {
  const prefer = preferOf(request)
  const all = forcedIn().get(ALL_OPERATIONS) ?? {}
  const own = forcedIn().get(operationId) ?? {}
  if (prefer.status !== undefined || prefer.example !== undefined) {
    const problem = settingProblem(operationId, prefer)
    if (problem) return { problem }
  }
  const chosen = prefer.status !== undefined || prefer.example !== undefined ? prefer : own
  return {
    ...chosen,
    delayMs: own.delayMs ?? all.delayMs,
    offline: own.offline ?? all.offline,
  }
}

export function networkFailure(): Response {
  return HttpResponse.error()
}
