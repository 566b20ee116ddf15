import type { paths } from '@storefront/sdk/schema'
import { describe, expect, it } from 'vitest'
import { adjustStock, listVariants, productDetail, products, variants } from '../../store/catalog.ts'
import { queryProducts } from '../../store/catalog-query.ts'
import { FREE_SHIPPING_FROM, SHIPPING_FEE } from '../../store/pricing.ts'
import { get, setupMockHarness } from '../../testing/index.ts'

setupMockHarness()

type Path = keyof paths & string
// biome-ignore lint/suspicious/noExplicitAny: a product summary as JSON.
type Summary = any

/** Every product of a shop query, walking all pages. */
async function allPages(query: string): Promise<{ items: Summary[]; total: number }> {
  const items: Summary[] = []
  let page = 1
  let last = 1
  let total = 0
  do {
    const { body } = await get(
      '/api/v1/client/shop',
      `/api/v1/client/shop?${query}&per_page=100&page=${page}`,
    )
    items.push(...body.data)
    last = body.pagination.last_page
    total = body.pagination.total
    page++
  } while (page <= last)
  return { items, total }
}

describe('every catalogue answer matches openapi.yaml', () => {
  const cases: [Path, string, number][] = [
    ['/api/v1/client/allSettings', '/api/v1/client/allSettings', 200],
    ['/api/v1/client/home', '/api/v1/client/home', 200],
    ['/api/v1/client/shop', '/api/v1/client/shop', 200],
    [
      '/api/v1/client/shop',
      '/api/v1/client/shop?search=phone&categories=1&categories=4&colors=1&brands=1,2,3&sort=rating',
      200,
    ],
    [
      '/api/v1/client/shop',
      '/api/v1/client/shop?home_section=4&min_price=10&max_price=900&sort=price_desc&page=2&per_page=5',
      200,
    ],
    ['/api/v1/client/shop', '/api/v1/client/shop?page=999', 200],
    ['/api/v1/client/shop', '/api/v1/client/shop?sort=cheapest', 422],
    ['/api/v1/client/shop', '/api/v1/client/shop?per_page=1000', 422],
    [
      '/api/v1/client/products',
      '/api/v1/client/products?category_id=2&brand_id=8&tag_id=2&search=book&page=1&per_page=3',
      200,
    ],
    ['/api/v1/client/products', '/api/v1/client/products?category_id=abc', 422],
    ['/api/v1/client/getAllProductsVariants', '/api/v1/client/getAllProductsVariants', 200],
    [
      '/api/v1/client/getAllProductsVariants',
      '/api/v1/client/getAllProductsVariants?product_id=1&per_page=50',
      200,
    ],
    ['/api/v1/client/getAllProductsVariants', '/api/v1/client/getAllProductsVariants?product_id=0', 422],
    ['/api/v1/client/product/{id}', '/api/v1/client/product/1', 200],
    ['/api/v1/client/product/{id}', '/api/v1/client/product/999999', 404],
    ['/api/v1/client/categories', '/api/v1/client/categories?search=smart', 200],
    ['/api/v1/client/brands', '/api/v1/client/brands?search=ZEN', 200],
    ['/api/v1/client/colors', '/api/v1/client/colors', 200],
    ['/api/v1/client/tags', '/api/v1/client/tags', 200],
    ['/api/v1/client/configurations', '/api/v1/client/configurations', 200],
    ['/api/v1/client/coupons', '/api/v1/client/coupons', 200],
    ['/api/v1/client/team-members', '/api/v1/client/team-members', 200],
    ['/api/v1/captcha-token', '/api/v1/captcha-token', 200],
  ]
  it.each(cases)('%s (%s) answers %i', async (operation, url, status) => {
    const answer = await get(operation, url)
    expect(answer.status).toBe(status)
    expect(answer.body.result).toBe(status === 200)
  })

  it('answers every product page and every variant list within the contract', async () => {
    for (const p of products.all()) {
      const byId = await get('/api/v1/client/product/{id}', `/api/v1/client/product/${p.id}`)
      expect(byId.status).toBe(200)
    }
    const variants = await get(
      '/api/v1/client/getAllProductsVariants',
      '/api/v1/client/getAllProductsVariants?per_page=100&page=3',
    )
    expect(variants.body.data).toHaveLength(100)
    // 220 product pages, each checked against the contract: seconds on a busy 2-core machine.
  }, 30_000)
})

