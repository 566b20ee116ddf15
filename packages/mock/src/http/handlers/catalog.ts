import type { components } from '@storefront/sdk/schema'
import { foldSearchText } from '@storefront/sdk/search-text'
import { mockImageUrl } from '../../seed/media.ts'
import { liveChatSeed } from '../../seed/reference.ts'
import { seedAr } from '../../seed/seed-ar.ts'
import {
  brands,
  categories,
  colors,
  configurations,
  coupons,
  currencies,
  homeSections,
  listVariants,
  pages,
  productDetail,
  type SortKey,
  sizes,
  tags,
} from '../../store/catalog.ts'
import { paginate, priceRange, queryProducts, shopQuery, sorts } from '../../store/catalog-query.ts'
import type { Language } from '../localize.ts'
import { errorBody, route } from '../route.ts'

type Schemas = components['schemas']

const READ_MESSAGE = 'OK'
const sectionSort: Record<string, SortKey> = {
  featured: 'popular',
  'new-arrivals': 'newest',
  'best-sellers': 'popular',
  deals: 'price_asc',
}

function matches(
  search: string | undefined,
  language: Language,
  arabic?: Record<string | number, { name?: string }>,
) {
  const needle = foldSearchText(search ?? '')
  return (record: { id: number; name: string }) => {
    if (needle === '') return true
    const names = [record.name, language === 'ar' ? arabic?.[record.id]?.name : undefined]
    return names.some((name) => name !== undefined && foldSearchText(name).includes(needle))
  }
}

export const catalogHandlers = [
  route('get', '/api/v1/client/allSettings', ({ reply }) =>
    reply(200, {
      result: true,
      message: READ_MESSAGE,
      data: {
        categories: categories.all(),
        brands: brands.all(),
        currencies: currencies.all(),
        colors: colors.all(),
        sizes: sizes.all(),
        configurations: configurations.all(),
        tags: tags.all(),
        sorts,
        homeSections: homeSections.all(),
        price_range: priceRange(),
        pages: pages.all(),
        live_chat: { ...liveChatSeed },
      },
    }),
  ),

  route('get', '/api/v1/client/home', ({ reply }) => {
    const sections: Schemas['HomeSectionWithProducts'][] = homeSections.all().map((section) => ({
      ...section,
      products: queryProducts({
        homeSection: section.id,
        sort: sectionSort[section.slug] ?? 'popular',
      }).slice(0, 8),
    }))
    return reply(200, {
      result: true,
      message: READ_MESSAGE,
      data: {
        hero: {
          title: 'Tech that moves you',
          subtitle: 'Phones, laptops, audio and smart-home gear, delivered and paid for at your door.',
          image: {
            url: mockImageUrl('hero.webp'),
            width: 1200,
            height: 600,
            alt: 'The latest phones and laptops',
          },
          cta_url: '/shop',
        },
        sections,
        categories: categories.all(),
        brands: brands.all(),
        promo: { code: 'WELCOME30', percent_off: 30, free_shipping_days: 365 },
      },
    })
  }),

  route('get', '/api/v1/client/shop', ({ query, language, reply }) => {
    const filter = {
      search: query.search,
      language,
      categories: query.categories,
      colors: query.colors,
      brands: query.brands,
      homeSection: query.home_section,
      minPrice: query.min_price,
      maxPrice: query.max_price,
      sort: query.sort,
    }
    const { products, facets } = shopQuery(filter)
    return reply(200, {
      result: true,
      message: READ_MESSAGE,
      ...paginate(products, query.page, query.per_page),
      facets,
    })
  }),

  route('get', '/api/v1/client/products', ({ query, language, reply }) => {
    const found = queryProducts({
      search: query.search,
      language,
      categories: query.category_id === undefined ? undefined : [query.category_id],
      brands: query.brand_id === undefined ? undefined : [query.brand_id],
      tags: query.tag_id === undefined ? undefined : [query.tag_id],
    })
    return reply(200, { result: true, message: READ_MESSAGE, ...paginate(found, query.page, query.per_page) })
  }),

  route('get', '/api/v1/client/getAllProductsVariants', ({ query, reply }) =>
    reply(200, {
      result: true,
      message: READ_MESSAGE,
      ...paginate(listVariants(query.product_id), query.page, query.per_page),
    }),
  ),

  route('get', '/api/v1/client/product/{id}', ({ params, reply }) => {
    const product = productDetail(params.id)
    return product
      ? reply(200, { result: true, message: READ_MESSAGE, data: product })
      : reply(404, errorBody('Product not found.'))
  }),

  route('get', '/api/v1/client/categories', ({ query, language, reply }) => {
    const keep = matches(query.search, language, seedAr.Category)
    return reply(200, { result: true, message: READ_MESSAGE, data: categories.all().filter(keep) })
  }),

  route('get', '/api/v1/client/brands', ({ query, language, reply }) => {
    const keep = matches(query.search, language)
    return reply(200, { result: true, message: READ_MESSAGE, data: brands.all().filter(keep) })
  }),

  route('get', '/api/v1/client/colors', ({ reply }) =>
    reply(200, { result: true, message: READ_MESSAGE, data: colors.all() }),
  ),

  route('get', '/api/v1/client/tags', ({ reply }) =>
    reply(200, { result: true, message: READ_MESSAGE, data: tags.all() }),
  ),

  route('get', '/api/v1/client/configurations', ({ reply }) =>
    reply(200, { result: true, message: READ_MESSAGE, data: configurations.all() }),
  ),

  route('get', '/api/v1/client/coupons', ({ reply }) =>
    reply(200, { result: true, message: READ_MESSAGE, data: coupons.all() }),
  ),
]
