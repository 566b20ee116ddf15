// Per page name, its code, its guard and a guest's first answers (decision 0070); its address is lib/pages.ts's
// row, its server-only parts and signed-in answers first-pages.ts's, a chunk no guest page carries.
import { homeQuery, productQuery, shopQuery } from '../data/catalog-queries'
import type { ContentSlug, PageName, ParsedParams } from '../lib/pages'
import type { FirstPageRow } from './first-answers'
import { firstTexts, type PageChunk, pageChunk, SIGNED_IN } from './route-chunks'

export interface PageRow<Params> {
  chunk: PageChunk
  /** Props the chunk's page takes from its row rather than its address. */
  props?: Record<string, unknown>
  /** Signed-in only: these render in the browser alone (the server cannot know the client). */
  guarded?: boolean
  /** The answers a guest's first render reads, fetched with the page's code. */
  first?: FirstPageRow<Params>
}

// One chunk serves the content pages and another the order and pre-order pages.
const contentChunk = pageChunk(
  'src/features/content/content-page.tsx',
  () => import('../features/content/content-page'),
)
const orderChunk = pageChunk(
  'src/features/orders/order-page.tsx',
  () => import('../features/orders/order-page'),
  SIGNED_IN,
)
const content = (slug: ContentSlug): PageRow<object> => ({
  chunk: contentChunk as PageChunk,
  props: { slug },
})

// Every page is its own chunk, so the home page's first load stays small.
export const PAGE_ROWS = {
  home: {
    chunk: pageChunk('src/features/home/home-page.tsx', () => import('../features/home/home-page')),
    first: { answers: () => [{ query: homeQuery() }] },
  },
  shop: {
    chunk: pageChunk('src/features/shop/shop-page.tsx', () => import('../features/shop/shop-page')),
    first: { answers: (filters) => [{ query: shopQuery(filters) }] },
  },
  product: {
    chunk: pageChunk(
      'src/features/product/product-page.tsx',
      () => import('../features/product/product-page'),
    ),
    first: { answers: ({ slug }) => [{ query: productQuery(slug), record: true }] },
  },
  login: {
    chunk: pageChunk(
      'src/features/auth/login-page.tsx',
      () => import('../features/auth/login-page'),
      SIGNED_IN,
    ),
  },
  register: {
    chunk: pageChunk(
      'src/features/auth/register-page.tsx',
      () => import('../features/auth/register-page'),
      SIGNED_IN,
    ),
  },
  otp: {
    chunk: pageChunk('src/features/auth/otp-page.tsx', () => import('../features/auth/otp-page'), SIGNED_IN),
  },
  contact: {
    chunk: pageChunk(
      'src/features/contact/contact-page.tsx',
      () => import('../features/contact/contact-page'),
    ),
  },
  about: {
    chunk: pageChunk('src/features/content/about-page.tsx', () => import('../features/content/about-page')),
  },
  'terms-conditions': content('terms-conditions'),
  'privacy-policy': content('privacy-policy'),
  'return-policy': content('return-policy'),
  faq: content('faq'),
  order: { chunk: orderChunk },
  preOrder: { chunk: orderChunk },
  cart: {
    chunk: pageChunk(
      'src/features/cart/cart-page.tsx',
      () => import('../features/cart/cart-page'),
      ...firstTexts('cart'),
    ),
    guarded: true,
  },
  checkout: {
    chunk: pageChunk(
      'src/features/checkout/checkout-page.tsx',
      () => import('../features/checkout/checkout-page'),
      ...firstTexts('checkout', 'cart', 'address'),
    ),
    guarded: true,
  },
  orderConfirmation: {
    chunk: pageChunk(
      'src/features/checkout/order-confirmation-page.tsx',
      () => import('../features/checkout/order-confirmation-page'),
      SIGNED_IN,
    ),
    guarded: true,
  },
  profile: {
    chunk: pageChunk(
      'src/features/account/profile-page.tsx',
      () => import('../features/account/profile-page'),
      SIGNED_IN,
    ),
    guarded: true,
  },
  wishlist: {
    chunk: pageChunk(
      'src/features/wishlist/wishlist-page.tsx',
      () => import('../features/wishlist/wishlist-page'),
      SIGNED_IN,
    ),
    guarded: true,
  },
} satisfies { [N in PageName]: PageRow<ParsedParams<N>> }

export const NOT_FOUND_CHUNK = pageChunk(
  'src/features/status/not-found-page.tsx',
  () => import('../features/status/not-found-page'),
)

export type FirstPages = { [N in PageName]?: FirstPageRow<ParsedParams<N>> }

export const GUEST_PAGES: FirstPages = Object.fromEntries(
  Object.entries(PAGE_ROWS).flatMap(([name, row]) => ('first' in row ? [[name, row.first]] : [])),
)
