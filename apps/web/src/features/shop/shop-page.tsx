import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, useEffect, useMemo, useState } from 'react'
import { Link, useLocation, useSearch } from 'wouter'
import { ltrRange } from '../../components/bidi'
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs'
import { ErrorPage } from '../../components/error-page'
import { CloseIcon, FilterIcon } from '../../components/icons'
import { useFormatMoney } from '../../components/price'
import { PRODUCT_GRID, ProductCard, ProductCardSkeleton } from '../../components/product-card'
import { Sheet } from '../../components/ui/dialog'
import { useShopProducts } from '../../data/catalog'
import { useAutoAnimateRef } from '../../lib/auto-animate'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { useMediaQuery } from '../../lib/media-query'
import { PATHS } from '../../lib/paths'
import { type AppSettings, useSettings } from '../../lib/settings'
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  parseShopParams,
  SHOP_PER_PAGE,
  type ShopFilters,
  shopHref,
  toggleId,
  toSearchString,
  withFilters,
} from '../../lib/shop-address'
import { nearestMatches } from './nearest-matches'
import { ShopPagination } from './shop-pagination'

// The filter widgets are most of this page's code: they load after the grid, so the products paint first.
const ShopFiltersPanel = lazy(() => import('./shop-filters').then((m) => ({ default: m.ShopFiltersPanel })))
const WIDE = '(min-width: 1024px)'

interface Chip {
  key: string
  label: string
  remove: ShopFilters
}

function activeChips(
  filters: ShopFilters,
  settings: AppSettings | undefined,
  format: (amount: number) => string,
): Chip[] {
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
  if (filters.min_price !== null || filters.max_price !== null) {
    const bounds = settings?.price_range
    const range = ltrRange(
      format(filters.min_price ?? bounds?.min ?? 0),
      format(filters.max_price ?? bounds?.max ?? 0),
      ' – ',
    )
    chips.push({
      key: 'price',
      label: LL.value.shop.priceChip({ range }),
      remove: withFilters(filters, { min_price: null, max_price: null }),
    })
  }
  return chips
}

function listingTitle(filters: ShopFilters, settings: AppSettings | undefined): string | null {
  if (filters.search) return null
  const others = { ...filters, page: 1, sort: null, min_price: null, max_price: null, colors: [], brands: [] }
  if (filters.categories.length === 1 && toSearchString({ ...others, categories: [] }) === '') {
    return settings?.categories.find((c) => c.id === filters.categories[0])?.name ?? null
  }
  if (filters.home_section !== null && toSearchString({ ...others, home_section: null }) === '') {
    return settings?.homeSections.find((s) => s.id === filters.home_section)?.name ?? null
  }
  return null
}

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

/** "12" on the first page, "13–24" further on, so the counter says which products these are. */
function shownRange(page: number, count: number): string {
  if (page <= 1 || count === 0) return String(count)
  const first = (page - 1) * SHOP_PER_PAGE + 1
  return ltrRange(String(first), String(first + count - 1))
}

export default function ShopPage() {
  useSignals()
  const t = LL.value.shop
  const search = useSearch()
  const [, navigate] = useLocation()
  const filters = useMemo(() => parseShopParams(search), [search])
  const settings = useSettings().data
  const products = useShopProducts(filters)
  const chipsRef = useAutoAnimateRef<HTMLUListElement>()
  const format = useFormatMoney()
  const [sheetOpen, setSheetOpen] = useState(false)
  const named = listingTitle(filters, settings)
  const title = filters.search ? t.searchResults({ query: filters.search }) : (named ?? t.title())

  useDocumentMeta({
    title: filters.search || named ? title : t.metaTitle(),
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

  const chips = activeChips(filters, settings, format)
  const crumbs: Crumb[] = [
    { label: LL.value.common.home(), href: PATHS.home },
    ...(named || filters.search
      ? [{ label: t.title(), href: PATHS.shop }, { label: title }]
      : [{ label: t.title() }]),
  ]
  const total = pagination?.total ?? 0

  return (
    <div className="page-container py-6">
      <Breadcrumbs items={crumbs} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p aria-live="polite" className="mt-1 h-5 text-sm text-muted">
            {pagination
              ? t.showing({ shown: shownRange(filters.page, items.length), total: pagination.total })
              : null}
          </p>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[16rem_1fr] lg:gap-8">
        {/* On phones the filters open as a sheet over the results, which stay in place. */}
        <div className="lg:hidden">
          <button type="button" className="btn-outline w-full" onClick={() => setSheetOpen(true)}>
            <FilterIcon size={16} />
            {chips.length > 0 ? t.filtersCount({ count: chips.length }) : t.filters()}
          </button>
          {wide ? null : (
            <Sheet
              open={sheetOpen}
              onOpenChange={setSheetOpen}
              title={t.filters()}
              closeLabel={LL.value.common.close()}
              footer={
                <button type="button" className="btn-primary w-full" onClick={() => setSheetOpen(false)}>
                  {t.showResults({ count: total })}
                </button>
              }
            >
              {settings ? (
                <Suspense fallback={<p className="text-sm text-muted">{LL.value.common.loading()}</p>}>
                  <ShopFiltersPanel
                    settings={settings}
                    filters={filters}
                    onChange={apply}
                    facets={products.data?.facets}
                  />
                </Suspense>
              ) : null}
            </Sheet>
          )}
        </div>
        <aside aria-label={t.filters()} className="hidden lg:block">
          {settings && wide ? (
            <Suspense fallback={null}>
              <ShopFiltersPanel
                settings={settings}
                filters={filters}
                onChange={apply}
                facets={products.data?.facets}
              />
            </Suspense>
          ) : null}
        </aside>

        <section aria-labelledby="shop-results" aria-busy={products.isFetching}>
          <h2 id="shop-results" className="sr-only">
            {t.results()}
          </h2>
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
                    <span>{chip.label}</span>
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
            <div className="rounded-lg border border-dashed border-line px-4 py-16 text-center">
              <p className="text-muted">{t.empty()}</p>
              {filters.search ? <NearestMatches search={filters.search} settings={settings} /> : null}
            </div>
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
