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
  /** The request's language: Arabic also searches the Arabic texts its answers carry. */
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
  const key = `${language}:${p.id}`
  let text = idx.haystacks.get(key)
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
    idx.haystacks.set(key, text)
  }
  return text
}

/** `search` matches folded names of product, brand, category and tag (and Arabic texts); prices compare the cheapest variant. */
export function queryProducts(filter: ProductFilter = {}): ProductSummary[] {
  const idx = catalogIndex()
  const search = foldSearchText(filter.search ?? '')
  const language = filter.language ?? 'en'
  const inSet = (values: number[] | undefined) => (values && values.length > 0 ? new Set(values) : null)
  const categorySet = inSet(filter.categories)
  const brandSet = inSet(filter.brands)
  const colorSet = inSet(filter.colors)
  const tagSet = inSet(filter.tags)
  const all = sortedSummaries(idx, filter.sort ?? 'newest')
  if (!search && !categorySet && !brandSet && !colorSet && !tagSet && filter.homeSection === undefined) {
    if (filter.minPrice === undefined && filter.maxPrice === undefined) return all
  }
  return all.filter((s) => {
    const p = idx.productsById.get(s.id) as StoreProduct
    if (categorySet && !categorySet.has(p.category_id)) return false
    if (brandSet && !brandSet.has(p.brand_id)) return false
    if (tagSet && !p.tag_ids.some((id) => tagSet.has(id))) return false
    if (filter.homeSection !== undefined && !p.home_section_ids.includes(filter.homeSection)) return false
    if (filter.minPrice !== undefined && s.price < filter.minPrice) return false
    if (filter.maxPrice !== undefined && s.price > filter.maxPrice) return false
    if (colorSet && !s.colors.some((c) => colorSet.has(c.id))) return false
    if (search && !haystack(idx, p, language).includes(search)) return false
    return true
  })
}

type FacetCount = Schemas['FacetCount']

/** Per option, the products the listing would hold with it chosen: each group counted against every other filter (see getShop). */
export function shopFacets(filter: ProductFilter): Schemas['ShopFacets'] {
  const idx = catalogIndex()
  const count = (
    group: 'categories' | 'brands' | 'colors',
    ids: number[],
    keysOf: (s: ProductSummary) => number[],
  ): FacetCount[] => {
    const tally = new Map<number, number>(ids.map((id) => [id, 0]))
    for (const s of queryProducts({ ...filter, [group]: undefined, sort: undefined })) {
      for (const key of new Set(keysOf(s))) if (tally.has(key)) tally.set(key, (tally.get(key) ?? 0) + 1)
    }
    return ids.map((id) => ({ id, count: tally.get(id) ?? 0 }))
  }
  return {
    categories: count('categories', [...idx.categoriesById.keys()], (s) => [s.category.id]),
    brands: count('brands', [...idx.brandsById.keys()], (s) => [s.brand.id]),
    colors: count('colors', [...idx.colorsById.keys()], (s) => s.colors.map((c) => c.id)),
  }
}

/** One page of a list; a page past the end is empty but keeps the true totals. */
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

/** Lowest and highest product price (cheapest variant), for the shop's price filter. */
export function priceRange(): { min: number; max: number } {
  const list = sortedSummaries(catalogIndex(), 'price_asc')
  if (list.length === 0) return { min: 0, max: 0 }
  return { min: Math.floor(list[0]?.price ?? 0), max: Math.ceil(list[list.length - 1]?.price ?? 0) }
}

export const sorts: Schemas['SortOption'][] = sortSeed
