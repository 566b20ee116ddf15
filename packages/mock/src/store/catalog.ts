import { Collection } from '@msw/data'
import type { components } from '@storefront/sdk/schema'
import type { Language, StoreProduct, StoreReview, StoreVariant } from '../model/records.ts'
import { componentSchema, type JsonSchema, standardSchema } from '../model/schema.ts'
import { buildCatalogSeed, type CatalogSeed, seedAnchor } from '../seed/index.ts'
import { mockImageUrl } from '../seed/media.ts'
import { worldObject, worldState } from './worlds.ts'

type Schemas = components['schemas']
export type ProductSummary = Schemas['ProductSummary']
export type ProductDetail = Schemas['ProductDetail']
export type Variant = Schemas['Variant']
export type Review = Schemas['Review']
export type Pagination = Schemas['Pagination']
export type SortKey = Schemas['SortKey']

// Store-only schemas point into openapi.yaml wherever a field mirrors the contract.
const pointer = (path: string): JsonSchema => ({ $ref: `#/components/schemas/${path}` })
const ids: JsonSchema = { type: 'array', items: { type: 'integer', minimum: 1 } }
const nullableId: JsonSchema = { type: ['integer', 'null'], minimum: 1 }

const productSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'slug',
    'name',
    'short_description',
    'description',
    'brand_id',
    'category_id',
    'tag_ids',
    'home_section_ids',
    'images',
    'specifications',
    'created_at',
    'popularity',
  ],
  properties: {
    id: { allOf: [pointer('ProductSummary/properties/id')], minimum: 1 },
    slug: { allOf: [pointer('ProductSummary/properties/slug')], pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
    name: { allOf: [pointer('ProductSummary/properties/name')], minLength: 1 },
    short_description: pointer('ProductSummary/properties/short_description'),
    description: pointer('ProductDetail/allOf/1/properties/description'),
    brand_id: { type: 'integer', minimum: 1 },
    category_id: { type: 'integer', minimum: 1 },
    tag_ids: ids,
    home_section_ids: ids,
    images: pointer('ProductDetail/allOf/1/properties/images'),
    specifications: pointer('ProductDetail/allOf/1/properties/specifications'),
    created_at: pointer('Timestamp'),
    popularity: { type: 'integer', minimum: 0 },
  },
}

const variantSchema: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id',
    'product_id',
    'sku',
    'color_id',
    'size_id',
    'price',
    'compare_at_price',
    'stock',
    'pre_order',
    'ready_date',
  ],
  properties: {
    id: { allOf: [pointer('Variant/properties/id')], minimum: 1 },
    product_id: { allOf: [pointer('Variant/properties/product_id')], minimum: 1 },
    sku: pointer('Variant/properties/sku'),
    color_id: nullableId,
    size_id: nullableId,
    price: pointer('Variant/properties/price'),
    compare_at_price: pointer('Variant/properties/compare_at_price'),
    stock: pointer('Variant/properties/stock'),
    pre_order: pointer('Variant/properties/pre_order'),
    ready_date: pointer('Variant/properties/ready_date'),
  },
}

function emptyCatalogue() {
  return {
    categories: new Collection({ schema: componentSchema<Schemas['Category']>('Category') }),
    brands: new Collection({ schema: componentSchema<Schemas['Brand']>('Brand') }),
    colors: new Collection({ schema: componentSchema<Schemas['Color']>('Color') }),
    sizes: new Collection({ schema: componentSchema<Schemas['Size']>('Size') }),
    tags: new Collection({ schema: componentSchema<Schemas['Tag']>('Tag') }),
    homeSections: new Collection({ schema: componentSchema<Schemas['HomeSection']>('HomeSection') }),
    currencies: new Collection({ schema: componentSchema<Schemas['Currency']>('Currency') }),
    configurations: new Collection({
      schema: componentSchema<Schemas['ConfigurationEntry']>('ConfigurationEntry'),
    }),
    pages: new Collection({ schema: componentSchema<Schemas['ContentPage']>('ContentPage') }),
    teamMembers: new Collection({ schema: componentSchema<Schemas['TeamMember']>('TeamMember') }),
    products: new Collection({ schema: standardSchema<StoreProduct>('StoreProduct', productSchema) }),
    variants: new Collection({ schema: standardSchema<StoreVariant>('StoreVariant', variantSchema) }),
    reviews: new Collection({ schema: componentSchema<StoreReview>('Review') }),
    coupons: new Collection({ schema: componentSchema<Schemas['Coupon']>('Coupon') }),
  }
}

type Catalogue = ReturnType<typeof emptyCatalogue>
type CatalogueName = keyof Catalogue

