import { useLocation } from 'wouter'
import { useAddToCart } from '../../data/cart'
import { isSignedIn, rememberReturnTo } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { toastSignInRequired } from '../../lib/session-expiry'
import { showToast, TOAST_MS, toastWarning } from '../../lib/toaster'
import type { useProduct } from './api'
import { type ChoiceProblem, choiceProblem, findVariant, type initialChoice } from './variant-options'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>
type Choice = ReturnType<typeof initialChoice>

/** The server's own "Added to cart." (its toast id, lib/toaster.ts), given the way to the cart: its pre-order tab for a pre-order. */
export function offerViewCart(message: string | undefined, go: (to: string) => void, preOrder = false) {
  if (!message) return
  showToast({
    id: message,
    type: 'success',
    description: message,
    duration: TOAST_MS,
    action: { label: LL.value.product.viewCart(), onClick: () => go(hrefOf('cart', { preOrder })) },
  })
}

/** The product page's add to cart: a visitor signs in and comes back, an incomplete choice is named beside the options, quantities add up. */
export function useAddToCartButton(
  product: Product,
  choice: Choice,
  quantity: number,
  onIncomplete: (problem: Exclude<ChoiceProblem, null>) => void,
) {
  const cart = useAddToCart()
  const [, navigate] = useLocation()
  const add = () => {
    const t = LL.value.errors
    if (!isSignedIn.value) {
      rememberReturnTo(hrefOf('product', { slug: product.slug }))
      return toastSignInRequired(navigate, t.loginToAddToCart())
    }
    const problem = choiceProblem(product.variants, choice.colorId, choice.sizeId)
    const variant = findVariant(product.variants, choice.colorId, choice.sizeId)
    if (problem || !variant) {
      const missing = problem ?? 'color-and-size'
      onIncomplete(missing)
      return toastWarning(missing === 'color' ? t.selectColor() : t.selectColorAndSize())
    }
    cart.add(variant, quantity, product, {
      onSuccess: (answer) => offerViewCart(answer.message, navigate, variant.pre_order),
    })
  }
  return { add, pending: cart.isPending }
}
