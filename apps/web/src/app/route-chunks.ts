import { type ComponentType, type LazyExoticComponent, lazy } from 'react'
import type { Namespaces } from '../i18n/i18n-types'
import { namespaces } from '../i18n/i18n-util'
import { loadNamespaces } from '../lib/language-store'

export interface PageChunk<P extends object = object> {
  /** Fetches the chunk (once); later renders of `Page` then need no waiting. */
  load: () => Promise<unknown>
  Page: LazyExoticComponent<ComponentType<P>>
}

/** React.lazy that renders at once after `load()`, so server HTML hydrates in one pass (lib/hydration.ts). */
function pageChunk<P extends object>(
  importer: () => Promise<{ default: ComponentType<P> }>,
  texts: readonly Namespaces[] = [],
): PageChunk<P> {
  let loaded: { default: ComponentType<P> } | undefined
  let loading: Promise<{ default: ComponentType<P> }> | undefined
  const load = () => {
    loading ??= Promise.all([importer(), loadNamespaces(texts)]).then(([module]) => {
      loaded = module
      return module
    })
    return loading
  }
  const Page = lazy(() => {
    if (!loaded) return load()
    const module = loaded
    // A thenable that calls back at once: React.lazy then resolves within the same render.
    // biome-ignore lint/suspicious/noThenProperty: React.lazy takes any thenable, on purpose here
    return { then: (resolve: (m: { default: ComponentType<P> }) => void) => resolve(module) } as never
  })
  return { load, Page }
}

// The signed-in screens' texts stay out of the first load; each of those pages brings them all
// (a few KB), so no screen can miss a text that a shared dialog or list of another one needs.
// Every namespace is the signed-in screens' (i18n/{en,ar}/<namespace>/).
const SIGNED_IN = namespaces

// Every page is its own chunk, so the home page's first load stays small.
export const homePage = pageChunk(() => import('../features/home/home-page'))
export const shopPage = pageChunk(() => import('../features/shop/shop-page'))
export const productPage = pageChunk(() => import('../features/product/product-page'))
export const loginPage = pageChunk(() => import('../features/auth/login-page'), SIGNED_IN)
export const registerPage = pageChunk(() => import('../features/auth/register-page'), SIGNED_IN)
export const otpPage = pageChunk(() => import('../features/auth/otp-page'), SIGNED_IN)
export const contactPage = pageChunk(() => import('../features/contact/contact-page'))
export const aboutPage = pageChunk(() => import('../features/content/about-page'))
export const contentPage = pageChunk(() => import('../features/content/content-page'))
export const orderPage = pageChunk(() => import('../features/orders/order-page'), SIGNED_IN)
export const preOrderPage = pageChunk(() => import('../features/orders/pre-order-page'), SIGNED_IN)
export const cartPage = pageChunk(() => import('../features/cart/cart-page'), SIGNED_IN)
export const checkoutPage = pageChunk(() => import('../features/checkout/checkout-page'), SIGNED_IN)
export const orderConfirmationPage = pageChunk(
  () => import('../features/checkout/order-confirmation-page'),
  SIGNED_IN,
)
export const profilePage = pageChunk(() => import('../features/account/profile-page'), SIGNED_IN)
export const wishlistPage = pageChunk(() => import('../features/wishlist/wishlist-page'), SIGNED_IN)
export const notFoundPage = pageChunk(() => import('../features/status/not-found-page'))