describe('settings and home', () => {
  it('gives settings with every SortKey, the six currencies and the configuration keys of the spec', async () => {
    const { body } = await get('/api/v1/client/allSettings')
    expect(body.data.sorts.map((s: { key: string }) => s.key).sort()).toEqual(
      ['name_asc', 'name_desc', 'newest', 'popular', 'price_asc', 'price_desc', 'rating'].sort(),
    )
    expect(body.data.currencies.map((c: { code: string }) => c.code)).toEqual([
      'USD',
      'EUR',
      'GBP',
      'EGP',
      'SAR',
      'AED',
    ])
    expect(body.data.currencies[0]).toMatchObject({
      id: 1,
      code: 'USD',
      symbol: '$',
      exchange_rate: 1,
      is_default: true,
    })
    expect(body.data.currencies.filter((c: { is_default: boolean }) => c.is_default)).toHaveLength(1)
    const keys = body.data.configurations.map((c: { key: string }) => c.key)
    for (const key of [
      'contact_phone',
      'contact_email',
      'store_name',
      'store_address',
      'facebook_link',
      'instagram_link',
      'youtube_link',
      'tiktok_link',
      'theme_color1',
      'theme_color2',
    ]) {
      expect(keys).toContain(key)
    }
    expect(body.data.pages.map((p: { slug: string }) => p.slug).sort()).toEqual(
      ['about-us', 'faq', 'privacy-policy', 'return-policy', 'terms-conditions'].sort(),
    )
    expect(body.data.homeSections.map((s: { name: string }) => s.name)).toEqual([
      'Featured',
      'New Arrivals',
      'Best Sellers',
      'Deals',
    ])
  })

  it("offers the live chat, as the storefront's built-in stand-in that answers", async () => {
    const { body } = await get('/api/v1/client/allSettings')
    expect(body.data.live_chat).toEqual({ provider: 'stand-in' })
  })

  it('gives a price range that spans exactly the cheapest and dearest products', async () => {
    const { body } = await get('/api/v1/client/allSettings')
    const prices = queryProducts().map((s) => s.price)
    expect(body.data.price_range.min).toBe(Math.floor(Math.min(...prices)))
    expect(body.data.price_range.max).toBe(Math.ceil(Math.max(...prices)))
    expect(body.data.price_range.min).toBeLessThan(body.data.price_range.max)
  })

  it('fills each home section with 8 of its products and offers the WELCOME30 promo', async () => {
    const { body } = await get('/api/v1/client/home')
    expect(body.data.sections).toHaveLength(4)
    for (const section of body.data.sections) {
      expect(section.products).toHaveLength(8)
      for (const product of section.products) {
        expect(products.findFirst((q) => q.where({ id: product.id }))?.home_section_ids).toContain(section.id)
      }
    }
    const deals = body.data.sections.find((s: { slug: string }) => s.slug === 'deals')
    expect(
      deals.products.every((p: Summary) => p.compare_at_price !== null && p.compare_at_price > p.price),
    ).toBe(true)
    expect(body.data.promo).toEqual({ code: 'WELCOME30', percent_off: 30, free_shipping_days: 365 })
    expect(body.data.categories.length).toBeGreaterThanOrEqual(8)
  })
})

