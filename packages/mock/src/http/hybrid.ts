import type { HttpMethod } from './contract.ts'
import { openapi, requiredResponseHeaders, templateOf, validateResponse } from './contract.ts'
import { localizeBody, requestLanguage } from './localize.ts'

/** Hybrid mode: the real backend answers every operation except the ones the mock is told to answer itself. */
export interface HybridOptions {
  /** The backend's origin (and optional base path), e.g. `http://127.0.0.1:8000`. */
  backend: string
  /** Operation ids the mock answers itself; every other `/api/*` request goes to the backend. */
  mock?: readonly string[]
  /** How long the backend may take to answer before the call counts as a network failure (default 10 s). */
  timeoutMs?: number
}

export const DEFAULT_BACKEND_TIMEOUT_MS = 10_000

export function operationIds(): string[] {
  return Object.values(openapi.paths).flatMap((item) =>
    Object.values(item ?? {}).flatMap((op) =>
      op && typeof op === 'object' && 'operationId' in op ? [op.operationId as string] : [],
    ),
  )
}

export function parseBackend(text: string): URL | null {
  if (!URL.canParse(text)) return null
  const url = new URL(text)
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username)
    return null
  return url
}

export function hybridProblem(options: HybridOptions): string | null {
  if (!parseBackend(options.backend))
    return `the backend must be an http(s) URL such as http://127.0.0.1:8000, not "${options.backend}"`
  const known = new Set(operationIds())
  const unknown = (options.mock ?? []).filter((id) => !known.has(id))
  if (unknown.length > 0) return `no operation of openapi.yaml is called ${unknown.join(', ')}`
  const timeout = options.timeoutMs ?? DEFAULT_BACKEND_TIMEOUT_MS
  if (!Number.isInteger(timeout) || timeout <= 0)
    return `the backend timeout must be a positive whole number of ms`
  return null
}

export interface Hybrid {
  backend: URL
  mocked: Set<string>
  timeoutMs: number
}

/** Hybrid settings of this process's servers: while there is one, a mocked secured operation adopts a token it does not know (the mock's state is one per process). */
const live = new Map<Hybrid, readonly string[]>()

export const isHybrid = (): boolean => live.size > 0

export function hybridSetting(options: HybridOptions): { hybrid: Hybrid; release: () => void } {
  const problem = hybridProblem(options)
  if (problem) throw new Error(`hybrid mode: ${problem}`)
  const hybrid = {
    backend: parseBackend(options.backend) as URL,
    mocked: new Set(options.mock ?? []),
    timeoutMs: options.timeoutMs ?? DEFAULT_BACKEND_TIMEOUT_MS,
  }
  live.set(hybrid, [...hybrid.mocked])
  return { hybrid, release: () => void live.delete(hybrid) }
}

/** `POST /__mock/reset`: each server's operations go back to those it was started with (`--mock`). */
export function resetHybridSwitches(): void {
  for (const [hybrid, start] of live) {
    hybrid.mocked.clear()
    for (const id of start) hybrid.mocked.add(id)
  }
}

export function operationOf(
  method: string,
  pathname: string,
): { operationId: string; template: string } | null {
  const template = templateOf(pathname)
  const lower = method.toLowerCase() === 'head' ? 'get' : method.toLowerCase()
  const op = template ? openapi.paths[template]?.[lower as HttpMethod] : undefined
  return template && op ? { operationId: op.operationId, template } : null
}

export function goesToBackend(hybrid: Hybrid | null, method: string, pathname: string): boolean {
  if (!hybrid || !pathname.startsWith('/api/') || method === 'OPTIONS') return false
  const op = operationOf(method, pathname)
  return !op || !hybrid.mocked.has(op.operationId)
}

// RFC 9110 §7.6.1: they describe one connection, never the next one.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
])

/** The headers worth passing on, names in lower case: hop-by-hop ones (and those `Connection` names) left out, and `own`. */
export function passedOnPairs(
  headers: Iterable<[string, string]>,
  own: readonly string[] = [],
): [string, string][] {
  const list = [...headers]
  const named = new Set(
    list
      .filter(([name]) => name.toLowerCase() === 'connection')
      .flatMap(([, value]) => value.split(',').map((token) => token.trim().toLowerCase())),
  )
  const out: [string, string][] = []
  for (const [name, value] of list) {
    const lower = name.toLowerCase()
    if (HOP_BY_HOP.has(lower) || named.has(lower) || own.includes(lower)) continue
    out.push([lower, value])
  }
  return out
}

