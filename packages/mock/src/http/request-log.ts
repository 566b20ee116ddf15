import { currentWorld, worldState } from '../store/worlds.ts'
import { emitMockEvent } from './mock-events.ts'

export interface ContractFailure {
  side: 'request' | 'response'
  reason: string
}

/** One call a contract operation answered. `status` 0 is a network failure (offline). */
export interface LoggedCall {
  id: number
  at: string
  method: string
  path: string
  operationId: string
  status: number
  durationMs: number
  contract?: ContractFailure
  forced?: string
  chaos?: string
  source?: 'backend' | 'mock'
  /** Why the backend gave no answer (refused, timed out), when it did not: the client got 502. */
  network?: string
  world?: string
  /** Why a backend answer's body was passed on without its contract check (too large, an encoding not read). */
  unchecked?: string
}

export const REQUEST_LOG_SIZE = 100
let numbered = 0
/** Each world keeps its own last calls, so a busy world never pushes another's out. */
const logIn = worldState(() => ({ calls: [] as LoggedCall[], counted: 0, countedAtReset: 0 }))

export function logCall(call: Omit<LoggedCall, 'id' | 'world'>): void {
  numbered += 1
  const log = logIn()
  log.counted += 1
  const { id: world } = currentWorld()
  const logged: LoggedCall = { id: numbered, ...call, ...(world === null ? {} : { world }) }
  log.calls.push(logged)
  if (log.calls.length > REQUEST_LOG_SIZE) log.calls.splice(0, log.calls.length - REQUEST_LOG_SIZE)
  emitMockEvent({ type: 'call', call: logged })
}

/** Calls answered since the mock started or was last reset: a recording of a used mock differs from a fresh one's. */
export function callsSinceReset(): number {
  const log = logIn()
  return log.counted - log.countedAtReset
}

export function markReset(): void {
  const log = logIn()
  log.countedAtReset = log.counted
}

export function loggedCalls(): LoggedCall[] {
  return logIn().calls.toReversed()
}

export function clearRequestLog(): void {
  logIn().calls.length = 0
}

export function describeErrors(errors: Record<string, string[]>): string {
  return Object.entries(errors)
    .map(([field, messages]) => `${field}: ${messages.join(' ')}`)
    .join('; ')
}
