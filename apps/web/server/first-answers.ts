import { type ApiClient, createApiClient } from '@storefront/sdk'
import type { FirstPage } from '../src/app/first-answers.ts'
import type { Renderer } from './renderer.ts'

export interface Visitor {
  lang: 'en' | 'ar'
  token: string | undefined
  requestId: string
  /** The currency cookie as sent, if any. */
  currency?: string | undefined
  /** The theme cookie, when it names one (light, dark or system). */
  theme?: string | undefined
}

export const REQUEST_ID_HEADER = 'X-Request-Id'

function askForPage(client: ApiClient, page: FirstPage, signal: AbortSignal) {
  switch (page.kind) {
    case 'home':
      return client.GET('/api/v1/client/home', { signal })
    case 'shop':
      return client.GET('/api/v1/client/shop', { params: { query: page.query }, signal })
    case 'product':
      return client.GET('/api/v1/client/product/{id}', {
        params: { path: { id: decodeURIComponent(page.slug) } },
        signal,
      })
  }
}

type Asked = Promise<{ data?: unknown }>

/**
 * The store settings answer, the same on every guest page of a language, reused for `ttlMs` by one
 * worker rather than asked for and parsed again for each page (a page already may be that old, see
 * docs/decisions/0013). Only a good answer is kept; a signed-in visitor's is always asked for.
 */
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

/** Asked through the SDK so they carry the browser's headers; a slow or failing API leaves an answer out for the app to ask. */
export async function fetchFirstAnswers(
  renderer: Renderer,
  options: { baseUrl: string; appKey: string; timeoutMs: number; settings?: SettingsCache },
  visitor: Visitor,
  page: FirstPage | null,
): Promise<Record<string, unknown>> {
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
  const wanted: [string, () => Promise<{ data?: unknown }>][] = [
    [
      renderer.SETTINGS_PATH,
      () => {
        const ask = () => client.GET('/api/v1/client/allSettings', { signal })
        return options.settings ? options.settings(visitor, ask) : ask()
      },
    ],
  ]
  if (page)
    wanted.push([
      renderer.pageAnswerPath(page),
      async () => {
        const { data } = await askForPage(client, page, signal)
        return { data: data?.result === true ? renderer.leanPageAnswer(page, data) : data }
      },
    ])
  const answers: Record<string, unknown> = {}
  await Promise.all(
    wanted.map(async ([path, ask]) => {
      try {
        const { data } = await ask()
        if ((data as { result?: boolean } | undefined)?.result === true) answers[path] = data
      } catch {
        // slow, down or refused: the app asks for it itself
      }
    }),
  )
  return answers
}