describe('product page figures', () => {
  it('configures the shipping the cart charges, the delivery range and the return window', async () => {
    const { body } = await get('/api/v1/client/allSettings', '/api/v1/client/allSettings')
    const config = Object.fromEntries(
      body.data.configurations.map((e: { key: string; value: string }) => [e.key, e.value]),
    )
    expect(Number(config.shipping_flat_fee)).toBe(SHIPPING_FEE)
    expect(Number(config.free_shipping_threshold)).toBe(FREE_SHIPPING_FROM)
    expect(Number(config.delivery_days_min)).toBeLessThanOrEqual(Number(config.delivery_days_max))
    expect(Number(config.return_days)).toBe(14)
  })

  it("gives coloured variants their colour's pictures, which the image handler draws", async () => {
    const product = queryProducts().find((p) => p.colors.length > 1)
    const detail = productDetail(product?.id ?? 0)
    const [a, b] = product?.colors ?? []
    const imagesOf = (colorId: number | undefined) =>
      detail?.variants.find((v) => v.color?.id === colorId)?.images ?? []
    expect(imagesOf(a?.id)).toHaveLength(detail?.images.length ?? -1)
    expect(imagesOf(a?.id)[0]?.url).not.toBe(imagesOf(b?.id)[0]?.url)
    const url = imagesOf(b?.id)[0]?.url ?? ''
    const picture = await fetch(new URL(url, 'http://localhost'))
    expect(picture.status).toBe(200)
    // Drawn in that colour: dev.test.ts compares the picture's pixels with it.
    expect(picture.headers.get('content-type')).toBe('image/webp')
  })
})

