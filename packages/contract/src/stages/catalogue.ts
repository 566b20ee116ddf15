// The public reads: settings and home in both languages, every shop filter, products and their variants.
import { type Body, captcha, type Journey, need } from '../session.ts'

export interface Catalogue {
  product: Body
  preOrderVariant: Body
  inStockVariants: Body[]
  coupons: Body[]
}

export async function browseCatalogue(j: Journey, found: Catalogue): Promise<void> {
  await settingsAndShop(j)
  const first = await firstProducts(j)
  const product = need(first.product, 'in-stock product')
  found.product = product
  await j.call('products of a category', 200, () =>
    j.api.GET('/api/v1/client/products', {
      params: { query: { category_id: product.category.id, per_page: 5 } },
    }),
  )
  await j.call('variants of a product', 200, () =>
    j.api.GET('/api/v1/client/getAllProductsVariants', { params: { query: { product_id: product.id } } }),
  )
  await j.call('variants, all products', 200, () =>
    j.api.GET('/api/v1/client/getAllProductsVariants', { params: { query: { per_page: 20 } } }),
  )
  const detail = (
    await j.call('product by id', 200, () =>
      j.api.GET('/api/v1/client/product/{id}', { params: { path: { id: String(product.id) } } }),
    )
  ).body?.data
  await j.call('product by slug', 200, () =>
    j.api.GET('/api/v1/client/product/{id}', { params: { path: { id: product.slug } } }),
  )
  await j.call('unknown product', 404, () =>
    j.api.GET('/api/v1/client/product/{id}', { params: { path: { id: `no-such-product-${j.runId}` } } }),
  )
  found.inStockVariants = (detail?.variants ?? []).filter((v: Body) => !v.pre_order && v.stock > 0)
  const preOrderProduct = first.preOrderProduct
  if (preOrderProduct) {
    const pre = (
      await j.call('pre-order product by id', 200, () =>
        j.api.GET('/api/v1/client/product/{id}', { params: { path: { id: String(preOrderProduct.id) } } }),
      )
    ).body?.data
    found.preOrderVariant = (pre?.variants ?? []).find((v: Body) => v.pre_order) ?? null
  }
  if (!found.preOrderVariant) j.notes.push('No pre-order product found: placeOrder(pre_order) expects 409.')

  await j.call('categories', 200, () => j.api.GET('/api/v1/client/categories'))
  await j.call('brands', 200, () => j.api.GET('/api/v1/client/brands'))
  await j.call('colors', 200, () => j.api.GET('/api/v1/client/colors'))
  await j.call('tags', 200, () => j.api.GET('/api/v1/client/tags'))
  await j.call('configurations', 200, () => j.api.GET('/api/v1/client/configurations'))
  found.coupons = (await j.call('coupons', 200, () => j.api.GET('/api/v1/client/coupons'))).body?.data ?? []
  await j.call('team members', 200, () => j.api.GET('/api/v1/client/team-members'))
  await j.call("a product's reviews", 200, () =>
    j.api.GET('/api/v1/client/reviews', { params: { query: { product_id: product.id } } }),
  )
}

async function settingsAndShop(j: Journey): Promise<void> {
  await captcha(j, 'captcha token')
  const settings = (await j.call('settings', 200, () => j.api.GET('/api/v1/client/allSettings'))).body?.data
  await j.call('home', 200, () => j.api.GET('/api/v1/client/home'))
  j.language = 'ar'
  try {
    await j.call('settings in Arabic', 200, () => j.api.GET('/api/v1/client/allSettings'))
    await j.call('home in Arabic', 200, () => j.api.GET('/api/v1/client/home'))
  } finally {
    j.language = 'en'
  }
  const firstId = (list: unknown) => (Array.isArray(list) && list[0]?.id ? [list[0].id as number] : undefined)
  await j.call('shop with every filter', 200, () =>
    j.api.GET('/api/v1/client/shop', {
      params: {
        query: {
          search: 'a',
          categories: firstId(settings?.categories),
          brands: firstId(settings?.brands),
          colors: firstId(settings?.colors),
          min_price: settings?.price_range?.min ?? 0,
          max_price: settings?.price_range?.max ?? 100_000,
          sort: 'price_asc',
          page: 1,
          per_page: 12,
        },
      },
    }),
  )
  await j.call('shop, search and sort, page 2', 200, () =>
    j.api.GET('/api/v1/client/shop', { params: { query: { search: 'pro', sort: 'price_asc', page: 2 } } }),
  )
}

async function firstProducts(j: Journey): Promise<{ product: Body; preOrderProduct: Body }> {
  let product: Body = null
  let preOrderProduct: Body = null
  for (let page = 1, last = 1; page <= Math.min(last, 5) && !(product && preOrderProduct); page++) {
    const { body } = await j.call(`products page ${page}`, 200, () =>
      j.api.GET('/api/v1/client/products', { params: { query: { page, per_page: 100 } } }),
    )
    last = body?.pagination?.last_page ?? 1
    for (const p of body?.data ?? []) {
      if (!product && p.in_stock && !p.pre_order) product = p
      if (!preOrderProduct && p.pre_order) preOrderProduct = p
    }
  }
  return { product, preOrderProduct }
}
