import type { components } from '@storefront/sdk'
import { saveViewed, storedViewed } from '../../lib/recently-viewed-store'

type ProductSummary = components['schemas']['ProductSummary']

export const RECENTLY_VIEWED_MAX = 12

const SUMMARY_FIELDS = [
  'id',
  'slug',
  'name',
  'short_description',
  'price',
  'compare_at_price',
  'image',
  'brand',
  'category',
  'rating',
  'reviews_count',
  'in_stock',
  'pre_order',
  'colors',
] as const satisfies readonly (keyof ProductSummary)[]

/** Puts a product first, keeping only what its card needs (a detail is much larger). */
export function rememberViewed(product: ProductSummary) {
  const summary = Object.fromEntries(SUMMARY_FIELDS.map((key) => [key, product[key]])) as ProductSummary
  saveViewed([summary, ...storedViewed().filter((p) => p.id !== product.id)].slice(0, RECENTLY_VIEWED_MAX))
}
