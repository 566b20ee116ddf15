import type { paths } from '@storefront/sdk/schema'
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import { mockConfig } from '../http/config.ts'
import { type HttpMethod, validateResponse } from '../http/contract.ts'
import { resetDb } from '../http/reset.ts'
import { server } from '../node.ts'

export const ORIGIN = 'http://localhost'

/** Unhandled requests fail, replies are checked against openapi.yaml, and the db is reseeded before each test. */
export function useMockServer() {
  const settings = mockConfig.snapshot()
  beforeAll(() => {
    process.env.MOCK_QUIET = '1'
    server.listen({ onUnhandledFrame: 'error' })
  })
  beforeEach(async () => {
    mockConfig.update({ ...settings, validateResponses: true, delayMs: 0, errorRate: 0 })
    await resetDb()
  })
  afterEach(() => server.resetHandlers())
  afterAll(() => server.close())
  return server
}

export interface Answer {
  status: number
  headers: Headers
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the contract allows.
  body: any
}

/** Arrays go as repeated parameters; fails when the answer breaks the contract of `operation` (the template). */
export async function request(
  method: HttpMethod,
  operation: keyof paths & string,
  url: string,
  init: { json?: unknown; headers?: Record<string, string> } = {},
): Promise<Answer> {
  const headers: Record<string, string> = { ...init.headers }
  if (init.json !== undefined) headers['content-type'] = 'application/json'
  const response = await fetch(`${ORIGIN}${url}`, {
    method: method.toUpperCase(),
    headers,
    ...(init.json !== undefined ? { body: JSON.stringify(init.json) } : {}),
  })
  const text = await response.text()
  const body = text ? JSON.parse(text) : undefined
  const problems = validateResponse(method, operation, response.status, body)
  if (problems.length > 0)
    throw new Error(
      `${method.toUpperCase()} ${url} → ${response.status} breaks openapi.yaml: ${problems.join('; ')}`,
    )
  return { status: response.status, headers: response.headers, body }
}

export const get = (
  operation: keyof paths & string,
  url: string = operation,
  headers?: Record<string, string>,
) => request('get', operation, url, { ...(headers ? { headers } : {}) })
