import { useSignals } from '@preact/signals-react/runtime'
import { ltrRange } from '../../components/bidi'
import { CloseIcon } from '../../components/icons'
import { useFormatMoney } from '../../components/price'
import { useAutoAnimateRef } from '../../lib/auto-animate'
import { LL } from '../../lib/language-store'
import type { AppSettings } from '../../lib/settings'
import {
  EMPTY_FILTERS,
  hasActiveFilters,
  type ShopFilters,
  toggleId,
  withFilters,
} from '../../lib/shop-address'

interface Chip {
  key: string
  label: string
  remove: ShopFilters
}

export function activeChips(
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

export function FilterChips({
  filters,
  settings,
  onChange,
}: {
  filters: ShopFilters
  settings: AppSettings | undefined
  onChange: (next: ShopFilters) => void
}) {
  useSignals()
  const t = LL.value.shop
  const chipsRef = useAutoAnimateRef<HTMLUListElement>()
  const chips = activeChips(filters, settings, useFormatMoney())
  return (
    <div
      className={`flex flex-wrap items-center gap-2 ${chips.length > 0 || hasActiveFilters(filters) ? 'mb-4' : ''}`}
    >
      <ul ref={chipsRef} className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={() => onChange(chip.remove)}
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
          onClick={() => onChange(EMPTY_FILTERS)}
          className="text-sm font-medium text-link underline-offset-2 hover:underline"
        >
          {t.clearAll()}
        </button>
      ) : null}
    </div>
  )
}
