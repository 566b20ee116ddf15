import type { components } from './generated/schema.ts'

export type ErrorBody = components['schemas']['ErrorResponse']

/** What the common error display shows when a failure carries no message (spec §8). */
export const DEFAULT_ERROR_MESSAGE = 'An error occurred'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function fieldErrors(value: unknown): Record<string, string[]> | undefined {
  if (!isRecord(value)) return undefined
  const out: Record<string, string[]> = {}
  for (const [field, messages] of Object.entries(value)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (m): m is string => typeof m === 'string' && m !== '',
    )
    if (list.length) out[field] = list
  }
  return Object.keys(out).length ? out : undefined
}

/** A failed call: any non-2xx answer, or a 2xx answer whose body says `result: false`. */
export class ApiError extends Error implements ErrorBody {
  override readonly name = 'ApiError'
  readonly result = false as const
  /** The HTTP status of the answer (a 2xx status when the body said `result: false`). */
  readonly status: number
  readonly errors?: Record<string, string[]>
  readonly error?: string
  /** The parsed JSON body, the raw text when it was not JSON, or undefined when it was empty. */
  readonly body: unknown

  constructor(status: number, body: unknown) {
    const record = isRecord(body) ? body : {}
    const message = typeof record.message === 'string' && record.message.trim() ? record.message : ''
    super(message || DEFAULT_ERROR_MESSAGE)
    this.status = status
    this.body = body
    const errors = fieldErrors(record.errors)
    if (errors) this.errors = errors
    if (typeof record.error === 'string' && record.error) this.error = record.error
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

function parseBody(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function readBody(response: Response): Promise<unknown> {
  return parseBody(await response.text())
}

export async function errorFromResponse(response: Response): Promise<ApiError | null> {
  if (response.ok) {
    // Only JSON bodies can say `result: false`, and a text check spares a second parse of every large answer.
    if (!response.headers.get('content-type')?.includes('json')) return null
    const text = await response.clone().text()
    if (!/"result"\s*:\s*false/.test(text)) return null
    const body = parseBody(text)
    return isRecord(body) && body.result === false ? new ApiError(response.status, body) : null
  }
  return new ApiError(response.status, await readBody(response.clone()))
}

/** The data of an openapi-fetch result, or throws the matching {@link ApiError}. */
export function unwrap<R extends { data?: unknown; error?: unknown; response: Response }>(
  result: R,
): Exclude<R['data'], undefined> {
  const { data, error, response } = result
  if (error !== undefined || !response.ok) throw new ApiError(response.status, error)
  if (data === undefined) throw new ApiError(response.status, undefined)
  if (isRecord(data) && data.result === false) throw new ApiError(response.status, data)
  return data as Exclude<R['data'], undefined>
}

/** The messages of the common error display (spec §8), in order: the message (or `fallback`), each string under `errors`, then `error` when it is a string. */
export function errorMessages(err: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string[] {
  const body = err instanceof ApiError ? err.body : err instanceof Error ? undefined : err
  const source = isRecord(body) ? body : {}
  const message = typeof source.message === 'string' && source.message.trim() ? source.message : fallback
  const messages = [message]
  for (const list of Object.values(fieldErrors(source.errors) ?? {})) messages.push(...list)
  if (typeof source.error === 'string' && source.error) messages.push(source.error)
  return messages
}
