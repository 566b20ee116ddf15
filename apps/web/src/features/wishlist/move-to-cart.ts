import type { components } from '@storefront/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useLocation } from 'wouter'
import { type CartAnswer, cartItemOf, cartQuery, useSetCartLine } from '../../data/cart'
import { productQuery } from '../../data/catalog'
import { useToggleWishlist } from '../../data/wishlist'
import { LL } from '../../lib/language-store'
import { showFailure } from '../../lib/mutation'
import { productPath } from '../../lib/paths'
import { toastWarning } from '../../lib/toaster'

export type MovableProduct = components['schemas']['ProductSummary']

/**
 * One more of the product's only buyable variant goes to the cart, and the product leaves the
 * wishlist once the cart took it. A product with a choice of colour or size opens its page.
 */
export function useMoveToCart() {
  const queryClient = useQueryClient()
  const setLine = useSetCartLine()
  const toggle = useToggleWishlist()
  const [, navigate] = useLocation()
  const [isPending, setPending] = useState(false)

  const mutate = async (summary: MovableProduct) => {
    setPending(true)
    try {
      const product = (await queryClient.fetchQuery(productQuery(summary.slug))).data
      const buyable = product.variants.filter((variant) => variant.pre_order || variant.stock > 0)
      const [variant] = buyable
      if (buyable.length !== 1 || !variant) {
        toastWarning(LL.value.errors.selectColorAndSize())
        navigate(productPath(product.slug))
        return
      }
      const cart = queryClient.getQueryData<CartAnswer>(cartQuery().queryKey)?.data
      const held = cart?.items.find((item) => item.variant_id === variant.id)?.quantity ?? 0
      const quantity = variant.pre_order ? held + 1 : Math.min(held + 1, variant.stock)
      setLine.mutate(
        { variant_id: variant.id, quantity, item: cartItemOf(product, variant, quantity) },
        { onSuccess: () => toggle.mutate({ product_id: product.id }) },
      )
    } catch (error) {
      showFailure(error)
    } finally {
      setPending(false)
    }
  }
  return { mutate, isPending }
}
