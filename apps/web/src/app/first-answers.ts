import { type components, createQuerySerializer } from '@storefront/sdk'
import { addressesQuery } from '../data/address-queries'
import { cartQuery } from '../data/cart-queries'
import { homeQuery, productQuery, shopQuery } from '../data/catalog'
import { welcomeOfferQueries } from '../data/coupon-queries'
import { meQuery } from '../data/me'
import {
  confirmedOrderOf,
  orderIdOf,
  orderQuery,
  ordersQuery,
  preOrderQuery,
  preOrdersQuery,
  returnsQuery,
} from '../data/order-queries'
import { wishlistPageOf, wishlistPageQuery, wishlistQuery } from '../data/wishlist-queries'
import { type ProfileTab, profileTabOf } from '../features/account/profile-tabs'
import { $api } from '../lib/api'
import {
  cardData,
  HOME_SECTION_CARDS,
  type LeanHome,
  type LeanProduct,
  RELATED_CARDS,
} from '../lib/product-card-data'
import { parseShopParams } from '../lib/shop-address'

const serializeQuery = createQuerySerializer()

/** The settings every page needs before it can paint. */
export const SETTINGS_PATH = '/api/v1/client/allSettings'

/** A query as the cache knows it, made by `$api.queryOptions`: its key is `[method, path, init?]`. */
export interface PageQuery {
  queryKey: readonly unknown[]
}

/** The settings query, under the key the app's own reads use. */
export const settingsQuery = (): PageQuery => $api.queryOptions('get', SETTINGS_PATH)

type Schemas = components['schemas']

interface Answer<T> {
  data: T
}

/** One answer a page starts with. */
export interface FirstAnswer {
  /** The page's own query, so the cache finds the answer under the key the page reads. */
  query: PageQuery
  /** What the server writes into the HTML instead of the whole answer (only what the page renders). */
  lean?: (answer: unknown) => unknown
}

/** An opening page whose data is worth starting before its code has run (and, on the server, rendering with). */
interface FirstPageRow<P> {
  /** The address's parameters when it opens this page. */
  match: (pathname: string, search: string) => P | null
  /**
   * The answers the first render reads, in the order the row's `largestImage` takes them. Signed-in
   * answers are asked for only with the session cookie and written for that visitor alone.
   */
  answers: (params: P, signedIn: boolean) => FirstAnswer[]
  /** The image the page paints first and large, from its answers, to preload ahead of everything. */
  largestImage?: (answers: readonly unknown[]) => string | undefined
}

const exactly =
  (path: string) =>
  (pathname: string): Record<string, never> | null =>
    pathname === path ? {} : null

const segment = (pattern: RegExp) => (pathname: string) => pattern.exec(pathname)?.[1] ?? null

