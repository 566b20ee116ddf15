import type { QueryClient } from '@tanstack/react-query'
import { homeQuery, productQuery, shopQuery } from '../data/catalog'
import { $api } from '../lib/api'
import { type FirstPage, firstPage, pageAnswerPath, SETTINGS_PATH } from './first-answers'
import { homePage, productPage, shopPage } from './route-chunks'

/** What the production server wrote into the page (`apps/web/server`). */
export interface FirstAnswersBlock {
  /** The language the answers (and the server-rendered HTML, if any) are in. */
  lang: string
  answers: Record<string, unknown>
  /** The prices the server's HTML shows, by what they were formatted from (lib/money.ts). */
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

/** A query as the cache knows it; its fetch function is the page's own. */
type PageQuery = { queryKey: readonly unknown[] }

/** The page's own query: the very one the page uses, so it finds it in flight or done. */
function pageQuery(page: FirstPage): PageQuery {
  switch (page.kind) {
    case 'home':
      return homeQuery()
    case 'shop':
      return shopQuery(page.filters)
    case 'product':
      return productQuery(decodeURIComponent(page.slug))
  }
}

/** The store configuration, and the opening page's own data where that is worth starting early. */
export function firstQueries(pathname: string, search: string): { path: string; options: PageQuery }[] {
  const queries: { path: string; options: PageQuery }[] = [
    { path: SETTINGS_PATH, options: $api.queryOptions('get', SETTINGS_PATH) },
  ]
  const page = firstPage(pathname, search)
  if (page) queries.push({ path: pageAnswerPath(page), options: pageQuery(page) })
  return queries
}

/** Puts answers already at hand into the cache under the pages' own keys; returns the paths missing. */
export function seedFirstAnswers(
  queryClient: QueryClient,
  pathname: string,
  search: string,
  answers: Record<string, unknown>,
): PageQuery[] {
  const missing: PageQuery[] = []
  for (const { path, options } of firstQueries(pathname, search)) {
    const answer = answers[path]
    if (answer) queryClient.setQueryData(options.queryKey, answer)
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
) {
  const answers = written?.lang === language ? written.answers : {}
  for (const options of seedFirstAnswers(queryClient, pathname, search, answers)) {
    void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0])
  }
  const page = firstPage(pathname, search)
  if (page) void { home: homePage, shop: shopPage, product: productPage }[page.kind].load()
}
