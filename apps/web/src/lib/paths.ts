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

/** The content pages served from the API's page texts. */
export type ContentSlug = 'terms-conditions' | 'privacy-policy' | 'return-policy' | 'faq'

export const contentPath = (slug: ContentSlug) => `/${slug}` as const
export const productPath = (slug: string) => `/product/${encodeURIComponent(slug)}`
export const orderPath = (orderId: number | string) => `/order/${orderId}`
export const preOrderPath = (orderId: number | string) => `/pre_order/${orderId}`
