import { ApiError } from '@storefront/sdk'
import type { QueryClient, QueryKey, QueryState } from '@tanstack/react-query'
import { firstPage, type PageQuery, SETTINGS_PATH, settingsQuery } from './first-answers'
import { type FirstPages, GUEST_PAGES } from './pages'
import { loadRouteChunk } from './routes'

export interface FirstAnswersBlock {
  lang: string
  answers: Record<string, unknown>
  money?: Record<string, unknown>
}

export function readFirstAnswers(): FirstAnswersBlock | null {
  try {
    const block = document.getElementById('first-answers')
    if (!block?.textContent) return null
    const parsed = JSON.parse(block.textContent) as Partial<FirstAnswersBlock>
    if (typeof parsed.lang !== 'string' || !parsed.answers || typeof parsed.answers !== 'object') return null
    const money = parsed.money && typeof parsed.money === 'object' ? parsed.money : undefined
    return { lang: parsed.lang, answers: parsed.answers, ...(money ? { money } : {}) }
  } catch {
    return null
  }
}

export function firstQueries(
  pathname: string,
  search: string,
  signedIn = false,
  pages: FirstPages = GUEST_PAGES,
): { path: string; options: PageQuery }[] {
  const page = firstPage(pathname, search, signedIn, pages)
  return [
    { path: SETTINGS_PATH, options: settingsQuery() },
    ...(page?.answers ?? []).map((answer) => ({ path: answer.path, options: answer.query })),
  ]
}

/** A record's 404 as a failed query, as the app's own call would leave it; not asked again when the page mounts, so the first render shows the not-found state the server rendered. */
function seedNotFound(queryClient: QueryClient, queryKey: QueryKey, body: unknown) {
  const error = new ApiError(404, body)
  queryClient.setQueryDefaults(queryKey, { retryOnMount: false })
  const state: QueryState = {
    data: undefined,
    dataUpdateCount: 0,
    dataUpdatedAt: 0,
    error,
    errorUpdateCount: 1,
    errorUpdatedAt: Date.now(),
    fetchFailureCount: 1,
    fetchFailureReason: error,
    fetchMeta: null,
    isInvalidated: false,
    status: 'error',
    fetchStatus: 'idle',
  }
  queryClient.getQueryCache().build(queryClient, { queryKey }, state)
}

/** Puts answers already at hand into the cache under the pages' own keys (a refused one is the 404 of the record the address names); returns the queries missing. */
export function seedFirstAnswers(
  queryClient: QueryClient,
  pathname: string,
  search: string,
  answers: Record<string, unknown>,
  signedIn = false,
  pages: FirstPages = GUEST_PAGES,
): PageQuery[] {
  const missing: PageQuery[] = []
  for (const { path, options } of firstQueries(pathname, search, signedIn, pages)) {
    const answer = answers[path]
    if ((answer as { result?: unknown } | undefined)?.result === false)
      seedNotFound(queryClient, options.queryKey, answer)
    else if (answer) queryClient.setQueryData(options.queryKey, answer)
    else missing.push(options)
  }
  return missing
}

/** Code and data start together (React.lazy would wait for the code); answers in another language are not reused. */
export function warmFirstRoute(
  queryClient: QueryClient,
  pathname: string,
  search: string,
  language = 'en',
  written = readFirstAnswers(),
  signedIn = false,
  pages: FirstPages = GUEST_PAGES,
) {
  const answers = written?.lang === language ? written.answers : {}
  for (const options of seedFirstAnswers(queryClient, pathname, search, answers, signedIn, pages)) {
    void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0])
  }
  void loadRouteChunk(pathname)
}

/** The table a visit needs: the guest pages', or for a signed-in visit the whole table, from a chunk no guest page carries. */
export function loadFirstPages(pathname: string, search: string, signedIn: boolean): Promise<FirstPages> {
  if (!signedIn || firstPage(pathname, search, false, GUEST_PAGES)) return Promise.resolve(GUEST_PAGES)
  return import('./first-pages').then(
    (table) => table.FIRST_PAGES,
    () => GUEST_PAGES,
  )
}
