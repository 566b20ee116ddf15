import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { ErrorPage } from '../../components/error-page'
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from '../../components/product-card'
import type { useShopProducts } from '../../data/catalog'
import { LL } from '../../lib/language-store'
import { shopHref } from '../../lib/pages'
import type { AppSettings } from '../../lib/settings'
import { SHOP_PER_PAGE, type ShopFilters } from '../../lib/shop-address'
import { nearestMatches } from './nearest-matches'

function NearestMatches({ search, settings }: { search: string; settings: AppSettings | undefined }) {
  useSignals()
  if (!settings) return null
  const matches = nearestMatches(search, [
    ...settings.categories.map((c) => ({ name: c.name, value: shopHref({ categories: [c.id] }) })),
    ...settings.brands.map((b) => ({ name: b.name, value: shopHref({ brands: [b.id] }) })),
    ...settings.tags.map((tag) => ({ name: tag.name, value: shopHref({ search: tag.name }) })),
  ])
  if (matches.length === 0) return null
  return (
    <div className="mt-4">
      <p className="text-sm">{LL.value.shop.nearestMatches()}</p>
      <ul className="mt-2 flex flex-wrap justify-center gap-2">
        {matches.map((match) => (
          <li key={match.value}>
            <Link
              href={match.value}
              className="focusable inline-flex h-8 items-center rounded-full border border-line bg-surface px-3 text-sm font-medium text-link hover:border-primary"
            >
              <bdi>{match.name}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function ShopResults({
  products,
  filters,
  settings,
}: {
  products: ReturnType<typeof useShopProducts>
  filters: ShopFilters
  settings: AppSettings | undefined
}) {
  useSignals()
  const items = products.data?.data ?? []
  if (products.isError) return <ErrorPage onRetry={() => products.refetch()} />
  if (products.isPending) {
    return (
      <ul className={PRODUCT_GRID} aria-hidden="true">
        {Array.from({ length: SHOP_PER_PAGE }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
          <li key={i}>
            <ProductCardSkeleton />
          </li>
        ))}
      </ul>
    )
  }
  if (items.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-line px-4 py-16 text-center">
        <p className="text-muted">{LL.value.shop.empty()}</p>
        {filters.search ? <NearestMatches search={filters.search} settings={settings} /> : null}
      </div>
    )
  }
  return (
    <ul className={`${PRODUCT_GRID} transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}>
      {items.map((product, index) => (
        <li key={product.id}>
          <ProductCard product={product} eager={index < 4} />
        </li>
      ))}
    </ul>
  )
}
