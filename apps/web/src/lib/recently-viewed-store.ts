import { computed, signal } from '@preact/signals-react'
import type { components } from '@storefront/sdk'
import { clientOnly } from './hydration'
import { readStorage, writeStorage } from './safe-storage'
import { RECENTLY_VIEWED_KEY } from './storage-keys'

type ProductSummary = components['schemas']['ProductSummary']

export const RECENTLY_VIEWED_MAX = 12

function isSummary(value: unknown): value is ProductSummary {
  const p = value as Partial<ProductSummary> | null
  return (
    !!p &&
    typeof p.id === 'number' &&
    typeof p.slug === 'string' &&
    typeof p.name === 'string' &&
    typeof p.price === 'number' &&
    typeof p.image?.url === 'string'
  )
}

function readStored(): ProductSummary[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(RECENTLY_VIEWED_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isSummary).slice(0, RECENTLY_VIEWED_MAX) : []
  } catch {
    return []
  }
}

const viewed = signal<ProductSummary[]>(readStored())

/** Empty while the server's HTML is hydrated (the server cannot know the device), then what it holds. */
export const recentlyViewed = clientOnly(
  computed(() => viewed.value),
  (): ProductSummary[] => [],
)

/** Puts a product first, keeping only the summary fields the cards need (a detail is much larger). */
export function rememberViewed(product: ProductSummary) {
  const {
    id,
    slug,
    name,
    short_description,
    price,
    compare_at_price,
    image,
    brand,
    category,
    rating,
    reviews_count,
    in_stock,
    pre_order,
    colors,
  } = product
  const summary: ProductSummary = {
    id,
    slug,
    name,
    short_description,
    price,
    compare_at_price,
    image,
    brand,
    category,
    rating,
    reviews_count,
    in_stock,
    pre_order,
    colors,
  }
  const next = [summary, ...viewed.value.filter((p) => p.id !== id)].slice(0, RECENTLY_VIEWED_MAX)
  viewed.value = next
  writeStorage(RECENTLY_VIEWED_KEY, JSON.stringify(next))
}
