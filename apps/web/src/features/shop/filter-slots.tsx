import { useSignals } from '@preact/signals-react/runtime'
import { lazy, Suspense, useState } from 'react'
import { FilterIcon } from '../../components/icons'
import { Sheet } from '../../components/ui/dialog'
import type { ShopFacets } from '../../data/catalog'
import { LL } from '../../lib/language-store'
import { useMediaQuery } from '../../lib/media-query'
import type { AppSettings } from '../../lib/settings'
import type { ShopFilters } from '../../lib/shop-address'
import { useIdle } from '../../lib/when-idle'

// The filter widgets are most of this page's code and no part of the server's HTML.
const ShopFiltersPanel = lazy(() => import('./shop-filters').then((m) => ({ default: m.ShopFiltersPanel })))
const WIDE = '(min-width: 1024px)'

interface SlotProps {
  settings: AppSettings | undefined
  filters: ShopFilters
  onChange: (next: ShopFilters) => void
  facets: ShopFacets | undefined
}

export function FiltersSheet({ count, total, ...panel }: SlotProps & { count: number; total: number }) {
  useSignals()
  const t = LL.value.shop
  const [open, setOpen] = useState(false)
  const wide = useMediaQuery(WIDE)
  return (
    <div className="lg:hidden">
      <button type="button" className="btn-outline w-full" onClick={() => setOpen(true)}>
        <FilterIcon size={16} />
        {count > 0 ? t.filtersCount({ count }) : t.filters()}
      </button>
      {wide ? null : (
        <Sheet
          open={open}
          onOpenChange={setOpen}
          title={t.filters()}
          closeLabel={LL.value.common.close()}
          footer={
            <button type="button" className="btn-primary w-full" onClick={() => setOpen(false)}>
              {t.showResults({ count: total })}
            </button>
          }
        >
          {panel.settings ? (
            <Suspense fallback={<p className="text-sm text-muted">{LL.value.common.loading()}</p>}>
              <ShopFiltersPanel {...panel} settings={panel.settings} />
            </Suspense>
          ) : null}
        </Sheet>
      )}
    </div>
  )
}

/** On wide screens the filters stand beside the results, in a column of their own: they arrive once the page is idle and move nothing. */
export function FiltersColumn(panel: SlotProps) {
  useSignals()
  const wide = useMediaQuery(WIDE)
  const idle = useIdle()
  return (
    <aside aria-label={LL.value.shop.filters()} className="hidden lg:block">
      {panel.settings && wide && idle ? (
        <Suspense fallback={null}>
          <ShopFiltersPanel {...panel} settings={panel.settings} />
        </Suspense>
      ) : null}
    </aside>
  )
}
