import { isApiError } from '@storefront/sdk'
import { LRUCache } from 'lru-cache'
import { answerHeaders, requestAnswer } from './answer-request.ts'
import type { FirstPage, Renderer } from './renderer.ts'

export interface Visitor {
  lang: 'en' | 'ar'
  token: string | undefined
  requestId: string
  currency?: string | undefined
  theme?: string | undefined
  consent?: 'true' | 'false' | 'ask' | undefined
  world?: string | undefined
}

export const REQUEST_ID_HEADER = 'X-Request-Id'
/** The mock's names for an isolated world (packages/mock, docs/decisions/0071); any other API ignores them. */
export const WORLD_COOKIE = 'mock_session'
export const WORLD_HEADER = 'X-Mock-Session'

type Asked = Promise<{ data?: unknown }>

/** Far more than the addresses a site's guests ask for within the time an answer is kept. */
const HELD_ANSWERS = 2000

/** Only answers alike for every visitor of a language are reused (docs/decisions/0013, 0065). */
export function createSettingsCache(ttlMs: number) {
  const held = new LRUCache<string, { until: number; answer: Asked }>({ max: HELD_ANSWERS })
  return (visitor: Visitor, ask: () => Asked, path?: string): Asked => {
    if (ttlMs <= 0 || visitor.world !== undefined || (path !== undefined && visitor.token !== undefined))
      return ask()
    const key = `${visitor.lang} ${path ?? ''}`
    const now = Date.now()
    const entry = held.get(key)
    if (entry && entry.until > now) return entry.answer
    const answer = ask()
    held.set(key, { until: now + ttlMs, answer })
    const forget = () => {
      if (held.get(key)?.answer === answer) held.delete(key)
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

export async function fetchFirstAnswers(
  renderer: Renderer,
  options: { baseUrl: string; appKey: string; timeoutMs: number; settings?: SettingsCache },
  visitor: Visitor,
  page: FirstPage | null,
): Promise<FirstAnswers> {
  const headers = {
    ...(await answerHeaders({ ...options, token: visitor.token, lang: visitor.lang })),
    [REQUEST_ID_HEADER.toLowerCase()]: visitor.requestId,
    ...(visitor.world === undefined ? {} : { [WORLD_HEADER.toLowerCase()]: visitor.world }),
  }
  const base = options.baseUrl.replace(/\/+$/, '')
  const signal = AbortSignal.timeout(options.timeoutMs)
  // The path an answer is written under is the address the app's own query asks (app/first-answers.ts).
  const ask = async (path: string, lean?: (data: unknown) => unknown): Asked => {
    const data = await requestAnswer(new URL(`${base}${path}`), headers, signal)
    const answered = (data as { result?: boolean } | undefined)?.result === true
    return { data: answered && lean ? lean(data) : data }
  }
  const wanted: { path: string; ask: () => Asked; record: boolean }[] = [
    renderer.SETTINGS_PATH,
    ...(page?.answers ?? []).filter((answer) => answer.method === 'get').map((answer) => answer.path),
  ].map((path) => {
    const answer = page?.answers.find((one) => one.path === path)
    const asked = () => ask(path, answer?.lean)
    const shared = path === renderer.SETTINGS_PATH ? undefined : path
    return {
      path,
      ask: () => (options.settings ? options.settings(visitor, asked, shared) : asked()),
      record: (answer as { record?: boolean } | undefined)?.record === true,
    }
  })
  const answers: Record<string, unknown> = {}
  let apiDown: string | undefined
  await Promise.all(
    wanted.map(async ({ path, ask, record }) => {
      try {
        const { data } = await ask()
        if ((data as { result?: boolean } | undefined)?.result === true) answers[path] = data
      } catch (error) {
        // The record the address names does not exist: the page renders its not-found state.
        if (record && isApiError(error) && error.status === 404)
          answers[path] = { result: false, message: error.message }
        // Down: the page says so. Else slow or refused: the app asks for it itself.
        if (path === renderer.SETTINGS_PATH) apiDown = apiDownReason(error)
      }
    }),
  )
  return apiDown === undefined ? { answers } : { answers, apiDown }
}