describe('shop listing', () => {
  it("counts each facet group against the other groups' filters, not its own", async () => {
    const byId = (list: { id: number; count: number }[]) => new Map(list.map((f) => [f.id, f.count]))
    const tessel = 12
    const laptops = 2
    const plain = await get('/api/v1/client/shop', '/api/v1/client/shop')
    const { body } = await get('/api/v1/client/shop', `/api/v1/client/shop?categories=${laptops}`)
    const laptopsTessel = (await allPages(`categories=${laptops}&brands=${tessel}`)).total
    // The chosen group keeps its unfiltered counts; the others narrow to the chosen category.
    expect(byId(body.facets.categories)).toEqual(byId(plain.body.facets.categories))
    expect(byId(body.facets.brands).get(tessel)).toBe(laptopsTessel)
    expect(byId(plain.body.facets.brands).get(tessel)).toBeGreaterThan(laptopsTessel)
    const brandTotal = body.facets.brands.reduce((sum: number, f: { count: number }) => sum + f.count, 0)
    expect(brandTotal).toBe(body.pagination.total)
    // Options that would give nothing are listed with 0, not left out.
    const none = await get('/api/v1/client/shop', '/api/v1/client/shop?search=zzzz-nothing')
    expect(none.body.facets.brands.length).toBe(plain.body.facets.brands.length)
    expect(none.body.facets.brands.every((f: { count: number }) => f.count === 0)).toBe(true)
  })

  it('gives each option of every facet group the total the listing has with that option alone chosen in its group', async () => {
    const filter = { categories: '2', brands: '12', colors: '1', search: 'pro' }
    const query = (over: Partial<typeof filter>) => new URLSearchParams({ ...filter, ...over }).toString()
    const { body } = await get('/api/v1/client/shop', `/api/v1/client/shop?${query({})}`)
    for (const group of ['categories', 'brands', 'colors'] as const) {
      for (const { id, count } of body.facets[group] as { id: number; count: number }[]) {
        const alone = await get(
          '/api/v1/client/shop',
          `/api/v1/client/shop?${query({ [group]: String(id) })}`,
        )
        expect(count, `${group} ${id}`).toBe(alone.body.pagination.total)
      }
    }
  })

  it('pages 12 at a time by default, with totals that add up', async () => {
    const first = await get('/api/v1/client/shop', '/api/v1/client/shop')
    const second = await get('/api/v1/client/shop', '/api/v1/client/shop?page=2')
    expect(first.body.data).toHaveLength(12)
    expect(first.body.pagination).toEqual({
      total: products.count(),
      per_page: 12,
      current_page: 1,
      last_page: Math.ceil(products.count() / 12),
    })
    const firstIds = first.body.data.map((p: Summary) => p.id)
    const secondIds = second.body.data.map((p: Summary) => p.id)
    expect(secondIds.some((id: number) => firstIds.includes(id))).toBe(false)
    const { items, total } = await allPages('sort=newest')
    expect(items).toHaveLength(total)
    expect(new Set(items.map((p) => p.id)).size).toBe(total)
  })

  it('answers an empty page past the last one, with the true pagination', async () => {
    const { body } = await get('/api/v1/client/shop', '/api/v1/client/shop?categories=1&page=50')
    const total = products.findMany((q) => q.where({ category_id: 1 })).length
    expect(body.data).toEqual([])
    expect(body.pagination).toEqual({
      total,
      per_page: 12,
      current_page: 50,
      last_page: Math.ceil(total / 12),
    })
  })

  const sorted: [string, (a: Summary, b: Summary) => boolean][] = [
    ['price_asc', (a, b) => a.price <= b.price],
    ['price_desc', (a, b) => a.price >= b.price],
    ['name_asc', (a, b) => a.name.localeCompare(b.name, 'en') <= 0],
    ['name_desc', (a, b) => a.name.localeCompare(b.name, 'en') >= 0],
    [
      'rating',
      (a, b) => a.rating > b.rating || (a.rating === b.rating && a.reviews_count >= b.reviews_count),
    ],
    [
      'newest',
      (a, b) =>
        products.findFirst((q) => q.where({ id: a.id }))!.created_at >=
        products.findFirst((q) => q.where({ id: b.id }))!.created_at,
    ],
    [
      'popular',
      (a, b) =>
        products.findFirst((q) => q.where({ id: a.id }))!.popularity >=
        products.findFirst((q) => q.where({ id: b.id }))!.popularity,
    ],
  ]
  it.each(sorted)('sorts by %s across pages', async (sort, inOrder) => {
    const { items } = await allPages(`sort=${sort}`)
    expect(items).toHaveLength(products.count())
    for (let i = 1; i < items.length; i++)
      expect(inOrder(items[i - 1], items[i]), `${sort} at ${i}`).toBe(true)
    // The order is a real one: not the id order every sort would fall back to.
    expect(items.map((p) => p.id)).not.toEqual([...items.map((p) => p.id)].sort((a, b) => a - b))
  })

  it('searches name, brand, category and tags case-insensitively', async () => {
    const { items } = await allPages('search=%20PhOnE%20')
    expect(items.length).toBeGreaterThan(10)
    for (const p of items) {
      const tags = productDetail(p.id)!.tags.map((t) => t.name)
      expect([p.name, p.brand.name, p.category.name, ...tags].join(' ').toLowerCase()).toContain('phone')
    }
    // Matches come from the category (Smartphones, Headphones) as well as from names.
    expect(
      items.some((p) => p.category.name === 'Headphones' && !p.name.toLowerCase().includes('phone')),
    ).toBe(true)
    const byBrand = await allPages('search=zentro')
    expect(byBrand.items.length).toBeGreaterThan(0)
    expect(byBrand.items.every((p) => p.brand.name === 'Zentro' || p.name.includes('Zentro'))).toBe(true)
    const byTag = await allPages('search=noise%20cancelling')
    expect(byTag.items.length).toBeGreaterThan(0)
    expect(
      byTag.items.every((p) => productDetail(p.id)!.tags.some((t) => t.name === 'Noise Cancelling')),
    ).toBe(true)
    const none = await get('/api/v1/client/shop', '/api/v1/client/shop?search=zzzz-nothing')
    expect(none.body).toMatchObject({ data: [], pagination: { total: 0, last_page: 1 } })
  })

  describe('in Arabic', () => {
    const ar = { 'accept-language': 'ar' }
    const shop = async (search: string, headers: Record<string, string> = ar) =>
      (
        await get(
          '/api/v1/client/shop',
          `/api/v1/client/shop?search=${encodeURIComponent(search)}&per_page=100`,
          headers,
        )
      ).body
    const ids = (body: { data: { id: number }[] }) => body.data.map((p) => p.id).sort((a, b) => a - b)

    it('matches the Arabic category names the answers carry', async () => {
      const found = await shop('الحواسيب المحمولة')
      expect(found.data.length).toBeGreaterThan(0)
      // The answer names the category in Arabic, as the search did.
      expect(found.data.every((p: Summary) => p.category.name === 'الحواسيب المحمولة')).toBe(true)
      expect(ids(found)).toEqual(ids(await shop('Laptops', {})))
    })

    it('ignores tashkeel and treats the alef forms, ة/ه and ى/ي alike', async () => {
      const plain = ids(await shop('الأجهزة اللوحية'))
      expect(plain.length).toBeGreaterThan(0)
      expect(ids(await shop('الاجهزه اللوحيه'))).toEqual(plain)
      expect(ids(await shop('الأَجْهِزَة اللَّوْحِيَّة'))).toEqual(plain)
    })

    it('matches Arabic tag names and the Arabic short descriptions it sends', async () => {
      const byTag = await shop('عزل الضوضاء')
      expect(byTag.data.length).toBeGreaterThan(0)
      for (const p of byTag.data)
        expect(productDetail(p.id)!.tags.some((t) => t.name === 'Noise Cancelling')).toBe(true)
      // "هاتف" (a phone) is in no category name ("الهواتف الذكية"), only in the short descriptions.
      const phones = await shop('هاتف')
      expect(phones.data.length).toBeGreaterThan(0)
      expect(phones.data.every((p: Summary) => p.short_description.includes('هاتف'))).toBe(true)
    })

    it('still finds brand and model names, and English words, as an English request does', async () => {
      expect(ids(await shop('zentro'))).toEqual(ids(await shop('zentro', {})))
      expect(ids(await shop('PHONE'))).toEqual(ids(await shop('phone', {})))
    })

    it('an English request does not match Arabic text', async () => {
      expect((await shop('الحواسيب', {})).data).toEqual([])
    })

    it('the facet counts follow the Arabic search', async () => {
      const found = await shop('الحواسيب المحمولة')
      const laptops = found.facets.categories.find((c: { id: number }) => c.id === found.data[0].category.id)
      expect(laptops.count).toBe(found.pagination.total)
    })

    it('searches categories by their Arabic names', async () => {
      const { body } = await get('/api/v1/client/categories', '/api/v1/client/categories?search=الذكيه', ar)
      expect(body.data.map((c: { name: string }) => c.name).sort()).toEqual(
        ['الساعات الذكية', 'الهواتف الذكية'].sort(),
      )
    })
  })

  it('filters by categories, brands and colours (repeated or comma-separated ids)', async () => {
    const { items } = await allPages('categories=1&categories=3')
    expect(new Set(items.map((p) => p.category.id))).toEqual(new Set([1, 3]))
    expect(items).toHaveLength(
      products.all().filter((p) => p.category_id === 1 || p.category_id === 3).length,
    )
    const brands = await allPages('brands=1,2')
    expect(brands.items.length).toBeGreaterThan(0)
    expect(brands.items.every((p) => [1, 2].includes(p.brand.id))).toBe(true)
    const bracketed = await allPages('brands[]=1&brands[]=2')
    expect(bracketed.total).toBe(brands.total)
    const colors = await allPages('colors=9')
    expect(colors.items.length).toBeGreaterThan(0)
    expect(colors.items.every((p) => p.colors.some((c: { id: number }) => c.id === 9))).toBe(true)
    expect(colors.total).toBeLessThan(products.count())
  })

  it('filters by price range against the cheapest variant, and by home section', async () => {
    const { items } = await allPages('min_price=100&max_price=300')
    expect(items.length).toBeGreaterThan(0)
    expect(items.every((p) => p.price >= 100 && p.price <= 300)).toBe(true)
    expect(items).toHaveLength(queryProducts().filter((s) => s.price >= 100 && s.price <= 300).length)
    const deals = await allPages('home_section=4')
    expect(deals.total).toBe(products.all().filter((p) => p.home_section_ids.includes(4)).length)
    const combined = await allPages('categories=1&min_price=500&sort=price_asc')
    expect(combined.items.every((p) => p.category.id === 1 && p.price >= 500)).toBe(true)
  })

  it('refuses a bad query with 422, result false, a message and field errors (never 500)', async () => {
    for (const query of [
      'sort=cheapest',
      'page=0',
      'page=two',
      'per_page=101',
      'categories=x',
      'min_price=-1',
    ]) {
      const { status, body } = await get('/api/v1/client/shop', `/api/v1/client/shop?${query}`)
      expect(status, query).toBe(422)
      expect(body.result).toBe(false)
      expect(body.message).toBeTruthy()
      expect(Object.keys(body.errors).length, query).toBeGreaterThan(0)
    }
  })

  it('shows stock changes at once', async () => {
    const target = queryProducts({ sort: 'price_asc' }).find((s) => s.in_stock)!
    for (const v of listVariants(target.id)) if (v.stock > 0) await adjustStock(v.id, -v.stock)
    const { body } = await get('/api/v1/client/product/{id}', `/api/v1/client/product/${target.id}`)
    expect(body.data.in_stock).toBe(false)
  })
})

