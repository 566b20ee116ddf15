import { lazy, Suspense } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { RouteFallback } from '../components/route-fallback'
import { Guarded } from './guarded-route'
import { loadHomePage, loadProductPage, loadShopPage } from './route-chunks'

// Every page is its own chunk, so the home page's first load stays small.
const HomePage = lazy(loadHomePage)
const ShopPage = lazy(loadShopPage)
const ProductPage = lazy(loadProductPage)
const LoginPage = lazy(() => import('../features/auth/login-page'))
const RegisterPage = lazy(() => import('../features/auth/register-page'))
const OtpPage = lazy(() => import('../features/auth/otp-page'))
const ContactPage = lazy(() => import('../features/contact/contact-page'))
const AboutPage = lazy(() => import('../features/content/about-page'))
const ContentPage = lazy(() => import('../features/content/content-page'))
const OrderPage = lazy(() => import('../features/orders/order-page'))
const PreOrderPage = lazy(() => import('../features/orders/pre-order-page'))
const CartPage = lazy(() => import('../features/cart/cart-page'))
const CheckoutPage = lazy(() => import('../features/checkout/checkout-page'))
const OrderConfirmationPage = lazy(() => import('../features/checkout/order-confirmation-page'))
const ProfilePage = lazy(() => import('../features/account/profile-page'))
const WishlistPage = lazy(() => import('../features/wishlist/wishlist-page'))
const NotFoundPage = lazy(() => import('../features/status/not-found-page'))

/** The route table of spec §2. */
export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/home">
          <Redirect to="/" replace />
        </Route>
        <Route path="/product/:slug" component={ProductPage} />
        <Route path="/shop" component={ShopPage} />
        <Route path="/login" component={LoginPage} />
        <Route path="/register" component={RegisterPage} />
        <Route path="/otp" component={OtpPage} />
        <Route path="/contact" component={ContactPage} />
        <Route path="/about-us" component={AboutPage} />
        <Route path="/terms-conditions">
          <ContentPage slug="terms-conditions" />
        </Route>
        <Route path="/privacy-policy">
          <ContentPage slug="privacy-policy" />
        </Route>
        <Route path="/return-policy">
          <ContentPage slug="return-policy" />
        </Route>
        <Route path="/faq">
          <ContentPage slug="faq" />
        </Route>
        <Route path="/order/:orderId" component={OrderPage} />
        <Route path="/pre_order/:orderId" component={PreOrderPage} />
        <Route path="/cart">
          <Guarded>
            <CartPage />
          </Guarded>
        </Route>
        <Route path="/checkout">
          <Guarded>
            <CheckoutPage />
          </Guarded>
        </Route>
        <Route path="/order-confirmation">
          <Guarded>
            <OrderConfirmationPage />
          </Guarded>
        </Route>
        <Route path="/profile">
          <Guarded>
            <ProfilePage />
          </Guarded>
        </Route>
        <Route path="/wishlist">
          <Guarded>
            <WishlistPage />
          </Guarded>
        </Route>
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  )
}
