import { beforeEach, describe, expect, it, vi } from 'vitest'
import { componentValidator } from '../model/schema.ts'
import { UNSAFE_DESCRIPTION_PRODUCT_ID } from '../seed/index.ts'
import {
  adjustStock,
  brands,
  catalogCollections,
  catalogVersion,
  categories,
  coupons,
  findCoupon,
  findVariant,
  listVariants,
  productDetail,
  productSummary,
  products,
  resetCatalog,
  reviews,
  variants,
} from './catalog.ts'
import { queryProducts } from './catalog-query.ts'
import { createReview, deleteReview, listReviews } from './reviews.ts'

beforeEach(async () => {
  await resetCatalog()
})

const snapshot = () =>
  JSON.stringify(Object.fromEntries(Object.entries(catalogCollections).map(([name, c]) => [name, c.all()])))

describe('seed', () => {
  it('is deterministic: two resets give the identical catalogue', async () => {
    const first = snapshot()
    await resetCatalog()
    expect(snapshot()).toBe(first)
  })

  it('has a realistic size: at least 8 categories, 12 brands and 200 products', () => {
    expect(categories.count()).toBeGreaterThanOrEqual(8)
    expect(brands.count()).toBeGreaterThanOrEqual(12)
    expect(products.count()).toBeGreaterThanOrEqual(200)
    for (const category of categories.all()) {
      expect(category.products_count).toBe(
        products.findMany((q) => q.where({ category_id: category.id })).length,
      )
      expect(category.products_count).toBeGreaterThan(0)
    }
    expect(new Set(products.all().map((p) => p.brand_id)).size).toBe(brands.count())
  })

  it('has in-stock, sold-out and pre-order-only products, pre-orders ready in the future', () => {
    const all = queryProducts()
    const soldOut = all.filter((s) => !s.in_stock && !s.pre_order)
    const preOrder = all.filter((s) => s.pre_order)
    expect(all.filter((s) => s.in_stock).length).toBeGreaterThan(150)
    expect(soldOut.length).toBeGreaterThan(0)
    expect(preOrder.length).toBeGreaterThanOrEqual(Math.floor(all.length * 0.04))
    const today = new Date().toISOString().slice(0, 10)
    for (const summary of preOrder) {
      for (const variant of productDetail(summary.id)?.variants ?? []) {
        expect(variant.pre_order).toBe(true)
        expect(variant.stock).toBe(0)
        expect(variant.ready_date! > today).toBe(true)
      }
    }
    // Some in-stock products still have a sold-out variant.
    expect(
      variants.all().some((v) => v.stock === 0 && !v.pre_order && productSummary(v.product_id)?.in_stock),
    ).toBe(true)
  })

  it('has colour-and-size, colour-only, size-only and plain products', () => {
    const kinds = new Set(
      products.all().map((p) => {
        const list = listVariants(p.id)
        return `${list.some((v) => v.color) ? 'color' : ''}+${list.some((v) => v.size) ? 'size' : ''}`
      }),
    )
    expect([...kinds].sort()).toEqual(['+', '+size', 'color+', 'color+size'])
    const plain = products.all().find((p) => listVariants(p.id).every((v) => !v.color && !v.size))!
    expect(listVariants(plain.id)).toHaveLength(1)
  })

  it('prices phones by storage: a bigger size never costs less', () => {
    const phone = products.all().find((p) => p.category_id === 1 && listVariants(p.id).some((v) => v.size))!
    const list = listVariants(phone.id)
    const byColor = Map.groupBy(list, (v) => v.color?.id ?? 0)
    for (const group of byColor.values()) {
      const prices = group.map((v) => v.price)
      expect(prices).toEqual([...prices].sort((a, b) => a - b))
    }
  })

  it('plants hostile HTML in one description so clients must sanitise', () => {
    const description = productDetail(UNSAFE_DESCRIPTION_PRODUCT_ID)?.description ?? ''
    expect(description).toContain('<img src=x onerror=alert(1)>')
    expect(description).toContain('<script>')
    expect(productDetail(UNSAFE_DESCRIPTION_PRODUCT_ID + 1)?.description).not.toContain('<script>')
  })

  it('offers WELCOME30, SAVE10 and FLAT50', () => {
    expect(coupons.all().map((c) => c.code)).toEqual(['WELCOME30', 'SAVE10', 'FLAT50'])
    expect(findCoupon(' welcome30 ')).toMatchObject({
      type: 'percent',
      value: 30,
      free_shipping: true,
      first_order_only: true,
    })
    expect(findCoupon('SAVE10')).toMatchObject({ type: 'percent', value: 10, min_subtotal: 100 })
    expect(findCoupon('FLAT50')).toMatchObject({ type: 'fixed', value: 50, min_subtotal: 500 })
    expect(findCoupon('NOPE')).toBeNull()
  })

  it('gives seeded reviews to shoppers with ids from 1000', () => {
    expect(reviews.count()).toBeGreaterThan(200)
    expect(reviews.all().every((r) => r.author.id >= 1000)).toBe(true)
    expect(queryProducts().some((s) => s.reviews_count === 0)).toBe(true)
  })
})