describe('products, variants and product detail', () => {
  it('gives a product by id and by slug, with related products of the same category', async () => {
    const byId = await get('/api/v1/client/product/{id}', '/api/v1/client/product/5')
    const bySlug = await get('/api/v1/client/product/{id}', `/api/v1/client/product/${byId.body.data.slug}`)
    expect(bySlug.body.data).toEqual(byId.body.data)
    const related = byId.body.data.related_products
    expect(related.length).toBeGreaterThan(0)
    expect(related.length).toBeLessThanOrEqual(8)
    expect(related.every((p: Summary) => p.category.id === byId.body.data.category.id && p.id !== 5)).toBe(
      true,
    )
  })

  it('answers 404 with the error shape for an unknown product', async () => {
    const { status, body } = await get('/api/v1/client/product/{id}', '/api/v1/client/product/no-such-thing')
    expect(status).toBe(404)
    expect(body).toEqual({ result: false, message: 'Product not found.' })
  })

  it('lists products by category, brand and tag', async () => {
    const { body } = await get(
      '/api/v1/client/products',
      '/api/v1/client/products?category_id=2&per_page=100',
    )
    expect(body.data.length).toBe(products.all().filter((p) => p.category_id === 2).length)
    expect(body.data.every((p: Summary) => p.category.id === 2)).toBe(true)
    const tagged = await get('/api/v1/client/products', '/api/v1/client/products?tag_id=1&per_page=100')
    expect(tagged.body.data.length).toBe(products.all().filter((p) => p.tag_ids.includes(1)).length)
    const branded = await get('/api/v1/client/products', '/api/v1/client/products?brand_id=3&per_page=100')
    expect(branded.body.data.every((p: Summary) => p.brand.id === 3)).toBe(true)
  })

  it('lists the variants of one product', async () => {
    const { body } = await get(
      '/api/v1/client/getAllProductsVariants',
      '/api/v1/client/getAllProductsVariants?product_id=1&per_page=100',
    )
    expect(body.data.length).toBeGreaterThan(0)
    expect(body.data.every((v: { product_id: number }) => v.product_id === 1)).toBe(true)
    expect(body.pagination.total).toBe(body.data.length)
  })

  it('searches categories and brands by name', async () => {
    const categories = await get('/api/v1/client/categories', '/api/v1/client/categories?search=SMART')
    expect(categories.body.data.map((c: { name: string }) => c.name).sort()).toEqual([
      'Smart Home',
      'Smartphones',
      'Smartwatches',
    ])
    const brands = await get('/api/v1/client/brands', '/api/v1/client/brands?search=zen')
    expect(brands.body.data.map((b: { name: string }) => b.name)).toEqual(['Zentro'])
  })
})

