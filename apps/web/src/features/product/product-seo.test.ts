import type { components } from '@storefront/sdk'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { env } from '../../lib/env'
import { productJsonLd, productOpenGraph } from './product-seo'

// The API answers on the shop's own origin here (the embedded mock), so its image paths are the shop's.
const apiMediaBase = env.mediaBase
beforeEach(() => {
  env.mediaBase = ''
})
afterEach(() => {
  env.mediaBase = apiMediaBase
})

const image = { url: '/mock-images/p1.svg', width: 800, height: 800, alt: 'Nova X' }
const black = { id: 1, name: 'Black', slug: 'black', hex: '#111111' }
const product: components['schemas']['ProductDetail'] = {
  id: 1,
  slug: 'nova-x',
  name: 'Nova X',
  short_description: 'A bright phone',
  description: '<p>A bright phone.</p>',
  price: 699,
  compare_at_price: null,
  image,
  images: [image],
  brand: { id: 3, name: 'Zentro', slug: 'zentro' },
  category: { id: 1, name: 'Smartphones', slug: 'smartphones' },
  rating: 4.5,
  reviews_count: 2,
  in_stock: true,
  pre_order: false,
  colors: [black],
  tags: [],
  specifications: [],
  variants: [
    {
      id: 1,
      product_id: 1,
      sku: 'NX-128',
      color: black,
      size: null,
      price: 699,
      compare_at_price: null,
      stock: 3,
      pre_order: false,
      ready_date: null,
    },
    {
      id: 2,
      product_id: 1,
      sku: 'NX-256',
      color: black,
      size: null,
      price: 799,
      compare_at_price: null,
      stock: 0,
      pre_order: false,
      ready_date: null,
    },
  ],
  related_products: [],
}
const ctx = {
  url: 'https://shop.test/product/nova-x',
  origin: 'https://shop.test',
  labels: { home: 'Home', shop: 'Shop' },
}

describe('product structured data', () => {
  it('describes the product with offers, absolute images and an aggregate rating', () => {
    const [ld] = productJsonLd(product, ctx) as [Record<string, unknown>]
    expect(ld['@type']).toBe('Product')
    expect(ld.image).toEqual(['https://shop.test/mock-images/p1.svg'])
    expect(ld.offers).toMatchObject({
      '@type': 'AggregateOffer',
      lowPrice: '699.00',
      highPrice: '799.00',
      availability: 'https://schema.org/InStock',
    })
    expect(ld.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    })
  })

  it('leaves the rating out when there are no reviews', () => {
    const [ld] = productJsonLd({ ...product, reviews_count: 0 }, ctx) as [Record<string, unknown>]
    expect(ld.aggregateRating).toBeUndefined()
  })

  it('gives the breadcrumb Home › Shop › category › product', () => {
    const [, crumbs] = productJsonLd(product, ctx) as [
      unknown,
      { itemListElement: { position: number; name: string }[] },
    ]
    expect(crumbs.itemListElement.map((c) => [c.position, c.name])).toEqual([
      [1, 'Home'],
      [2, 'Shop'],
      [3, 'Smartphones'],
      [4, 'Nova X'],
    ])
  })

  it('sets Open Graph type product with an absolute image', () => {
    expect(productOpenGraph(product, ctx)).toMatchObject({
      type: 'product',
      image: 'https://shop.test/mock-images/p1.svg',
    })
  })
})

describe('product images served by the API on its own origin', () => {
  it("are the API's addresses in structured data, not the shop's", () => {
    env.mediaBase = 'https://api.shop.example'
    const ld = productJsonLd(product, ctx)[0] as { image: string[] }
    expect(ld.image).toEqual(['https://api.shop.example/mock-images/p1.svg'])
  })
})
