import { readStorage, writeStorage } from './safe-storage'
import { WISHED_VARIANTS_KEY } from './storage-keys'

// The wishlist holds products, not variants (spec §3): the variant chosen when wished is kept here for Move to cart.
const LIMIT = 50

function read(): Record<string, number> {
  try {
    const value = JSON.parse(readStorage(WISHED_VARIANTS_KEY) ?? '{}') as unknown
    return value && typeof value === 'object' ? (value as Record<string, number>) : {}
  } catch {
    return {}
  }
}

export function rememberWishedVariant(productId: number, variantId: number | undefined) {
  const held = read()
  delete held[productId]
  if (variantId !== undefined) held[productId] = variantId
  const kept = Object.entries(held).slice(-LIMIT)
  writeStorage(WISHED_VARIANTS_KEY, JSON.stringify(Object.fromEntries(kept)))
}

export function wishedVariant(productId: number): number | undefined {
  return read()[productId]
}