const orderSegment = (pattern: RegExp) => (pathname: string) => {
  const id = segment(pattern)(pathname)
  return id === null ? null : orderIdOf(id)
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

const dataOf = (answer: unknown) => (answer as { data?: unknown } | undefined)?.data

/**
 * A page's answers for a session, with what its header shows (the cart and wishlist counts); a
 * visitor without one gets none: the page needs none, or the server sends them away.
 */
function signedInPage(signedIn: boolean, ...own: (PageQuery | false | undefined)[]): FirstAnswer[] {
  if (!signedIn) return []
  return [...own, cartQuery(), wishlistQuery()].flatMap((query) => (query ? [{ query }] : []))
}

/** The tabs of the profile that read a list of their own (the others show the client alone). */
const PROFILE_TAB_QUERIES: Partial<Record<ProfileTab, () => PageQuery>> = {
  orders: ordersQuery,
  'pre-orders': preOrdersQuery,
  addresses: addressesQuery,
}

const leanHome = (answer: unknown) => {
  const home = answer as Answer<Schemas['Home']>
  return {
    ...home,
    data: {
      ...home.data,
      sections: home.data.sections.map((section) => ({
        ...section,
        products: section.products.slice(0, HOME_SECTION_CARDS).map(cardData),
      })),
    },
  } satisfies Answer<LeanHome>
}

const leanShop = (answer: unknown) => {
  const shop = answer as Answer<Schemas['ProductSummary'][]>
  return { ...shop, data: shop.data.map(cardData) }
}

const leanProduct = (answer: unknown) => {
  const product = answer as Answer<Schemas['ProductDetail']>
  return {
    ...product,
    data: {
      ...product.data,
      related_products: product.data.related_products.slice(0, RELATED_CARDS).map(cardData),
    },
  } satisfies Answer<LeanProduct>
}

const row = <P>(page: FirstPageRow<P>) => page as FirstPageRow<unknown>

/**
 * Every page that starts with answers of its own. The server asks for them (through the server
 * entry), renders with them and writes them into the page; `first-load.ts` reads them back into
 * the cache, or asks for them itself. A page of the route table that is missing here renders with
 * the settings alone. Listed products are cut to what their cards render (docs/decisions/0005).
 */
export const FIRST_PAGES = {
  home: row({
    match: exactly('/'),
    answers: () => [{ query: homeQuery(), lean: leanHome }],
    largestImage: ([home]) =>
      (dataOf(home) as { hero?: { image?: { url?: string } } } | undefined)?.hero?.image?.url,
  }),
  shop: row({
    match: (pathname, search) => (pathname === '/shop' ? parseShopParams(search) : null),
    answers: (filters) => [{ query: shopQuery(filters), lean: leanShop }],
    largestImage: ([shop]) => (dataOf(shop) as { image?: { url?: string } }[] | undefined)?.[0]?.image?.url,
  }),
  product: row({
    match: segment(/^\/product\/([^/]+)\/?$/),
    answers: (slug) => [{ query: productQuery(decoded(slug)), lean: leanProduct }],
    largestImage: ([product]) =>
      (dataOf(product) as { images?: { url?: string }[] } | undefined)?.images?.[0]?.url,
  }),
  order: row({
    match: orderSegment(/^\/order\/([^/]+)\/?$/),
    answers: (id, signedIn) => signedInPage(signedIn, id > 0 && orderQuery(id), id > 0 && returnsQuery()),
  }),
  preOrder: row({
    match: orderSegment(/^\/pre_order\/([^/]+)\/?$/),
    answers: (id, signedIn) => signedInPage(signedIn, id > 0 && preOrderQuery(id)),
  }),
  cart: row({
    match: exactly('/cart'),
    answers: (_, signedIn) => signedInPage(signedIn, meQuery(), ...welcomeOfferQueries()),
  }),
  checkout: row({
    match: exactly('/checkout'),
    answers: (_, signedIn) => signedInPage(signedIn, meQuery(), addressesQuery(), ...welcomeOfferQueries()),
  }),
  orderConfirmation: row({
    match: (pathname, search) => (pathname === '/order-confirmation' ? confirmedOrderOf(search) : null),
    answers: ({ id, preOrder }, signedIn) =>
      signedInPage(signedIn, meQuery(), id > 0 && (preOrder ? preOrderQuery(id) : orderQuery(id))),
  }),
  profile: row({
    match: (pathname, search) => (pathname === '/profile' ? profileTabOf(search) : null),
    answers: (tab, signedIn) => signedInPage(signedIn, meQuery(), PROFILE_TAB_QUERIES[tab]?.()),
  }),
  wishlist: row({
    match: (pathname, search) => (pathname === '/wishlist' ? wishlistPageOf(search) : null),
    answers: (page, signedIn) => signedInPage(signedIn, meQuery(), wishlistPageQuery(page)),
  }),
} satisfies Record<string, FirstPageRow<unknown>>

export type FirstPageName = keyof typeof FIRST_PAGES

/** An answer as the server asks for it and writes it: under the exact request path the app would send. */
export interface WrittenAnswer extends FirstAnswer {
  path: string
  method: string
  /** The path as the contract names it, with `{id}` parameters. */
  template: string
  init: { params?: { path?: Record<string, unknown>; query?: Record<string, unknown> } } | undefined
}

export interface FirstPage {
  name: FirstPageName
  /** The parameters the address gave (a product's slug as it stands in the address, the shop's filters...). */
  params: unknown
  answers: WrittenAnswer[]
  largestImage: (answers: Record<string, unknown>) => string | undefined
}

/** The request path the app sends for a query (openapi-fetch's own serialisers). */
function written(answer: FirstAnswer): WrittenAnswer {
  const [method, template, init] = answer.query.queryKey as [string, string, WrittenAnswer['init']]
  const pathParams = init?.params?.path ?? {}
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(pathParams[name])),
  )
  const query = init?.params?.query ? serializeQuery(init.params.query) : ''
  return { ...answer, method, template, init, path: query ? `${path}?${query}` : path }
}

/** Which page an address opens, if any, and the answers it starts with for this visitor. */
export function firstPage(pathname: string, search: string, signedIn = false): FirstPage | null {
  for (const [name, page] of Object.entries(FIRST_PAGES) as [FirstPageName, FirstPageRow<unknown>][]) {
    const params = page.match(pathname, search)
    if (params === null) continue
    const answers = page.answers(params, signedIn).map(written)
    return {
      name,
      params,
      answers,
      largestImage: (held) => page.largestImage?.(answers.map((answer) => held[answer.path])),
    }
  }
  return null
}
