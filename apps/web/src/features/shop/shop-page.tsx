import { Collapsible } from '@ark-ui/react/collapsible'
import { useAutoAnimate } from '@formkit/auto-animate/react'
import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, useEffect, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { ErrorPage } from '../../components/error-page'
import { CloseIcon } from '../../components/icons'
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from '../../components/product-card'
import { useShopProducts } from '../../data/catalog'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { useMediaQuery } from '../../lib/media-query'
import { type AppSettings, useSettings } from '../../lib/settings'
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  parseShopParams,
  SHOP_PER_PAGE,
  type ShopFilters,
  shopHref,
  toggleId,
  withFilters,
} from '../../lib/shop-address'
import { ShopPagination } from './shop-pagination'

// The filter widgets (select, slider, checkboxes) are most of this page's code. They load after the
// grid, and on small screens only when the Filters panel opens, so the products paint first.
const ShopFiltersPanel = lazy(() => import('./shop-filters').then((m) => ({ default: m.ShopFiltersPanel })))
/** UnoCSS's `lg` breakpoint, where the filters stand beside the grid. */
const WIDE = '(min-width: 1024px)'

interface Chip {
  key: string
  label: string
  remove: ShopFilters
}

function activeChips(filters: ShopFilters, settings: AppSettings | undefined): Chip[] {
  const chips: Chip[] = []
  const name = (list: { id: number; name: string }[] | undefined, id: number) =>
    list?.find((item) => item.id === id)?.name ?? `#${id}`
  if (filters.search)
    chips.push({ key: 'search', label: `“${filters.search}”`, remove: withFilters(filters, { search: '' }) })
  for (const key of ['categories', 'brands', 'colors'] as const) {
    for (const id of filters[key]) {
      chips.push({
        key: `${key}-${id}`,
        label: name(settings?.[key], id),
        remove: withFilters(filters, { [key]: toggleId(filters[key], id) }),
      })
    }
  }
  if (filters.home_section !== null) {
    chips.push({
      key: 'home_section',
      label: name(settings?.homeSections, filters.home_section),
      remove: withFilters(filters, { home_section: null }),
    })
  }
  return chips
}

export default function ShopPage() {
  useSignals()
  const t = LL.value.shop
  const search = useSearch()
  const [, navigate] = useLocation()
  const filters = useMemo(() => parseShopParams(search), [search])
  const settings = useSettings().data
  const products = useShopProducts(filters)
  const [chipsRef] = useAutoAnimate<HTMLUListElement>()

  useDocumentMeta({
    title: filters.search ? t.searchResults({ query: filters.search }) : t.metaTitle(),
    description: t.metaDescription(),
  })

  const apply = (next: ShopFilters) => navigate(shopHref(next))
  const wide = useMediaQuery(WIDE)
  const pagination = products.data?.pagination
  const items = products.data?.data ?? []

  // A shared link can point past the last page once the catalogue shrinks.
  useEffect(() => {
    if (pagination && pagination.total > 0 && filters.page > pagination.last_page) {
      navigate(shopHref(withFilters(filters, { page: pagination.last_page })), { replace: true })
    }
  }, [pagination, filters, navigate])

  const chips = activeChips(filters, settings)

  return (
    <div className="page-container py-8">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">
            {filters.search ? t.searchResults({ query: filters.search }) : t.title()}
          </h1>
          <p aria-live="polite" className="mt-1 h-5 text-sm text-muted">
            {pagination ? t.showing({ shown: items.length, total: pagination.total }) : null}
          </p>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[16rem_1fr] lg:gap-8">
        <Collapsible.Root className="lg:hidden" lazyMount unmountOnExit>
          <Collapsible.Trigger className="btn-outline w-full">{t.filters()}</Collapsible.Trigger>
          <Collapsible.Content className="pt-4">
            {settings ? (
              <Suspense fallback={<p className="text-sm text-muted">{LL.value.common.loading()}</p>}>
                <ShopFiltersPanel settings={settings} filters={filters} onChange={apply} />
              </Suspense>
            ) : null}
          </Collapsible.Content>
        </Collapsible.Root>
        <aside aria-label={t.filters()} className="hidden lg:block">
          {settings && wide ? (
            <Suspense fallback={null}>
              <ShopFiltersPanel settings={settings} filters={filters} onChange={apply} />
            </Suspense>
          ) : null}
        </aside>

        <section aria-label={t.title()} aria-busy={products.isFetching}>
          <div
            className={`flex flex-wrap items-center gap-2 ${chips.length > 0 || hasActiveFilters(filters) ? 'mb-4' : ''}`}
          >
            <ul ref={chipsRef} className="flex flex-wrap gap-2">
              {chips.map((chip) => (
                <li key={chip.key}>
                  <button
                    type="button"
                    onClick={() => apply(chip.remove)}
                    aria-label={t.removeFilter({ name: chip.label })}
                    className="focusable inline-flex h-8 items-center gap-1 rounded-full border border-line bg-surface px-3 text-xs font-medium hover:border-primary"
                  >
                    {chip.label}
                    <CloseIcon size={12} />
                  </button>
                </li>
              ))}
            </ul>
            {hasActiveFilters(filters) ? (
              <button
                type="button"
                onClick={() => apply(EMPTY_FILTERS)}
                className="text-sm font-medium text-link underline-offset-2 hover:underline"
              >
                {t.clearAll()}
              </button>
            ) : null}
          </div>

          {products.isError ? (
            <ErrorPage onRetry={() => products.refetch()} />
          ) : products.isPending ? (
            <ul className={PRODUCT_GRID} aria-hidden="true">
              {Array.from({ length: SHOP_PER_PAGE }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                <li key={i}>
                  <ProductCardSkeleton />
                </li>
              ))}
            </ul>
          ) : items.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line py-16 text-center text-muted">
              {t.empty()}
            </p>
          ) : (
            <ul
              className={`${PRODUCT_GRID} transition-opacity ${products.isPlaceholderData ? 'opacity-60' : ''}`}
            >
              {items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard product={product} eager={index < 4} />
                </li>
              ))}
            </ul>
          )}
          {pagination ? <ShopPagination filters={filters} lastPage={pagination.last_page} /> : null}
        </section>
      </div>
    </div>
  )
}