async function fill(catalogue: Catalogue, seed: CatalogSeed): Promise<void> {
  await Promise.all(
    (Object.keys(catalogue) as CatalogueName[]).map((name) => {
      const records = seed[name] as unknown[]
      return (catalogue[name] as unknown as Collection<never>).createMany(
        records.length,
        (i) => records[i] as never,
      )
    }),
  )
}

/** The seed's catalogue, read by every world until it writes to its own; one per seed day and media origin. */
let seeded: { key: string; catalogue: Catalogue } | null = null

async function seedCatalogue(): Promise<Catalogue> {
  const key = `${seedAnchor()} ${mockImageUrl('')}`
  if (seeded?.key !== key) {
    const catalogue = emptyCatalogue()
    await fill(catalogue, buildCatalogSeed())
    seeded = { key, catalogue }
  }
  return seeded.catalogue
}

const WRITES = new Set(['create', 'createMany', 'update', 'updateMany', 'delete', 'deleteMany', 'clear'])

/** A world's catalogue: the seed's, shared and never written, until its first write copies it. */
const worldCatalogue = worldState(() => ({ base: null as Catalogue | null, own: null as Catalogue | null }))

function catalogueFor(write: boolean): Catalogue {
  const state = worldCatalogue()
  if (state.own) return state.own
  state.base ??= (seeded as { catalogue: Catalogue }).catalogue
  if (!write) return state.base
  const own = emptyCatalogue()
  // A write replaces a record and never changes one in place, so the seed's stay as they were;
  // `all()` is synchronous, so the write that asked for the copy lands in it.
  for (const name of Object.keys(own) as CatalogueName[]) {
    const list = own[name].all() as unknown[]
    for (const record of state.base[name].all()) list.push(record)
  }
  state.own = own
  return own
}

const worldCollection = <N extends CatalogueName>(name: N): Catalogue[N] =>
  worldObject((key) => catalogueFor(typeof key === 'string' && WRITES.has(key))[name])

export const categories = worldCollection('categories')
export const brands = worldCollection('brands')
export const colors = worldCollection('colors')
export const sizes = worldCollection('sizes')
export const tags = worldCollection('tags')
export const homeSections = worldCollection('homeSections')
export const currencies = worldCollection('currencies')
export const configurations = worldCollection('configurations')
export const pages = worldCollection('pages')
export const teamMembers = worldCollection('teamMembers')
export const products = worldCollection('products')
export const variants = worldCollection('variants')
export const reviews = worldCollection('reviews')
export const coupons = worldCollection('coupons')

export const catalogCollections: Catalogue = {
  categories,
  brands,
  colors,
  sizes,
  tags,
  homeSections,
  currencies,
  configurations,
  pages,
  teamMembers,
  products,
  variants,
  reviews,
  coupons,
}

// Rebuilt whenever a watched collection changes, so writes made straight through one are never stale.

export interface CatalogIndex {
  productsById: Map<number, StoreProduct>
  productsBySlug: Map<string, StoreProduct>
  variantsById: Map<number, StoreVariant>
  variantsByProduct: Map<number, StoreVariant[]>
  ratings: Map<number, { sum: number; count: number }>
  colorsById: Map<number, Schemas['Color']>
  sizesById: Map<number, Schemas['Size']>
  tagsById: Map<number, Schemas['Tag']>
  brandsById: Map<number, Schemas['Brand']>
  categoriesById: Map<number, Schemas['Category']>
  summaries: Map<number, ProductSummary>
  details: Map<number, ProductDetail>
  sorted: Map<SortKey, ProductSummary[]>
  haystacks: Record<Language, Map<number, string>>
}

interface Indexed {
  snapshots: unknown[][]
  index: CatalogIndex
  version: number
}
/** Each catalogue's index; a world reading the seed's shares the seed's. */
const indexes = new WeakMap<Catalogue, Indexed>()
/** Counts every index built, in any world: a version names one catalogue's state alone. */
let versions = 0

function unchanged(watched: Collection<never>[], snapshots: unknown[][]): boolean {
  for (let i = 0; i < watched.length; i++) {
    const all = (watched[i] as Collection<never>).all() as unknown[]
    const seen = snapshots[i]
    if (!seen || seen.length !== all.length) return false
    for (let j = 0; j < all.length; j++) if (all[j] !== seen[j]) return false
  }
  return true
}

function byId<T extends { id: number }>(records: readonly T[]): Map<number, T> {
  return new Map(records.map((r) => [r.id, r]))
}

