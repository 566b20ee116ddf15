import { createQuerySerializer } from '@storefront/sdk'
import { homeQuery, productQuery, shopQuery } from '../data/catalog'
import { mediaUrl } from '../lib/media'
import { PATHS } from '../lib/paths'
import { parseShopParams } from '../lib/shop-address'

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
  match: (pathname: string, search: string) => P | null
  /** The answers the first render reads, in the order the row's `largestImage` takes them. */
  answers: (params: P, signedIn: boolean) => FirstAnswer[]
  /** The image the page paints first and large, from its answers, to preload ahead of everything. */
  largestImage?: (answers: readonly unknown[]) => string | undefined
}

export const exactly =
  (path: string) =>
  (pathname: string): Record<string, never> | null =>
    pathname === path ? {} : null

export const segment = (pattern: RegExp) => (pathname: string) => pattern.exec(pathname)?.[1] ?? null

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export const row = <P>(page: FirstPageRow<P>) => page as FirstPageRow<unknown>

/** The guest pages that start with answers of their own, as a browser needs them: which answers. */
export const GUEST_PAGES = {
  home: row({
    match: exactly('/'),
    answers: () => [{ query: homeQuery() }],
  }),
  shop: row({
    match: (pathname, search) => (pathname === PATHS.shop ? parseShopParams(search) : null),
    answers: (filters) => [{ query: shopQuery(filters) }],
  }),
  product: row({
    match: segment(/^\/product\/([^/]+)\/?$/),
    answers: (slug) => [{ query: productQuery(decoded(slug)), record: true }],
  }),
} satisfies Record<string, FirstPageRow<unknown>>

/** An answer as the server asks for it and writes it: under the exact request path the app would send. */
export interface WrittenAnswer extends FirstAnswer {
  path: string
  method: string
  template: string
  init: { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> } } | undefined
}

export interface FirstPage {
  name: string
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

export type FirstPages = Record<string, FirstPageRow<unknown>>

export function firstPage(
  pathname: string,
  search: string,
  signedIn = false,
  pages: FirstPages = GUEST_PAGES,
): FirstPage | null {
  for (const [name, page] of Object.entries(pages)) {
    const params = page.match(pathname, search)
    if (params === null) continue
    const answers = page.answers(params, signedIn).map(written)
    return {
      name,
      params,
      answers,
      largestImage: (held) =>
        mediaUrl(page.largestImage?.(answers.map((answer) => held[answer.path]))) || undefined,
    }
  }
  return null
}
