import { useSignals } from '@preact/signals-react/runtime'
import { useId } from 'react'
import { LL } from '../lib/language-store'
import { recentlyViewed } from '../lib/recently-viewed-store'
import { PRODUCT_GRID, ProductCard } from './product-card'

/** The products last opened on this device; rendered only after hydration (the store is client-only), so both renders agree. */
export function RecentlyViewed({ excludeId, limit = 4 }: { excludeId?: number; limit?: number }) {
  useSignals()
  const id = useId()
  const list = recentlyViewed.value.filter((p) => p.id !== excludeId).slice(0, limit)
  if (list.length === 0) return null
  return (
    <section aria-labelledby={id} data-testid="recently-viewed">
      <h2 id={id} className="mb-4 text-2xl font-bold">
        {LL.value.recent.viewed()}
      </h2>
      <ul className={PRODUCT_GRID}>
        {list.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  )
}
