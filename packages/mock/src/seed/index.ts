import type { components } from '@storefront/sdk/schema'
import { mockImageUrl } from './media.ts'
import { createRng } from './prng.ts'
import { buildProducts, type ProductSeed } from './products.ts'
import {
  brandSeed,
  categorySeed,
  colorSeed,
  configurationSeed,
  couponSeed,
  currencySeed,
  homeSectionSeed,
  pageSeed,
  sizeSeed,
  tagSeed,
  teamSeed,
} from './reference.ts'

export { UNSAFE_DESCRIPTION_PRODUCT_ID } from './products.ts'
export { STORE_NAME, shopperSeed, sortSeed } from './reference.ts'

type Schemas = components['schemas']

export interface CatalogSeed extends ProductSeed {
  categories: Schemas['Category'][]
  brands: Schemas['Brand'][]
  colors: Schemas['Color'][]
  sizes: Schemas['Size'][]
  tags: Schemas['Tag'][]
  homeSections: Schemas['HomeSection'][]
  currencies: Schemas['Currency'][]
  configurations: Schemas['ConfigurationEntry'][]
  pages: Schemas['ContentPage'][]
  teamMembers: Schemas['TeamMember'][]
  coupons: Schemas['Coupon'][]
}

const SEED = 20_261_122

/** UTC midnight of the given time: the seed is identical all day, and its dates stay relative to today. */
export function seedAnchor(now = Date.now()): number {
  return Math.floor(now / 86_400_000) * 86_400_000
}

export function buildCatalogSeed(now = Date.now()): CatalogSeed {
  const rng = createRng(SEED)
  const productSeed = buildProducts(rng, seedAnchor(now))
  const count = (key: 'category_id' | 'brand_id', id: number) =>
    productSeed.products.filter((p) => p[key] === id).length
  const clone = <T>(value: T): T => structuredClone(value)
  return {
    ...productSeed,
    categories: categorySeed.map((c) => ({
      ...c,
      image: { url: mockImageUrl(`category-${c.id}.webp`), width: 400, height: 400, alt: c.name },
      products_count: count('category_id', c.id),
    })),
    brands: brandSeed.map((b) => ({
      ...b,
      logo: { url: mockImageUrl(`brand-${b.id}.webp`), width: 200, height: 100, alt: b.name },
      products_count: count('brand_id', b.id),
    })),
    colors: clone(colorSeed),
    sizes: clone(sizeSeed),
    tags: clone(tagSeed),
    homeSections: clone(homeSectionSeed),
    currencies: clone(currencySeed),
    configurations: clone(configurationSeed),
    pages: clone(pageSeed),
    teamMembers: clone(teamSeed),
    coupons: clone(couponSeed),
  }
}
