import { useState } from 'react'
import type { useProduct } from './api'
import { colorOptions, findVariant, initialChoice, isOutOfStock, sizeOptions } from './variant-options'

type Product = NonNullable<ReturnType<typeof useProduct>['data']>

export function useVariantChoice(product: Product) {
  const [choice, setChoice] = useState(() => initialChoice(product.variants))
  const [quantity, setQuantity] = useState(1)
  const variant = findVariant(product.variants, choice.colorId, choice.sizeId)

  const chooseColor = (colorId: number) => {
    const only = sizeOptions(product.variants, colorId)
    const stillOffered = only.some((s) => s.size.id === choice.sizeId)
    setChoice({
      colorId,
      sizeId: stillOffered ? choice.sizeId : only.length === 1 ? (only[0]?.size.id ?? null) : null,
    })
    setQuantity(1)
  }
  const chooseSize = (sizeId: number) => {
    setChoice({ ...choice, sizeId })
    setQuantity(1)
  }
  const colorImages = product.variants.find((v) => v.color?.id === choice.colorId && v.images?.length)?.images

  return {
    choice,
    quantity,
    setQuantity,
    chooseColor,
    chooseSize,
    variant,
    colors: colorOptions(product.variants),
    sizes: sizeOptions(product.variants, choice.colorId),
    hasSizes: product.variants.some((v) => v.size),
    outOfStock: isOutOfStock(variant) || (!variant && !product.in_stock && !product.pre_order),
    preOrder: variant ? variant.pre_order : product.pre_order,
    price: variant?.price ?? product.price,
    compareAt: variant ? variant.compare_at_price : product.compare_at_price,
    galleryImages: colorImages?.length ? colorImages : product.images,
  }
}
