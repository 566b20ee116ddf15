import { type ApiClient, createApiClient, isApiError } from '@storefront/sdk'
import type { FirstPage, Renderer, WrittenAnswer } from './renderer.ts'

export interface Visitor {
  lang: 'en' | 'ar'
  token: string | undefined
  requestId: string
  currency?: string | undefined
  theme?: string | undefined
  /** The consent cookie's choice, or `ask` without one (the page then holds the banner). */
  consent?: 'true' | 'false' | 'ask' | undefined
}

export const REQUEST_ID_HEADER = 'X-Request-Id'

/** Asks for an answer as the app's own query would (its key holds method, path and parameters). */
function ask(client: ApiClient, answer: WrittenAnswer, signal: AbortSignal): Promise<{ data?: unknown }> {
  const request = client.request as unknown as (
    method: string,
    path: string,
    init: object,
  ) => Promise<{ data?: unknown }>
  return request(answer.method, answer.template, { ...answer.init, signal })
}

type Asked = Promise<{ data?: unknown }>

/** The store settings answer, the same on every guest page of a language, reused for `ttlMs` (docs/decisions/0013). */
export function createSettingsCache(ttlMs: number) {
  const held = new Map<string, { until: number; answer: Asked }>()
  return (visitor: Visitor, ask: () => Asked): Asked => {
    if (ttlMs <= 0 || visitor.token !== undefined) return ask()
    const now = Date.now()
    const entry = held.get(visitor.lang)
    if (entry && entry.until > now) return entry.answer
    const answer = ask()
    held.set(visitor.lang, { until: now + ttlMs, answer })
    const forget = () => {
      if (held.get(visitor.lang)?.answer === answer) held.delete(visitor.lang)
    }
    answer.then(({ data }) => {
      if ((data as { result?: boolean } | undefined)?.result !== true) forget()
    }, forget)
    return answer
  }
}

export type SettingsCache = ReturnType<typeof createSettingsCache>

export interface FirstAnswers {
  answers: Record<string, unknown>
  /** Why the API did not answer the settings at all (refused, unreachable, 502-504), when it did not. */
  apiDown?: string
}

/** The API itself is down, as opposed to slow (the browser asks again) or refusing one request. */
export function apiDownReason(error: unknown): string | undefined {
  if (isApiError(error))
    return error.status >= 502 && error.status <= 504 ? `status ${error.status}` : undefined
  if (error instanceof Error && error.name === 'TimeoutError') return undefined
  if (error instanceof TypeError) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause
    return cause?.code ?? cause?.message ?? error.message
  }
  return undefined
}

/** Asked through the SDK so they carry the browser's headers; a slow or failing API leaves an answer out for the app to ask. */
export async function fetchFirstAnswers(
  renderer: Renderer,
  options: { baseUrl: string; appKey: string; timeoutMs: number; settings?: SettingsCache },
  visitor: Visitor,
  page: FirstPage | null,
): Promise<FirstAnswers> {
  const client = createApiClient({
    baseUrl: options.baseUrl,
    appKey: options.appKey,
    getToken: () => visitor.token ?? null,
    getLanguage: () => visitor.lang,
    fetch: (request) => {
      request.headers.set(REQUEST_ID_HEADER, visitor.requestId)
      return fetch(request)
    },
  })
  const signal = AbortSignal.timeout(options.timeoutMs)
  const wanted: [string, () => Promise<{ data?: unknown }>, boolean][] = [
    [
      renderer.SETTINGS_PATH,
      () => {
        const ask = () => client.GET('/api/v1/client/allSettings', { signal })
        return options.settings ? options.settings(visitor, ask) : ask()
      },
      false,
    ],
  ]
  for (const answer of page?.answers ?? [])
    wanted.push([
      answer.path,
      async () => {
        const { data } = await ask(client, answer, signal)
        const answered = (data as { result?: boolean } | undefined)?.result === true
        return { data: answered && answer.lean ? answer.lean(data) : data }
      },
      answer.record === true,
    ])
  const answers: Record<string, unknown> = {}
  let apiDown: string | undefined
  await Promise.all(
    wanted.map(async ([path, ask, record]) => {
      try {
        const { data } = await ask()
        if ((data as { result?: boolean } | undefined)?.result === true) answers[path] = data
      } catch (error) {
        // The record the address names does not exist: the page renders its not-found state (first-load.ts).
        if (record && isApiError(error) && error.status === 404)
          answers[path] = { result: false, message: error.message }
        // Down: the page says so. Else slow or refused: the app asks for it itself.
        if (path === renderer.SETTINGS_PATH) apiDown = apiDownReason(error)
      }
    }),
  )
  return apiDown === undefined ? { answers } : { answers, apiDown }
}
