import { matchRoute, useLocation, useSearch } from 'wouter'
import { parsePattern } from './route-pattern'
import {
  EMPTY_FILTERS,
  foreignParams,
  parseShopParams,
  type ShopFilters,
  toSearchString,
  withFilters,
} from './shop-address'

/** The pre-order value of an address, as the API's order type and the `/pre_order/{id}` route write it. */
export const PRE_ORDER = 'pre_order'
/** The one pre-order switch (docs/decisions/0070): `?type=pre_order` on the cart, checkout, confirmation and profile. */
const SWITCH = 'type'
// Links written before the switch was one: the cart's `?mode=pre_order` and the profile's `?tab=pre-orders`.
const OLD_CART_SWITCH = 'mode'
const OLD_PRE_ORDERS_TAB = 'pre-orders'

const preOrderIn = (query: URLSearchParams) => query.get(SWITCH) === PRE_ORDER

export const PROFILE_TABS = [
  'orders',
  PRE_ORDER,
  'addresses',
  'personal',
  'notifications',
  'security',
  'delete',
] as const
export type ProfileTab = (typeof PROFILE_TABS)[number]

export interface PageAddress<Params, Parsed = Required<Params>> {
  pattern: string
  href: (...params: object extends Params ? [Params?] : [Params]) => string
  /** The page's parameters when the address is this page's, else null; a malformed query value reads as its default. */
  parse: (pathname: string, search: string) => Parsed | null
}

type Query = Record<string, string | number | false | undefined> | URLSearchParams | string

function queryString(query: Query): string {
  if (typeof query === 'string') return query ? `?${query}` : ''
  let params: URLSearchParams | undefined
  if (query instanceof URLSearchParams) params = query
  else
    for (const [key, value] of Object.entries(query)) {
      if (value === undefined || value === false) continue
      params ??= new URLSearchParams()
      params.append(key, String(value))
    }
  const written = params?.toString()
  return written ? `?${written}` : ''
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const [matches, params] = matchRoute(parsePattern, pattern, pathname)
  if (!matches || !params) return null
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, decoded(value ?? '')]))
}

function page<Params extends object = Record<never, never>, Parsed = Required<Params>>(
  pattern: string,
  write: (params: Partial<Params>) => Query = () => ({}),
  read: (segments: Record<string, string>, query: URLSearchParams) => Parsed = () => ({}) as Parsed,
): PageAddress<Params, Parsed> {
  const fixed = !pattern.includes(':')
  const href = (params: Partial<Params> = {}) => {
    const segments = params as Record<string, unknown>
    const path = fixed
      ? pattern
      : pattern.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(String(segments[key])))
    return `${path}${queryString(write(params))}`
  }
  return {
    pattern,
    href: href as PageAddress<Params, Parsed>['href'],
    parse: (pathname, search) => {
      const segments = matchPattern(pattern, pathname)
      return segments && read(segments, new URLSearchParams(search))
    },
  }
}

/** The order number of an order address (`/order/12`); 0 for anything else, which asks for nothing. */
export const orderIdOf = (segment: string) => (/^\d+$/.test(segment) ? Number(segment) : 0)

const positive = (value: string | null, otherwise: number) => {
  const n = Number(value ?? otherwise)
  return Number.isInteger(n) && n > 0 ? n : otherwise
}

const orderPage = (pattern: string) =>
  page<{ orderId: number | string }, { orderId: number }>(pattern, undefined, ({ orderId = '' }) => ({
    orderId: orderIdOf(orderId),
  }))

const preOrderPage = (pattern: string, oldSwitch?: string) =>
  page<{ preOrder?: boolean }>(
    pattern,
    ({ preOrder }) => ({ [SWITCH]: preOrder && PRE_ORDER }),
    (_, query) => ({ preOrder: preOrderIn(query) || (!!oldSwitch && query.get(oldSwitch) === PRE_ORDER) }),
  )

function profileTabIn(query: URLSearchParams): ProfileTab {
  if (preOrderIn(query)) return PRE_ORDER
  const tab = query.get('tab')
  if (tab === OLD_PRE_ORDERS_TAB) return PRE_ORDER
  return (PROFILE_TABS as readonly (string | null)[]).includes(tab) ? (tab as ProfileTab) : 'orders'
}

