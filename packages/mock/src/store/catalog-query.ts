import type { components } from '@storefront/sdk/schema'
import { foldSearchText } from '@storefront/sdk/search-text'
import type { Language, StoreProduct } from '../model/records.ts'
import { sortSeed } from '../seed/index.ts'
import { shortDescriptionAr } from '../seed/products-ar.ts'
import { seedAr } from '../seed/seed-ar.ts'
import {
  catalogIndex,
  type CatalogIndex as Index,
  type Pagination,
  type ProductSummary,
  type SortKey,
  sortedSummaries,
} from './catalog.ts'

type Schemas = components['schemas']

export interface ProductFilter {
  search?: string
  language?: Language
  categories?: number[]
  brands?: number[]
  colors?: number[]
  tags?: number[]
  homeSection?: number
  minPrice?: number
  maxPrice?: number
  sort?: SortKey
}

function haystack(idx: Index, p: StoreProduct, language: Language): string {
  const texts = idx.haystacks[language]
  let text = texts.get(p.id)
  if (text === undefined) {
    const english = [
      p.name,
      idx.brandsById.get(p.brand_id)?.name,
      idx.categoriesById.get(p.category_id)?.name,
      ...p.tag_ids.map((id) => idx.tagsById.get(id)?.name),
    ]
    // Brand and model names are the same in both languages, so Arabic adds to the English text.
    const arabic =
      language === 'ar'
        ? [
            seedAr.Category?.[p.category_id]?.name,
            ...p.tag_ids.map((id) => seedAr.Tag?.[id]?.name),
            shortDescriptionAr(p.short_description),
          ]
        : []
    text = foldSearchText([...english, ...arabic].filter(Boolean).join('\n'))
    texts.set(p.id, text)
  }
  return text
}

// The filter groups a product can fail, as bits: a facet group is counted against every other group's filters.
const CATEGORY = 1
const BRAND = 2
const COLOR = 4
const OTHER = 8

function failedGroups(filter: ProductFilter, idx: Index): (s: ProductSummary) => number {
  const search = foldSearchText(filter.search ?? '')
  const language = filter.language ?? 'en'
  const inSet = (values: number[] | undefined) => (values && values.length > 0 ? new Set(values) : null)
  const categorySet = inSet(filter.categories)
  const brandSet = inSet(filter.brands)
  const colorSet = inSet(filter.colors)
  const tagSet = inSet(filter.tags)
  const { homeSection, minPrice, maxPrice } = filter
  return (s) => {
    const p = idx.productsById.get(s.id) as StoreProduct
    let failed = 0
    if (categorySet && !categorySet.has(p.category_id)) failed |= CATEGORY
    if (brandSet && !brandSet.has(p.brand_id)) failed |= BRAND
    if (colorSet && !s.colors.some((c) => colorSet.has(c.id))) failed |= COLOR
    if (
      (tagSet && !p.tag_ids.some((id) => tagSet.has(id))) ||
      (homeSection !== undefined && !p.home_section_ids.includes(homeSection)) ||
      (minPrice !== undefined && s.price < minPrice) ||
      (maxPrice !== undefined && s.price > maxPrice) ||
      (search && !haystack(idx, p, language).includes(search))
    )
      failed |= OTHER
    return failed
  }
}

/** `search` matches folded names of product, brand, category and tag (and Arabic texts); prices compare the cheapest variant. */
export function queryProducts(filter: ProductFilter = {}): ProductSummary[] {
  const idx = catalogIndex()
  const all = sortedSummaries(idx, filter.sort ?? 'newest')
  const unfiltered =
    !filter.search &&
    !filter.categories?.length &&
    !filter.brands?.length &&
    !filter.colors?.length &&
    !filter.tags?.length &&
    filter.homeSection === undefined &&
    filter.minPrice === undefined &&
    filter.maxPrice === undefined
  if (unfiltered) return all
  const failed = failedGroups(filter, idx)
  return all.filter((s) => failed(s) === 0)
}

type FacetCount = Schemas['FacetCount']

const colorIdLists = new WeakMap<ProductSummary, number[]>()

function colorIds(s: ProductSummary): number[] {
  let ids = colorIdLists.get(s)
  if (!ids) {
    ids = [...new Set(s.colors.map((c) => c.id))]
    colorIdLists.set(s, ids)
  }
  return ids
}

/** A filter's sorted listing and its facets, each group counted against every other filter (see getShop), in one pass. */
export function shopQuery(filter: ProductFilter): {
  products: ProductSummary[]
  facets: Schemas['ShopFacets']
} {
  const idx = catalogIndex()
  const failed = failedGroups(filter, idx)
  const tallies = {
    categories: new Map<number, number>([...idx.categoriesById.keys()].map((id) => [id, 0])),
    brands: new Map<number, number>([...idx.brandsById.keys()].map((id) => [id, 0])),
    colors: new Map<number, number>([...idx.colorsById.keys()].map((id) => [id, 0])),
  }
  const add = (tally: Map<number, number>, key: number) => {
    const count = tally.get(key)
    if (count !== undefined) tally.set(key, count + 1)
  }
  const products: ProductSummary[] = []
  for (const s of sortedSummaries(idx, filter.sort ?? 'newest')) {
    const groups = failed(s)
    if (groups === 0) products.push(s)
    if ((groups & ~CATEGORY) === 0) add(tallies.categories, s.category.id)
    if ((groups & ~BRAND) === 0) add(tallies.brands, s.brand.id)
    if ((groups & ~COLOR) === 0) for (const id of colorIds(s)) add(tallies.colors, id)
  }
  const counts = (tally: Map<number, number>): FacetCount[] =>
    [...tally].map(([id, count]) => ({ id, count }))
  return {
    products,
    facets: {
      categories: counts(tallies.categories),
      brands: counts(tallies.brands),
      colors: counts(tallies.colors),
    },
  }
}

export function paginate<T>(
  items: readonly T[],
  page = 1,
  perPage = 12,
): { data: T[]; pagination: Pagination } {
  const start = (page - 1) * perPage
  return {
    data: items.slice(start, start + perPage),
    pagination: {
      total: items.length,
      per_page: perPage,
      current_page: page,
      last_page: Math.max(1, Math.ceil(items.length / perPage)),
    },
  }
}

export function priceRange(): { min: number; max: number } {
  const list = sortedSummaries(catalogIndex(), 'price_asc')
  if (list.length === 0) return { min: 0, max: 0 }
  return { min: Math.floor(list[0]?.price ?? 0), max: Math.ceil(list[list.length - 1]?.price ?? 0) }
}

export const sorts: Schemas['SortOption'][] = sortSeed
