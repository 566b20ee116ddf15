import { useSignals } from '@preact/signals-react/runtime'
import { useEffect, useMemo } from 'react'
import { useLocation, useSearch } from 'wouter'
import { ltrRange } from '../../components/bidi'
import { Breadcrumbs, type Crumb } from '../../components/breadcrumbs'
import { useFormatMoney } from '../../components/price'
import { useShopProducts } from '../../data/catalog'
import { useDocumentMeta } from '../../lib/document-meta'
import { LL } from '../../lib/language-store'
import { hrefOf, shopHref } from '../../lib/pages'
import { type AppSettings, useSettings } from '../../lib/settings'
import {
  parseShopParams,
  SHOP_PER_PAGE,
  type ShopFilters,
  toSearchString,
  withFilters,
} from '../../lib/shop-address'
import { FiltersColumn, FiltersSheet } from './filter-slots'
import { activeChips, FilterChips } from './shop-chips'
import { ShopPagination } from './shop-pagination'
import { ShopResults } from './shop-results'

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

/** "12" on the first page, "13–24" further on, so the counter says which products these are. */
function shownRange(page: number, count: number): string {
  if (page <= 1 || count === 0) return String(count)
  const first = (page - 1) * SHOP_PER_PAGE + 1
  return ltrRange(String(first), String(first + count - 1))
}

function useListingHeading(filters: ShopFilters, settings: AppSettings | undefined) {
  const t = LL.value.shop
  const named = listingTitle(filters, settings)
  const title = filters.search ? t.searchResults({ query: filters.search }) : (named ?? t.title())
  useDocumentMeta({
    title: filters.search || named ? title : t.metaTitle(),
    description: t.metaDescription(),
  })
  const crumbs: Crumb[] = [
    { label: LL.value.common.home(), href: hrefOf('home') },
    ...(named || filters.search
      ? [{ label: t.title(), href: hrefOf('shop') }, { label: title }]
      : [{ label: t.title() }]),
  ]
  return { title, crumbs }
}

export default function ShopPage() {
  useSignals()
  const t = LL.value.shop
  const search = useSearch()
  const [, navigate] = useLocation()
  const filters = useMemo(() => parseShopParams(search), [search])
  const settings = useSettings().data
  const products = useShopProducts(filters)
  const format = useFormatMoney()
  const { title, crumbs } = useListingHeading(filters, settings)
  const apply = (next: ShopFilters) => navigate(shopHref(next))
  const pagination = products.data?.pagination
  const shown = products.data?.data.length ?? 0

  // A shared link can point past the last page once the catalogue shrinks.
  useEffect(() => {
    if (pagination && pagination.total > 0 && filters.page > pagination.last_page) {
      navigate(shopHref(withFilters(filters, { page: pagination.last_page })), { replace: true })
    }
  }, [pagination, filters, navigate])

  const panel = { settings, filters, onChange: apply, facets: products.data?.facets }
  return (
    <div className="page-container py-6">
      <Breadcrumbs items={crumbs} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">{title}</h1>
          <p aria-live="polite" className="mt-1 h-5 text-sm text-muted">
            {pagination
              ? t.showing({ shown: shownRange(filters.page, shown), total: pagination.total })
              : null}
          </p>
        </div>
      </div>

      <div className="grid gap-4 lg:grid-cols-[16rem_1fr] lg:gap-8">
        <FiltersSheet
          {...panel}
          count={activeChips(filters, settings, format).length}
          total={pagination?.total ?? 0}
        />
        <FiltersColumn {...panel} />
        <section aria-labelledby="shop-results" aria-busy={products.isFetching}>
          <h2 id="shop-results" className="sr-only">
            {t.results()}
          </h2>
          <FilterChips filters={filters} settings={settings} onChange={apply} />
          <ShopResults products={products} filters={filters} settings={settings} />
          {pagination ? <ShopPagination filters={filters} lastPage={pagination.last_page} /> : null}
        </section>
      </div>
    </div>
  )
}
