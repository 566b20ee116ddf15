import type { components, paths } from '@storefront/sdk'

export type SortKey = components['schemas']['SortKey']
export type ShopQuery = NonNullable<paths['/api/v1/client/shop']['get']['parameters']['query']>

/** Everything the listing shows, read from and written to the address (so it can be shared). */
export interface ShopFilters {
  search: string
  categories: number[]
  colors: number[]
  brands: number[]
  home_section: number | null
  min_price: number | null
  max_price: number | null
  sort: string | null
  page: number
}

export const SHOP_PER_PAGE = 12

export const EMPTY_FILTERS: ShopFilters = {
  search: '',
  categories: [],
  colors: [],
  brands: [],
  home_section: null,
  min_price: null,
  max_price: null,
  sort: null,
  page: 1,
}

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d+$/.test(value)) return null
  const n = Number(value)
  return n >= 1 ? n : null
}

const price = (value: string | null): number | null => {
  if (value === null || value.trim() === '') return null
  const n = Number(value)
  return Number.isFinite(n) && n >= 0 ? n : null
}

const ids = (params: URLSearchParams, key: string): number[] => {
  const out: number[] = []
  for (const raw of params.getAll(key)) {
    const id = positiveInt(raw)
    if (id !== null && !out.includes(id)) out.push(id)
  }
  return out.sort((a, b) => a - b)
}

/** Reads filters from a query string; malformed values are dropped rather than sent to the server. */
export function parseShopParams(search: string): ShopFilters {
  const params = new URLSearchParams(search)
  const sort = params.get('sort')
  return {
    search: (params.get('search') ?? '').trim(),
    categories: ids(params, 'categories'),
    colors: ids(params, 'colors'),
    brands: ids(params, 'brands'),
    home_section: positiveInt(params.get('home_section')),
    min_price: price(params.get('min_price')),
    max_price: price(params.get('max_price')),
    sort: sort && /^[a-z_]{1,40}$/.test(sort) ? sort : null,
    page: positiveInt(params.get('page')) ?? 1,
  }
}

export function toSearchString(filters: ShopFilters): string {
  const params = new URLSearchParams()
  if (filters.search) params.set('search', filters.search)
  for (const key of ['categories', 'colors', 'brands'] as const) {
    for (const id of filters[key]) params.append(key, String(id))
  }
  if (filters.home_section !== null) params.set('home_section', String(filters.home_section))
  if (filters.min_price !== null) params.set('min_price', String(filters.min_price))
  if (filters.max_price !== null) params.set('max_price', String(filters.max_price))
  if (filters.sort) params.set('sort', filters.sort)
  if (filters.page > 1) params.set('page', String(filters.page))
  return params.toString()
}

/** The parameters of a shop address that are not the shop's own filters (`utm_source`, say). */
export function foreignParams(search: string): [string, string][] {
  return [...new URLSearchParams(search)].filter(([key]) => !Object.hasOwn(EMPTY_FILTERS, key))
}

/** Changing any filter starts again at page 1, unless the change is the page itself. */
export function withFilters(filters: ShopFilters, patch: Partial<ShopFilters>): ShopFilters {
  return { ...filters, page: 1, ...patch }
}

export function toggleId(list: number[], id: number): number[] {
  return list.includes(id) ? list.filter((x) => x !== id) : [...list, id].sort((a, b) => a - b)
}

export function hasActiveFilters(filters: ShopFilters): boolean {
  return toSearchString({ ...filters, page: 1 }) !== ''
}

/** The query of GET /shop for these filters: the only place it is built (shop page, first load, server). */
export function toApiQuery(filters: ShopFilters): ShopQuery {
  const query: ShopQuery = { page: filters.page, per_page: SHOP_PER_PAGE }
  if (filters.search) query.search = filters.search
  if (filters.categories.length) query.categories = filters.categories
  if (filters.colors.length) query.colors = filters.colors
  if (filters.brands.length) query.brands = filters.brands
  if (filters.home_section !== null) query.home_section = filters.home_section
  if (filters.min_price !== null) query.min_price = filters.min_price
  if (filters.max_price !== null) query.max_price = filters.max_price
  // Unknown keys are refused by the server (422); the URL keeps what the user shared.
  if (filters.sort) query.sort = filters.sort as SortKey
  return query
}