export interface ForwardedAnswer {
  status: number
  headers: Headers
  body: Uint8Array
}

export function notAnswered(acceptLanguage: string | undefined, reason: string): ForwardedAnswer {
  const language = requestLanguage(acceptLanguage)
  const body = localizeBody(
    { result: false, message: 'The backend did not answer.', errors: { backend: [reason] } },
    language,
  )
  return {
    status: 502,
    headers: new Headers({ 'content-type': 'application/json', 'content-language': language }),
    body: new TextEncoder().encode(JSON.stringify(body)),
  }
}

/** Why a backend answer breaks openapi.yaml, or null; a `body` of null was not read (too large). */
export function backendBreach(
  method: string,
  pathname: string,
  status: number,
  headers: Headers,
  body: Uint8Array | null,
): string | null {
  const op = operationOf(method, pathname)
  if (!op) {
    // As the mock answers it: 405 for a method its path does not have, 404 for a path it does not have.
    const expected = templateOf(pathname) ? 405 : 404
    return status === expected
      ? null
      : `${method} ${pathname} is not an operation of openapi.yaml: ${expected} expected, not ${status}`
  }
  const type = headers.get('content-type') ?? ''
  const hasBody = method !== 'HEAD' && (body === null || body.byteLength > 0)
  if (hasBody && !/^application\/([\w.-]+\+)?json\b/.test(type))
    return `content-type "${type}" is not application/json`
  let parsed: unknown
  if (hasBody && body) {
    try {
      parsed = JSON.parse(new TextDecoder().decode(body))
    } catch {
      return 'the body is not valid JSON'
    }
  }
  const verb = (method === 'HEAD' ? 'get' : method.toLowerCase()) as HttpMethod
  const missing = requiredResponseHeaders(verb, op.template, status)
    .filter((name) => !headers.get(name))
    .map((name) => `header ${name} is required but missing`)
  const problems = [...validateResponse(verb, op.template, status, parsed), ...missing]
  // A HEAD answer has no body to check, and one too large to read has none that was read.
  const statusOnly = method === 'HEAD' || body === null
  const relevant = statusOnly
    ? problems.filter((p) => p.startsWith('status ') || p.startsWith('header '))
    : problems
  return relevant.length > 0 ? relevant.join('; ') : null
}

export function hybridEndpoint(
  hybrid: Hybrid,
  method: string,
  body: Uint8Array | undefined,
): ForwardedAnswer {
  const reply = (status: number, value: unknown) => ({
    status,
    headers: new Headers({ 'content-type': 'application/json' }),
    body: new TextEncoder().encode(JSON.stringify(value)),
  })
  const state = () => ({
    result: true,
    data: { backend: hybrid.backend.href, mocked: [...hybrid.mocked].sort(), timeoutMs: hybrid.timeoutMs },
  })
  if (method === 'GET' || method === 'HEAD') return reply(200, state())
  if (method !== 'POST') return reply(405, { result: false, message: 'Method not allowed.' })
  let sent: { operationId?: unknown; mock?: unknown } | null = null
  try {
    sent = JSON.parse(new TextDecoder().decode(body ?? new Uint8Array()))
  } catch {
    // Refused below, as any body that is no switch.
  }
  const operationId = typeof sent?.operationId === 'string' ? sent.operationId : ''
  if (!operationIds().includes(operationId) || typeof sent?.mock !== 'boolean') {
    const message = 'Send the operationId of an operation of openapi.yaml and mock: true or false.'
    const field = operationIds().includes(operationId)
      ? { mock: [message] }
      : { operationId: [operationId ? `openapi.yaml has no operation "${operationId}".` : message] }
    return reply(422, { result: false, message, errors: field })
  }
  if (sent.mock) hybrid.mocked.add(operationId)
  else hybrid.mocked.delete(operationId)
  return reply(200, state())
}