describe('stored records follow openapi.yaml', () => {
  it('every summary, detail and variant the db hands out matches its contract schema', () => {
    const summary = componentValidator('ProductSummary')
    const detail = componentValidator('ProductDetail')
    for (const p of products.all()) {
      expect(summary(productSummary(p.id)), JSON.stringify(summary.errors)).toBe(true)
      expect(detail(productDetail(p.id)), JSON.stringify(detail.errors)).toBe(true)
    }
    const variant = componentValidator('Variant')
    expect(listVariants().every((v) => variant(v))).toBe(true)
  })

  it('refuses records that drift from the contract', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const good = products.all()[0]!
    await expect(products.create({ ...good, id: 9999, slug: 'Not A Slug' })).rejects.toThrow()
    await expect(products.create({ ...good, id: 9999, images: [] })).rejects.toThrow()
    await expect(products.create({ ...good, id: 9999, surprise: true } as never)).rejects.toThrow()
    const variant = variants.all()[0]!
    await expect(variants.create({ ...variant, id: 9999, stock: -1 })).rejects.toThrow()
    await expect(variants.create({ ...variant, id: 9999, price: '10' as never })).rejects.toThrow()
    const review = reviews.all()[0]!
    await expect(reviews.create({ ...review, id: 9999, rating: 6 })).rejects.toThrow()
    await expect(categories.create({ id: 99, name: 'X', slug: 'x' } as never)).rejects.toThrow()
    await expect(
      variants.update((q) => q.where({ id: variant.id }), {
        data(draft) {
          draft.stock = -5
        },
      }),
    ).rejects.toThrow()
    // A good record is accepted, so the refusals above are about the data.
    await expect(products.create({ ...good, id: 9999, slug: 'fine-slug-9999' })).resolves.toMatchObject({
      id: 9999,
    })
  })
})

describe('read API for the commerce half', () => {
  it('finds a variant with its product summary', () => {
    const found = findVariant(1)
    expect(found?.variant).toMatchObject({ id: 1, product_id: found?.product.id })
    expect(found?.product.id).toBe(variants.all()[0]!.product_id)
    expect(findVariant(999_999)).toBeNull()
  })

  it('finds a product by id and by slug, and nothing for an unknown one', () => {
    const bySlug = productDetail(productDetail(12)!.slug)
    expect(bySlug?.id).toBe(12)
    expect(productDetail('12')?.id).toBe(12)
    expect(productDetail('no-such-product')).toBeNull()
    expect(productDetail(999_999)).toBeNull()
  })

  it('prices a summary from its cheapest variant', () => {
    for (const p of products.all().slice(0, 40)) {
      const prices = listVariants(p.id).map((v) => v.price)
      expect(productSummary(p.id)?.price).toBe(Math.min(...prices))
    }
  })

  it('derives rating and reviews_count from the reviews collection', async () => {
    const target = queryProducts().find((s) => s.reviews_count === 0)!
    expect(target.rating).toBe(0)
    await createReview({
      product_id: target.id,
      rating: 5,
      comment: 'Great',
      author: { id: 1, name: 'Demo' },
    })
    await createReview({ product_id: target.id, rating: 2, comment: 'Meh', author: { id: 2, name: 'Other' } })
    expect(productSummary(target.id)).toMatchObject({ rating: 3.5, reviews_count: 2 })
    const mine = listReviews({ productId: target.id, authorId: 1 })
    expect(mine).toHaveLength(1)
    deleteReview(mine[0]!.id)
    expect(productSummary(target.id)).toMatchObject({ rating: 2, reviews_count: 1 })
  })

  it('takes and gives back stock, never below zero, and the summary follows', async () => {
    const summary = queryProducts().find(
      (s) => s.in_stock && listVariants(s.id).filter((v) => v.stock > 0).length === 1,
    )!
    const variant = listVariants(summary.id).find((v) => v.stock > 0)!
    const version = catalogVersion()
    expect(await adjustStock(variant.id, -(variant.stock + 1))).toBeNull()
    expect(findVariant(variant.id)?.variant.stock).toBe(variant.stock)
    expect((await adjustStock(variant.id, -variant.stock))?.stock).toBe(0)
    expect(catalogVersion()).not.toBe(version)
    expect(productSummary(summary.id)?.in_stock).toBe(false)
    expect((await adjustStock(variant.id, 3))?.stock).toBe(3)
    expect(productSummary(summary.id)?.in_stock).toBe(true)
    expect(await adjustStock(999_999, 1)).toBeNull()
  })

  it('sees writes made straight through a collection', async () => {
    const p = products.all()[0]!
    await products.update((q) => q.where({ id: p.id }), {
      data(draft) {
        draft.name = 'Renamed Phone'
      },
    })
    expect(productSummary(p.id)?.name).toBe('Renamed Phone')
    expect(queryProducts({ search: 'renamed phone' }).map((s) => s.id)).toEqual([p.id])
  })
})
