import { signal } from '@preact/signals-react'
import type { components } from '@storefront/sdk'
import { clientOnly } from './hydration'
import { readStorage, writeStorage } from './safe-storage'
import { RECENTLY_VIEWED_KEY } from './storage-keys'

type ProductSummary = components['schemas']['ProductSummary']

function readStored(): ProductSummary[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(RECENTLY_VIEWED_KEY) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((p) => typeof p?.id === 'number' && typeof p.slug === 'string')
      : []
  } catch {
    return []
  }
}

const viewed = signal<ProductSummary[]>(readStored())

/** Empty while the server's HTML is hydrated (the server cannot know the device), then what it holds. */
export const recentlyViewed = clientOnly(viewed, (): ProductSummary[] => [])

export const storedViewed = () => viewed.peek()

export function saveViewed(list: ProductSummary[]) {
  viewed.value = list
  writeStorage(RECENTLY_VIEWED_KEY, JSON.stringify(list))
}
