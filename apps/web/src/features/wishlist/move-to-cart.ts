import type { components } from '@storefront/sdk'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useAddToCart } from '../../data/cart'
import { productQuery } from '../../data/catalog-queries'
import { useToggleWishlist } from '../../data/wishlist'
import { showFailure } from '../../lib/mutation'

export type MovableProduct = components['schemas']['ProductSummary']
export type ProductDetail = components['schemas']['ProductDetail']
export type Variant = ProductDetail['variants'][number]

export const buyableVariants = (product: ProductDetail) =>
  product.variants.filter((variant) => variant.pre_order || variant.stock > 0)

/** One of a variant to the cart, then the product out of the wishlist; `onMoved` moves the focus as its card leaves. */
export function useMoveToCart(onMoved?: () => void) {
  const queryClient = useQueryClient()
  const cart = useAddToCart()
  // The cart's "Added to cart." (with View cart) is the news; "Removed from wishlist." would replace it.
  const toggle = useToggleWishlist({ quiet: true })
  const [isPending, setPending] = useState(false)
  const [choice, setChoice] = useState<ProductDetail | null>(null)

  const add = (product: ProductDetail, variant: Variant) => {
    cart.add(variant, 1, product, {
      onSuccess: () => {
        // The card leaves at once (an optimistic change), and this button with it.
        toggle.mutate({ product_id: product.id })
        onMoved?.()
      },
    })
  }

  const mutate = async (summary: MovableProduct) => {
    setPending(true)
    try {
      const product = (await queryClient.fetchQuery(productQuery(summary.slug))).data
      const buyable = buyableVariants(product)
      const [only] = buyable
      if (buyable.length === 1 && only) add(product, only)
      else setChoice(product)
    } catch (error) {
      showFailure(error)
    } finally {
      setPending(false)
    }
  }
  return { mutate, isPending, choice, close: () => setChoice(null), add }
}
