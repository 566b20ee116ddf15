import { useLocation } from 'wouter'
import { cartItemOf, useCart, useSetCartLine } from '../../data/cart'
import { isSignedIn, rememberReturnTo } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { productPath } from '../../lib/paths'
import { toastSignInRequired } from '../../lib/session-expiry'
import { toastWarning } from '../../lib/toaster'
import type { useProduct } from './api'
import { choiceProblem, findVariant, type initialChoice, maxQuantity } from './variant-options'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>
type Choice = ReturnType<typeof initialChoice>

/** The product page's add to cart: a visitor signs in and comes back, an incomplete choice is named, quantities add up. */
export function useAddToCart(product: Product, choice: Choice, quantity: number) {
  const cart = useCart()
  const setLine = useSetCartLine()
  const [, navigate] = useLocation()
  const add = () => {
    const t = LL.value.errors
    if (!isSignedIn.value) {
      rememberReturnTo(productPath(product.slug))
      return toastSignInRequired(navigate, t.loginToAddToCart())
    }
    const problem = choiceProblem(product.variants, choice.colorId, choice.sizeId)
    const variant = findVariant(product.variants, choice.colorId, choice.sizeId)
    if (problem || !variant)
      return toastWarning(problem === 'color' ? t.selectColor() : t.selectColorAndSize())
    const inCart = cart.data?.items.find((line) => line.variant_id === variant.id)?.quantity ?? 0
    const next = Math.min(inCart + quantity, maxQuantity(variant))
    setLine.mutate({ variant_id: variant.id, quantity: next, item: cartItemOf(product, variant, next) })
  }
  return { add, pending: setLine.isPending }
}