function indexed(): Indexed {
  const catalogue = catalogueFor(false)
  const watched = Object.values(catalogue) as unknown as Collection<never>[]
  const kept = indexes.get(catalogue)
  if (kept && unchanged(watched, kept.snapshots)) return kept
  versions++
  const built = {
    snapshots: watched.map((c) => [...(c.all() as unknown[])]),
    index: buildIndex(catalogue),
    version: versions,
  }
  indexes.set(catalogue, built)
  return built
}

export function catalogIndex(): CatalogIndex {
  return indexed().index
}

function buildIndex({
  variants,
  reviews,
  products,
  colors,
  sizes,
  tags,
  brands,
  categories,
}: Catalogue): CatalogIndex {
  const variantsByProduct = new Map<number, StoreVariant[]>()
  for (const v of variants.all()) {
    const list = variantsByProduct.get(v.product_id) ?? []
    list.push(v)
    variantsByProduct.set(v.product_id, list)
  }
  for (const list of variantsByProduct.values()) list.sort((a, b) => a.id - b.id)
  const ratings = new Map<number, { sum: number; count: number }>()
  for (const r of reviews.all()) {
    const entry = ratings.get(r.product_id) ?? { sum: 0, count: 0 }
    entry.sum += r.rating
    entry.count += 1
    ratings.set(r.product_id, entry)
  }
  const all = products.all()
  return {
    productsById: byId(all),
    productsBySlug: new Map(all.map((p) => [p.slug, p])),
    variantsById: byId(variants.all()),
    variantsByProduct,
    ratings,
    colorsById: byId(colors.all()),
    sizesById: byId(sizes.all()),
    tagsById: byId(tags.all()),
    brandsById: byId(brands.all()),
    categoriesById: byId(categories.all()),
    summaries: new Map(),
    details: new Map(),
    sorted: new Map(),
    haystacks: { en: new Map(), ar: new Map() },
  }
}

const refOf = (record: { id: number; name: string; slug: string } | undefined, id: number): Schemas['Ref'] =>
  record ? { id: record.id, name: record.name, slug: record.slug } : { id, name: 'Unknown', slug: 'unknown' }

function colorImages(idx: CatalogIndex, v: StoreVariant, color: Schemas['Color']): Schemas['Image'][] {
  const product = idx.productsById.get(v.product_id)
  return (product?.images ?? []).map((image) => ({
    ...image,
    url: image.url.replace(/\.webp$/, `-c${color.id}.webp`),
    alt: `${image.alt}, ${color.name}`,
  }))
}

function toVariant(idx: CatalogIndex, v: StoreVariant): Variant {
  const color = v.color_id === null ? null : (idx.colorsById.get(v.color_id) ?? null)
  const size = v.size_id === null ? null : (idx.sizesById.get(v.size_id) ?? null)
  return {
    images: color ? colorImages(idx, v, color) : [],
    id: v.id,
    product_id: v.product_id,
    sku: v.sku,
    color: color && { ...color },
    size: size && { ...size },
    price: v.price,
    compare_at_price: v.compare_at_price,
    stock: v.stock,
    pre_order: v.pre_order,
    ready_date: v.ready_date,
  }
}

function buildSummary(idx: CatalogIndex, p: StoreProduct): ProductSummary {
  const list = idx.variantsByProduct.get(p.id) ?? []
  let cheapest: StoreVariant | undefined
  for (const v of list) if (!cheapest || v.price < cheapest.price) cheapest = v
  const seenColors = new Set<number>()
  const productColors: Schemas['Color'][] = []
  for (const v of list) {
    if (v.color_id === null || seenColors.has(v.color_id)) continue
    seenColors.add(v.color_id)
    const color = idx.colorsById.get(v.color_id)
    if (color) productColors.push({ ...color })
  }
  const rating = idx.ratings.get(p.id)
  const inStock = list.some((v) => !v.pre_order && v.stock > 0)
  const image = p.images[0] ?? { url: mockImageUrl('placeholder.webp'), width: 800, height: 800, alt: p.name }
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    short_description: p.short_description,
    price: cheapest?.price ?? 0,
    compare_at_price: cheapest?.compare_at_price ?? null,
    image: { ...image },
    brand: refOf(idx.brandsById.get(p.brand_id), p.brand_id),
    category: refOf(idx.categoriesById.get(p.category_id), p.category_id),
    rating: rating ? Math.round((rating.sum / rating.count) * 10) / 10 : 0,
    reviews_count: rating?.count ?? 0,
    in_stock: inStock,
    pre_order: !inStock && list.some((v) => v.pre_order),
    colors: productColors,
  }
}

export function summaryOf(idx: CatalogIndex, p: StoreProduct): ProductSummary {
  let summary = idx.summaries.get(p.id)
  if (!summary) {
    summary = buildSummary(idx, p)
    idx.summaries.set(p.id, summary)
  }
  return summary
}