/** Every page of spec §2's route table but `/home` (a redirect, HOME_ALIAS) and `*` (not found), keyed by page name. */
export const PAGES = {
  home: page('/'),
  shop: page<Partial<ShopFilters>>(
    '/shop',
    (filters) => toSearchString({ ...EMPTY_FILTERS, ...filters }),
    (_, query) => parseShopParams(query.toString()) as Required<ShopFilters>,
  ),
  product: page<{ slug: string }>('/product/:slug', undefined, ({ slug = '' }) => ({ slug })),
  login: page('/login'),
  register: page('/register'),
  otp: page('/otp'),
  contact: page('/contact'),
  about: page('/about-us'),
  'terms-conditions': page('/terms-conditions'),
  'privacy-policy': page('/privacy-policy'),
  'return-policy': page('/return-policy'),
  faq: page('/faq'),
  order: orderPage('/order/:orderId'),
  preOrder: orderPage('/pre_order/:orderId'),
  cart: preOrderPage('/cart', OLD_CART_SWITCH),
  checkout: preOrderPage('/checkout'),
  orderConfirmation: page<{ orderId: number; preOrder?: boolean }>(
    '/order-confirmation',
    ({ orderId, preOrder }) => ({ order: orderId, [SWITCH]: preOrder && PRE_ORDER }),
    (_, query) => ({ orderId: positive(query.get('order'), 0), preOrder: preOrderIn(query) }),
  ),
  profile: page<{ tab?: ProfileTab }>(
    '/profile',
    ({ tab }) => (tab === PRE_ORDER ? { [SWITCH]: PRE_ORDER } : { tab }),
    (_, query) => ({ tab: profileTabIn(query) }),
  ),
  wishlist: page<{ page?: number }>(
    '/wishlist',
    ({ page }) => ({ page: page !== undefined && page > 1 && page }),
    (_, query) => ({ page: positive(query.get('page'), 1) }),
  ),
}

type Pages = typeof PAGES
export type PageName = keyof Pages
export type PageParams<N extends PageName> = NonNullable<Parameters<Pages[N]['href']>[0]>
export type ParsedParams<N extends PageName> = NonNullable<ReturnType<Pages[N]['parse']>>
export const PAGE_NAMES = Object.keys(PAGES) as PageName[]

export function hrefOf<N extends PageName>(
  name: N,
  ...params: object extends PageParams<N> ? [PageParams<N>?] : [PageParams<N>]
): string {
  return (PAGES[name].href as (params?: object) => string)(params[0])
}

export type ParsedPage = { [N in PageName]: { name: N; params: ParsedParams<N> } }[PageName]

/** The page an address shows, with its parameters: the one matcher of the client's routes, the first answers and the server. */
export function matchPage(pathname: string, search = ''): ParsedPage | null {
  for (const name of PAGE_NAMES) {
    const params = PAGES[name].parse(pathname, search)
    if (params) return { name, params } as ParsedPage
  }
  return null
}

export const shopHref = (filters: Partial<ShopFilters> = {}) => PAGES.shop.href(filters)

/** The shown page's parameters, read by its row; rendered at another address (a test's), it reads the query alone. */
export function usePageParams<N extends PageName>(name: N): ParsedParams<N> {
  const [pathname] = useLocation()
  const search = useSearch()
  const row = PAGES[name] as PageAddress<object, ParsedParams<N>>
  return (row.parse(pathname, search) ?? row.parse(row.pattern, search)) as ParsedParams<N>
}

/** Page 1 of the shop for the trimmed text; from the shop its other query parameters stay (spec §2). */
export function searchHref(text: string, currentPath: string, currentSearch: string): string {
  const onShop = PAGES.shop.parse(currentPath, '') !== null
  const from = onShop ? parseShopParams(currentSearch) : EMPTY_FILTERS
  const params = new URLSearchParams(toSearchString(withFilters(from, { search: text.trim() })))
  if (onShop) for (const [key, value] of foreignParams(currentSearch)) params.append(key, value)
  const qs = params.toString()
  return qs ? `${PAGES.shop.pattern}?${qs}` : PAGES.shop.pattern
}

export const HOME_ALIAS = '/home'

/** Addresses people type or old links use, each to the spec's route (lower-cased, no trailing slash; the server answers 301). */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/contact-us': PAGES.contact.pattern,
  '/contactus': PAGES.contact.pattern,
  '/contact_us': PAGES.contact.pattern,
  '/aboutus': PAGES.about.pattern,
  '/about_us': PAGES.about.pattern,
  '/about': PAGES.about.pattern,
  '/terms': PAGES['terms-conditions'].pattern,
  '/terms-and-conditions': PAGES['terms-conditions'].pattern,
  '/terms_conditions': PAGES['terms-conditions'].pattern,
  '/privacy': PAGES['privacy-policy'].pattern,
  '/privacy_policy': PAGES['privacy-policy'].pattern,
  '/return_policy': PAGES['return-policy'].pattern,
  '/returns': PAGES['return-policy'].pattern,
  '/faqs': PAGES.faq.pattern,
}

export function aliasTarget(pathname: string): string | undefined {
  const key = pathname.toLowerCase().replace(/\/+$/, '')
  return Object.hasOwn(PATH_ALIASES, key) ? PATH_ALIASES[key] : undefined
}

export type ContentSlug = 'terms-conditions' | 'privacy-policy' | 'return-policy' | 'faq'
