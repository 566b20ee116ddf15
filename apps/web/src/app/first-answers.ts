import { createQuerySerializer } from '@storefront/sdk'
import { mediaUrl } from '../lib/media'
import { matchPage, type PageName } from '../lib/pages'

const serializeQuery = createQuerySerializer()

export { SETTINGS_PATH, settingsQuery } from '../lib/settings'

export interface PageQuery {
  queryKey: readonly unknown[]
}

export interface FirstAnswer {
  /** The page's own query, so the cache finds the answer under the key the page reads. */
  query: PageQuery
  /** What the server writes into the HTML instead of the whole answer (only what the page renders). */
  lean?: (answer: unknown) => unknown
  /** The record the address names: its 404 is written too, so the page starts in its not-found state and the server answers 404. */
  record?: boolean
}

export interface FirstPageRow<P> {
  /** The answers the first render reads, in the order the row's `largestImage` takes them. */
  answers: (params: P, signedIn: boolean) => FirstAnswer[]
  /** The image the page paints first and large, from its answers, to preload ahead of everything. */
  largestImage?: (answers: readonly unknown[]) => string | undefined
}

/** An answer as the server asks for it and writes it: under the exact request path the app would send. */
export interface WrittenAnswer extends FirstAnswer {
  path: string
  method: string
  template: string
  init: { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> } } | undefined
}

export interface FirstPage {
  name: PageName
  params: unknown
  answers: WrittenAnswer[]
  largestImage: (answers: Record<string, unknown>) => string | undefined
}

function written(answer: FirstAnswer): WrittenAnswer {
  const [method, template, init] = answer.query.queryKey as [string, string, WrittenAnswer['init']]
  const pathParams = init?.params?.path ?? {}
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathParams[name])),
  )
  const query = init?.params?.query ? serializeQuery(init.params.query) : ''
  return { ...answer, method, template, init, path: query ? `${path}?${query}` : path }
}

export function firstPage(
  pathname: string,
  search: string,
  signedIn: boolean,
  pages: Partial<Record<PageName, FirstPageRow<never>>>,
): FirstPage | null {
  const page = matchPage(pathname, search)
  const row = page && (pages[page.name] as FirstPageRow<unknown> | undefined)
  if (!row) return null
  const answers = row.answers(page.params, signedIn).map(written)
  return {
    name: page.name,
    params: page.params,
    answers,
    largestImage: (held) =>
      mediaUrl(row.largestImage?.(answers.map((answer) => held[answer.path]))) || undefined,
  }
}