const comparators: Record<SortKey, (a: ProductSummary, b: ProductSummary, idx: CatalogIndex) => number> = {
  newest: (a, b, idx) =>
    (idx.productsById.get(b.id)?.created_at ?? '').localeCompare(
      idx.productsById.get(a.id)?.created_at ?? '',
    ),
  price_asc: (a, b) => a.price - b.price,
  price_desc: (a, b) => b.price - a.price,
  name_asc: (a, b) => a.name.localeCompare(b.name, 'en'),
  name_desc: (a, b) => b.name.localeCompare(a.name, 'en'),
  rating: (a, b) => b.rating - a.rating || b.reviews_count - a.reviews_count,
  popular: (a, b, idx) =>
    (idx.productsById.get(b.id)?.popularity ?? 0) - (idx.productsById.get(a.id)?.popularity ?? 0),
}

export function sortedSummaries(idx: CatalogIndex, sort: SortKey): ProductSummary[] {
  let list = idx.sorted.get(sort)
  if (!list) {
    const compare = comparators[sort]
    list = [...idx.productsById.values()]
      .map((p) => summaryOf(idx, p))
      .sort((a, b) => compare(a, b, idx) || a.id - b.id)
    idx.sorted.set(sort, list)
  }
  return list
}

export function catalogVersion(): number {
  return indexed().version
}

export function productSummary(productId: number): ProductSummary | null {
  const idx = catalogIndex()
  const p = idx.productsById.get(productId)
  return p ? summaryOf(idx, p) : null
}

function findProduct(idx: CatalogIndex, idOrSlug: number | string): StoreProduct | undefined {
  const key = String(idOrSlug)
  // A plain decimal names an id; `01` is no id (openapi.yaml) and, as no slug is all digits, nothing.
  return /^[1-9]\d*$/.test(key) ? idx.productsById.get(Number(key)) : idx.productsBySlug.get(key)
}

export function productDetail(idOrSlug: number | string): ProductDetail | null {
  const idx = catalogIndex()
  const p = findProduct(idx, idOrSlug)
  if (!p) return null
  let detail = idx.details.get(p.id)
  if (!detail) {
    const related = sortedSummaries(idx, 'popular')
      .filter((s) => s.category.id === p.category_id && s.id !== p.id)
      .slice(0, 8)
    detail = {
      ...summaryOf(idx, p),
      description: p.description,
      images: p.images.map((image) => ({ ...image })),
      tags: p.tag_ids.flatMap((id) => {
        const tag = idx.tagsById.get(id)
        return tag ? [{ ...tag }] : []
      }),
      specifications: p.specifications.map((s) => ({ ...s })),
      variants: (idx.variantsByProduct.get(p.id) ?? []).map((v) => toVariant(idx, v)),
      related_products: related,
    }
    idx.details.set(p.id, detail)
  }
  return detail
}

export function findVariant(variantId: number): { variant: Variant; product: ProductSummary } | null {
  const idx = catalogIndex()
  const v = idx.variantsById.get(variantId)
  const p = v && idx.productsById.get(v.product_id)
  if (!v || !p) return null
  return { variant: toVariant(idx, v), product: summaryOf(idx, p) }
}

export function listVariants(productId?: number): Variant[] {
  const idx = catalogIndex()
  const list =
    productId === undefined ? [...idx.variantsById.values()] : (idx.variantsByProduct.get(productId) ?? [])
  return list.map((v) => toVariant(idx, v)).sort((a, b) => a.id - b.id)
}

/** Null when the variant is unknown or stock would drop below zero; pre-order lines have no stock to take. */
export async function adjustStock(variantId: number, delta: number): Promise<Variant | null> {
  const v = catalogIndex().variantsById.get(variantId)
  if (!v || !Number.isInteger(delta) || v.stock + delta < 0) return null
  const next = await variants.update((q) => q.where({ id: variantId }), {
    data(draft) {
      draft.stock += delta
    },
  })
  return next ? toVariant(catalogIndex(), next) : null
}

export function findCoupon(code: string): Schemas['Coupon'] | null {
  const wanted = code.trim().toUpperCase()
  return coupons.findFirst((q) => q.where({ code: (c) => c.toUpperCase() === wanted })) ?? null
}

/** The current world's catalogue back to the seed's (the day's seed, built again when the day has changed). */
export async function resetCatalog(): Promise<void> {
  const base = await seedCatalogue()
  const state = worldCatalogue()
  state.base = base
  state.own = null
  // A new version after every reset: the answers cached before it are not served (nor left out of the log) after it.
  indexes.delete(base)
}

// Seeded on import, so the read functions above always have a catalogue.
await seedCatalogue()
