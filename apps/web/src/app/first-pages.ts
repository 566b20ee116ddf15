// The table of first answers: guest rows with their server-only parts (docs/decisions/0005), signed-in pages.
import type { components } from '@storefront/sdk'
import { addressesQuery } from '../data/address-queries'
import { cartQuery } from '../data/cart-queries'
import { welcomeOfferQueries } from '../data/coupon-queries'
import { meQuery } from '../data/me-queries'
import { orderQuery, ordersQuery, preOrderQuery, preOrdersQuery, returnsQuery } from '../data/order-queries'
import { wishlistPageQuery, wishlistQuery } from '../data/wishlist-queries'
import { PRE_ORDER, type ProfileTab } from '../lib/pages'
import {
  cardData,
  HOME_SECTION_CARDS,
  type LeanHome,
  type LeanProduct,
  RELATED_CARDS,
} from '../lib/product-card-data'
import {
  type FirstAnswer,
  type FirstPage,
  type FirstPageRow,
  firstPage,
  type PageQuery,
} from './first-answers'
import { type FirstPages, PAGE_ROWS } from './pages'

const recordAnswer = (query: PageQuery | false): FirstAnswer | false => query && { query, record: true }

/** A page's answers for a session, with its header's cart and wishlist counts; a visitor without one gets none. */
function signedInPage(
  signedIn: boolean,
  ...own: (PageQuery | FirstAnswer | false | undefined)[]
): FirstAnswer[] {
  if (!signedIn) return []
  return [...own, cartQuery(), wishlistQuery()].flatMap((entry) =>
    !entry ? [] : 'queryKey' in entry ? [{ query: entry }] : [entry],
  )
}

const PROFILE_TAB_QUERIES: Partial<Record<ProfileTab, () => PageQuery>> = {
  orders: ordersQuery,
  [PRE_ORDER]: preOrdersQuery,
  addresses: addressesQuery,
}

type Schemas = components['schemas']

interface Answer<T> {
  data: T
}

const dataOf = (answer: unknown) => (answer as { data?: unknown } | undefined)?.data

const leanHome = (answer: unknown) => {
  const home = answer as Answer<Schemas['Home']>
  return {
    ...home,
    data: {
      ...home.data,
      sections: home.data.sections.map((section) => ({
        ...section,
        products: section.products.slice(0, HOME_SECTION_CARDS).map(cardData),
      })),
    },
  } satisfies Answer<LeanHome>
}

const leanShop = (answer: unknown) => {
  const shop = answer as Answer<Schemas['ProductSummary'][]>
  return { ...shop, data: shop.data.map(cardData) }
}

const leanProduct = (answer: unknown) => {
  const product = answer as Answer<Schemas['ProductDetail']>
  return {
    ...product,
    data: {
      ...product.data,
      related_products: product.data.related_products.slice(0, RELATED_CARDS).map(cardData),
    },
  } satisfies Answer<LeanProduct>
}

const forServer = <P>(
  page: FirstPageRow<P>,
  lean: FirstAnswer['lean'],
  largestImage: FirstPageRow<P>['largestImage'],
): FirstPageRow<P> => ({
  answers: (params, signedIn) => page.answers(params, signedIn).map((answer) => ({ ...answer, lean })),
  largestImage,
})

/** The signed-in pages' first answers, keyed by page name; a guest's visit never loads them. */
export const SIGNED_IN_PAGES = {
  order: {
    answers: ({ orderId: id }, signedIn) =>
      signedInPage(signedIn, recordAnswer(id > 0 && orderQuery(id)), id > 0 && returnsQuery()),
  },
  preOrder: {
    answers: ({ orderId: id }, signedIn) => signedInPage(signedIn, recordAnswer(id > 0 && preOrderQuery(id))),
  },
  cart: { answers: (_, signedIn) => signedInPage(signedIn, meQuery(), ...welcomeOfferQueries()) },
  checkout: {
    answers: (_, signedIn) => signedInPage(signedIn, meQuery(), addressesQuery(), ...welcomeOfferQueries()),
  },
  orderConfirmation: {
    answers: ({ orderId: id, preOrder }, signedIn) =>
      signedInPage(
        signedIn,
        meQuery(),
        recordAnswer(id > 0 && (preOrder ? preOrderQuery(id) : orderQuery(id))),
      ),
  },
  profile: {
    answers: ({ tab }, signedIn) => signedInPage(signedIn, meQuery(), PROFILE_TAB_QUERIES[tab]?.()),
  },
  wishlist: { answers: ({ page }, signedIn) => signedInPage(signedIn, meQuery(), wishlistPageQuery(page)) },
} satisfies FirstPages

export const FIRST_PAGES: FirstPages = {
  home: forServer(
    PAGE_ROWS.home.first,
    leanHome,
    ([home]) => (dataOf(home) as { hero?: { image?: { url?: string } } } | undefined)?.hero?.image?.url,
  ),
  shop: forServer(
    PAGE_ROWS.shop.first,
    leanShop,
    ([shop]) => (dataOf(shop) as { image?: { url?: string } }[] | undefined)?.[0]?.image?.url,
  ),
  product: forServer(
    PAGE_ROWS.product.first,
    leanProduct,
    ([product]) => (dataOf(product) as { images?: { url?: string }[] } | undefined)?.images?.[0]?.url,
  ),
  ...SIGNED_IN_PAGES,
}

export const anyFirstPage = (pathname: string, search: string, signedIn = false): FirstPage | null =>
  firstPage(pathname, search, signedIn, FIRST_PAGES)