describe('the catalogue rules openapi.yaml states', () => {
  it('lists newest first when no sort is asked for, ties in id order', async () => {
    const unsorted = await allPages('search=a')
    const newest = await allPages('search=a&sort=newest')
    expect(unsorted.items.map((p) => p.id)).toEqual(newest.items.map((p) => p.id))
    const created = new Map(products.all().map((p) => [p.id, p.created_at]))
    const dates = newest.items.map((p) => created.get(p.id) as string)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('an id that names nothing matches nothing, with 200', async () => {
    const none = await allPages('categories=9999')
    expect(none.total).toBe(0)
    const some = await allPages('categories=1&categories=9999')
    expect(some.total).toBe((await allPages('categories=1')).total)
  })

  it('counts a product for a colour that only an out-of-stock variant has, and filters it so', async () => {
    const variants = listVariants()
    const found = variants.find(
      (v) =>
        v.color &&
        !v.pre_order &&
        v.stock === 0 &&
        !variants.some((o) => o.product_id === v.product_id && o.color?.id === v.color?.id && o.stock > 0),
    )
    if (!found?.color) throw new Error('The seed has no colour only an out-of-stock variant has')
    const { items } = await allPages(`colors=${found.color.id}`)
    expect(items.map((p) => p.id)).toContain(found.product_id)
    const { body } = await get('/api/v1/client/shop')
    const facet = body.facets.colors.find((f: { id: number }) => f.id === found.color?.id)
    expect(facet.count).toBe((await allPages(`colors=${found.color.id}`)).total)
  })

  it('derives each summary from its variants: the cheapest price, in stock or pre-order, never both', async () => {
    for (const summary of queryProducts()) {
      const variants = listVariants(summary.id)
      const cheapest = variants.reduce((a, b) => (b.price < a.price ? b : a))
      expect(summary.price, String(summary.id)).toBe(cheapest.price)
      expect(summary.compare_at_price).toBe(cheapest.compare_at_price)
      expect(summary.in_stock).toBe(variants.some((v) => !v.pre_order && v.stock > 0))
      expect(summary.pre_order).toBe(!summary.in_stock && variants.some((v) => v.pre_order))
      const colours = new Set(variants.flatMap((v) => (v.color ? [v.color.id] : [])))
      expect(new Set(summary.colors.map((c) => c.id))).toEqual(colours)
    }
  })

  it('a product with stock and a pre-order variant is in stock, not a pre-order', async () => {
    const product = queryProducts().find((p) => p.in_stock && listVariants(p.id).length > 1)
    if (!product) throw new Error('The seed has no product with two variants in stock')
    const [variant] = listVariants(product.id)
    await variants.update((q) => q.where({ id: variant?.id }), {
      data(v) {
        v.pre_order = true
        v.stock = 0
        v.ready_date = '2030-01-01'
      },
    })
    const { body } = await get('/api/v1/client/product/{id}', `/api/v1/client/product/${product.id}`)
    expect(body.data.variants.some((v: { pre_order: boolean }) => v.pre_order)).toBe(true)
    expect([body.data.in_stock, body.data.pre_order]).toEqual([true, false])
  })

  it('gives every configuration key openapi.yaml names, once each', async () => {
    const { body } = await get('/api/v1/client/configurations')
    const keys = body.data.map((c: { key: string }) => c.key)
    expect(new Set(keys).size).toBe(keys.length)
    expect(keys).toContain('whatsapp_number')
    expect(keys).toHaveLength(16)
  })

  it('names no product by an id with a leading zero, or by 0', async () => {
    for (const id of ['01', '001', '0', '1.0', '+1']) {
      const { status } = await get(
        '/api/v1/client/product/{id}',
        `/api/v1/client/product/${encodeURIComponent(id)}`,
      )
      expect(status, id).toBe(404)
    }
    expect((await get('/api/v1/client/product/{id}', '/api/v1/client/product/1')).status).toBe(200)
  })
})
