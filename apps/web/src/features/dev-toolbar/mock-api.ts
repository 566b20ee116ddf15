import { deleteCookie, getCookie, setCookie } from '../../lib/cookies'
import type { OperationSetting } from './shared-state'

export interface OperationEntry {
  operationId: string
  method: string
  path: string
  statuses: number[]
  examples: Record<string, string[]>
}

async function send(path: string, body?: unknown, method?: 'DELETE'): Promise<Record<string, unknown>> {
  const response = await fetch(path, {
    method: method ?? (body === undefined ? 'GET' : 'POST'),
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>
  if (!response.ok) throw new Error(String(answer.message ?? response.status))
  return answer
}

export async function listOperations(): Promise<OperationEntry[]> {
  const answer = await send('/__mock/operations')
  return (answer.data as { operations: OperationEntry[] }).operations
}

export async function forcedOperations(): Promise<string[]> {
  const answer = await send('/__mock/operations')
  return Object.keys((answer.data as { forced: Record<string, unknown> }).forced)
}

/** Sets one operation (or `*`); an undeclared status is refused by the mock with its reason. */
export const setOperation = (operationId: string, setting: OperationSetting) =>
  send(`/__mock/operations/${encodeURIComponent(operationId)}`, setting)

export interface HybridState {
  backend: string
  mocked: string[]
  timeoutMs: number
}

/** The hybrid setting, or null when the mock is not in hybrid mode (it has no such endpoint then). */
export async function hybridState(): Promise<HybridState | null> {
  const response = await fetch('/__mock/hybrid').catch(() => null)
  if (!response?.ok) return null
  return ((await response.json()) as { data: HybridState }).data
}

export const switchHybrid = async (operationId: string, mock: boolean) =>
  (await send('/__mock/hybrid', { operationId, mock })).data as HybridState

export const resetMock = () => send('/__mock/reset', {})

export const personaSignIn = (name: string) =>
  send(`/__mock/personas/${encodeURIComponent(name)}`, {}) as Promise<{
    token: string
    client: import('../../lib/auth-store').AuthClient
  }>

export interface ScenarioAnswer {
  forced: Record<string, OperationSetting>
  /** The scenario changed data (kept until Reset), so a shared state names it. */
  changesData: boolean
  product?: { name: string; slug: string }
}

export async function applyScenario(name: string): Promise<ScenarioAnswer> {
  return (await send(`/__mock/scenarios/${encodeURIComponent(name)}`, {})).data as ScenarioAnswer
}

export interface LoggedCall {
  id: number
  at: string
  method: string
  path: string
  status: number
  durationMs: number
  contract?: { side: 'request' | 'response'; reason: string }
  forced?: string
  /** What a chaos rule did (`rule <n>: status=<status>, latency=<ms>ms`). */
  chaos?: string
  source?: 'backend' | 'mock'
  /** Why the backend did not answer (the client got 502), in hybrid mode. */
  network?: string
}

export interface ChaosRule {
  operationId: string
  status?: number
  network?: boolean
  probability?: number
  next?: number
  latencyMs?: [number, number]
}

/** Adds a rule; answers the seed the mock draws from. */
export async function addChaosRule(rule: ChaosRule): Promise<number> {
  return ((await send('/__mock/chaos', { rules: [rule] })).data as { seed: number }).seed
}

export const clearChaosRules = () => send('/__mock/chaos', undefined, 'DELETE')

export interface RequestLog {
  limit: number
  calls: LoggedCall[]
}

export async function requestLog(): Promise<RequestLog> {
  return (await send('/__mock/requests')).data as RequestLog
}

/** Calls as they happen, and the forced answers whenever they change (`GET /__mock/events`); returns the way to stop. */
export function followMock(handlers: {
  call: (call: LoggedCall) => void
  forced: (forced: Record<string, OperationSetting>) => void
}): () => void {
  const source = new EventSource('/__mock/events')
  source.addEventListener('call', (event) => handlers.call(JSON.parse((event as MessageEvent<string>).data)))
  source.addEventListener('forced', (event) =>
    handlers.forced(JSON.parse((event as MessageEvent<string>).data)),
  )
  return () => source.close()
}

export function mergeCalls(
  log: RequestLog | null,
  calls: LoggedCall[],
  limit = log?.limit ?? 100,
): RequestLog {
  const byId = new Map<number, LoggedCall>()
  for (const call of [...(log?.calls ?? []), ...calls]) byId.set(call.id, call)
  return { limit, calls: [...byId.values()].sort((a, b) => b.id - a.id).slice(0, limit) }
}

export const advance = (kind: 'orders' | 'pre-orders' | 'return-orders', id: string, status?: string) =>
  send(`/__mock/${kind}/${encodeURIComponent(id)}/advance`, status ? { status } : {})

export async function outbox(
  email: string,
): Promise<{ to?: string; code?: string; subject?: string; sent_at?: string }[]> {
  const answer = await send(`/__mock/outbox?email=${encodeURIComponent(email)}`)
  return (answer.data ?? answer.messages ?? []) as {
    to?: string
    code?: string
    subject?: string
    sent_at?: string
  }[]
}

export async function mockLists(): Promise<{ personas: string[]; scenarios: string[] }> {
  const [personas, scenarios] = await Promise.all([send('/__mock/personas'), send('/__mock/scenarios')])
  return { personas: personas.data as string[], scenarios: scenarios.data as string[] }
}

/** The cookie naming the mock's isolated world this browser is in (docs/decisions/0071). */
export const WORLD_COOKIE = 'mock_session'
export const WORLD_ID = /^[A-Za-z0-9._-]{1,64}$/

export function worldInUse(): string | null {
  return getCookie(WORLD_COOKIE) || null
}

/** A year: a world is the developer's until they leave it (the mock forgets an idle one anyway). */
const WORLD_COOKIE_MINUTES = 365 * 24 * 60

/** Moves this browser to a world (null: the shared one); the caller loads the page again in it. */
export function enterWorld(id: string | null): void {
  if (id !== null && !WORLD_ID.test(id)) throw new Error(`"${id}": 1 to 64 letters, digits, . _ or -`)
  if (id === null) deleteCookie(WORLD_COOKIE)
  else setCookie(WORLD_COOKIE, id, WORLD_COOKIE_MINUTES)
}
