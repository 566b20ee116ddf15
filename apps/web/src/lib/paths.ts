/** The app's addresses (spec §2 route table). Links and the route table take them from here. */
export const PATHS = {
  home: '/',
  homeAlias: '/home',
  shop: '/shop',
  product: '/product/:slug',
  login: '/login',
  register: '/register',
  otp: '/otp',
  contact: '/contact',
  about: '/about-us',
  order: '/order/:orderId',
  preOrder: '/pre_order/:orderId',
  cart: '/cart',
  checkout: '/checkout',
  orderConfirmation: '/order-confirmation',
  profile: '/profile',
  wishlist: '/wishlist',
} as const

/** Addresses people type or old links use, each to the spec's route (lower-cased, no trailing slash; the server answers 301). */
export const PATH_ALIASES: Readonly<Record<string, string>> = {
  '/contact-us': PATHS.contact,
  '/contactus': PATHS.contact,
  '/contact_us': PATHS.contact,
  '/aboutus': PATHS.about,
  '/about_us': PATHS.about,
  '/about': PATHS.about,
  '/terms': '/terms-conditions',
  '/terms-and-conditions': '/terms-conditions',
  '/terms_conditions': '/terms-conditions',
  '/privacy': '/privacy-policy',
  '/privacy_policy': '/privacy-policy',
  '/return_policy': '/return-policy',
  '/returns': '/return-policy',
  '/faqs': '/faq',
}

export function aliasTarget(pathname: string): string | undefined {
  const key = pathname.toLowerCase().replace(/\/+$/, '')
  return Object.hasOwn(PATH_ALIASES, key) ? PATH_ALIASES[key] : undefined
}

export type ContentSlug = 'terms-conditions' | 'privacy-policy' | 'return-policy' | 'faq'

export const contentPath = (slug: ContentSlug) => `/${slug}` as const
export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`
export const orderPath = (orderId: number | string) => `/order/${orderId}`
export const preOrderPath = (orderId: number | string) => `/pre_order/${orderId}`

/** The one spelling of the pre-order switch in an address, as the API's order type and the `/pre_order/{id}` route write it. */
export const PRE_ORDER = 'pre_order'

export const cartHref = (preOrder = false) => (preOrder ? `${PATHS.cart}?mode=${PRE_ORDER}` : PATHS.cart)
export const checkoutHref = (preOrder = false) =>
  preOrder ? `${PATHS.checkout}?type=${PRE_ORDER}` : PATHS.checkout
export const confirmationHref = (orderId: number, preOrder = false) =>
  `${PATHS.orderConfirmation}?order=${orderId}${preOrder ? `&type=${PRE_ORDER}` : ''}`
export const profileHref = (tab?: string) => (tab ? `${PATHS.profile}?tab=${tab}` : PATHS.profile)
export const wishlistHref = (page = 1) => (page > 1 ? `${PATHS.wishlist}?page=${page}` : PATHS.wishlist)
