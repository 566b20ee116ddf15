import type { ComponentType, LazyExoticComponent } from 'react'
import type { Namespaces } from '../i18n/i18n-types'
import { namespaces } from '../i18n/i18n-util'
import { loadNamespaces } from '../lib/language-store'
import { preloadable } from '../lib/preloadable'
import { afterHydration } from '../lib/when-idle'

export interface PageChunk<P extends object = object> {
  /** The page's module as Vite's manifest names it, so the server can ask for its chunk early. */
  module: string
  load: () => Promise<unknown>
  /** The page's code and the parts of it the browser takes over only later (a page module's `laterParts`): what the server renders. */
  loadWhole: () => Promise<unknown>
  Page: LazyExoticComponent<ComponentType<P>>
}

/** A page module may name parts its server HTML holds but whose code the browser fetches after hydrating. */
interface PageModule {
  laterParts?: () => Promise<unknown>
}

function pageChunk<P extends object>(
  module: string,
  importer: () => Promise<{ default: ComponentType<P> }>,
  texts: readonly Namespaces[] = [],
  laterTexts: readonly Namespaces[] = [],
): PageChunk<P> {
  const { load, Component } = preloadable<P>(() =>
    Promise.all([importer(), loadNamespaces(texts)]).then(([module]) => {
      void afterHydration(() => loadNamespaces(laterTexts)).catch(() => {})
      return module
    }),
  )
  const loadWhole = () => load().then((page) => (page as PageModule).laterParts?.())
  return { module, load, loadWhole, Page: Component }
}

// Each signed-in page brings all their texts, so none misses one that another's shared dialog needs.
// The chat and the mock toolbar fetch their own.
const SIGNED_IN = namespaces.filter((ns) => ns !== 'chat' && ns !== 'devtools')
/** What the first render of a page reads, fetched with its code; the rest of SIGNED_IN comes after hydration. */
const firstTexts = (...first: Namespaces[]) => [first, SIGNED_IN.filter((ns) => !first.includes(ns))] as const

// Every page is its own chunk, so the home page's first load stays small.
export const homePage = pageChunk(
  'src/features/home/home-page.tsx',
  () => import('../features/home/home-page'),
)
export const shopPage = pageChunk(
  'src/features/shop/shop-page.tsx',
  () => import('../features/shop/shop-page'),
)
export const productPage = pageChunk(
  'src/features/product/product-page.tsx',
  () => import('../features/product/product-page'),
)
export const loginPage = pageChunk(
  'src/features/auth/login-page.tsx',
  () => import('../features/auth/login-page'),
  SIGNED_IN,
)
export const registerPage = pageChunk(
  'src/features/auth/register-page.tsx',
  () => import('../features/auth/register-page'),
  SIGNED_IN,
)
export const otpPage = pageChunk(
  'src/features/auth/otp-page.tsx',
  () => import('../features/auth/otp-page'),
  SIGNED_IN,
)
export const contactPage = pageChunk(
  'src/features/contact/contact-page.tsx',
  () => import('../features/contact/contact-page'),
)
export const aboutPage = pageChunk(
  'src/features/content/about-page.tsx',
  () => import('../features/content/about-page'),
)
export const contentPage = pageChunk(
  'src/features/content/content-page.tsx',
  () => import('../features/content/content-page'),
)
export const orderPage = pageChunk(
  'src/features/orders/order-page.tsx',
  () => import('../features/orders/order-page'),
  SIGNED_IN,
)
export const cartPage = pageChunk(
  'src/features/cart/cart-page.tsx',
  () => import('../features/cart/cart-page'),
  ...firstTexts('cart'),
)
export const checkoutPage = pageChunk(
  'src/features/checkout/checkout-page.tsx',
  () => import('../features/checkout/checkout-page'),
  ...firstTexts('checkout', 'cart', 'address'),
)
export const orderConfirmationPage = pageChunk(
  'src/features/checkout/order-confirmation-page.tsx',
  () => import('../features/checkout/order-confirmation-page'),
  SIGNED_IN,
)
export const profilePage = pageChunk(
  'src/features/account/profile-page.tsx',
  () => import('../features/account/profile-page'),
  SIGNED_IN,
)
export const wishlistPage = pageChunk(
  'src/features/wishlist/wishlist-page.tsx',
  () => import('../features/wishlist/wishlist-page'),
  SIGNED_IN,
)
export const notFoundPage = pageChunk(
  'src/features/status/not-found-page.tsx',
  () => import('../features/status/not-found-page'),
)
