import { worldState } from '../store/worlds.ts'
import { errorBody, type Resolver, type Session } from './route.ts'

/** How long a successful answer is kept for its key (openapi.yaml, placeOrder). */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000
export const IDEMPOTENCY_HEADER = 'Idempotency-Key'

interface Kept {
  fingerprint: string
  at: number
  /** Absent while the first request with the key is still being handled. */
  answer?: { status: unknown; body: unknown; headers?: Record<string, string> }
}

const keptIn = worldState(() => new Map<string, Kept>())

export function clearIdempotency(): void {
  keptIn().clear()
}

function fingerprint(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(fingerprint).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => a.localeCompare(b))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${fingerprint(v)}`).join(',')}}`
  }
  return JSON.stringify(value ?? null)
}

function sweep(now: number): void {
  const kept = keptIn()
  for (const [id, entry] of kept) if (now - entry.at > IDEMPOTENCY_TTL_MS) kept.delete(id)
}

/** Wraps a resolver so that a repeated `Idempotency-Key` (per client) gets the first successful answer again instead of a second effect. */
export function idempotent<O>(resolver: Resolver<O, Session>): Resolver<O, Session> {
  return async (ctx) => {
    const key = ctx.request.headers.get(IDEMPOTENCY_HEADER)
    if (!key) return resolver(ctx)
    const now = Date.now()
    sweep(now)
    const kept = keptIn()
    const id = `${ctx.session.clientId}:${key}`
    const print = fingerprint(ctx.body)
    const found = kept.get(id)
    const refuse = (status: 409 | 422, message: string) =>
      ctx.reply(
        status as never,
        errorBody(message, status === 422 ? { [IDEMPOTENCY_HEADER]: [message] } : undefined) as never,
      )
    if (found) {
      if (found.fingerprint !== print)
        return refuse(422, 'This Idempotency-Key was already used with a different request.')
      if (!found.answer) return refuse(409, 'A request with this Idempotency-Key is still being handled.')
      const { status, body, headers } = found.answer
      return ctx.reply(status as never, body as never, { ...headers, 'Idempotent-Replayed': 'true' })
    }
    kept.set(id, { fingerprint: print, at: now })
    try {
      const answer = (await resolver(ctx)) as NonNullable<Kept['answer']>
      if (answer.status === 200) kept.set(id, { fingerprint: print, at: now, answer })
      else kept.delete(id)
      return answer as never
    } catch (error) {
      kept.delete(id)
      throw error
    }
  }
}
