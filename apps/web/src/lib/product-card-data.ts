import type { components } from '@storefront/sdk'

type Schemas = components['schemas']
type ProductSummary = Schemas['ProductSummary']

/** What a product card renders and hydrates with; a listing written into a page keeps only these fields, so they cannot drift. */
export const PRODUCT_CARD_FIELDS = [
  'id',
  'slug',
  'name',
  'price',
  'compare_at_price',
  'image',
  'brand',
  'rating',
  'reviews_count',
  'in_stock',
  'pre_order',
] as const satisfies readonly (keyof ProductSummary)[]

export type ProductCardData = Pick<ProductSummary, (typeof PRODUCT_CARD_FIELDS)[number]>

export function cardData(product: ProductCardData): ProductCardData {
  return Object.fromEntries(PRODUCT_CARD_FIELDS.map((field) => [field, product[field]])) as ProductCardData
}

export const HOME_SECTION_CARDS = 8
export const RELATED_CARDS = 4

export type Listed<T, K extends keyof T> = Omit<T, K> & { [P in K]: ProductCardData[] }
export type LeanHome = Omit<Schemas['Home'], 'sections'> & {
  sections: Listed<Schemas['HomeSectionWithProducts'], 'products'>[]
}
export type LeanProduct = Listed<Schemas['ProductDetail'], 'related_products'>
