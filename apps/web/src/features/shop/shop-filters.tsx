import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, useCallback, useEffect, useId, useState } from 'react'
import { useFormatMoney } from '../../components/price'
import { Checkbox } from '../../components/ui/checkbox'
import { RangeSlider } from '../../components/ui/range-slider'
import { Select } from '../../components/ui/select'
import type { ShopFacets } from '../../data/catalog'
import { LL } from '../../lib/language-store'
import type { AppSettings } from '../../lib/settings'
import { type ShopFilters, toggleId, withFilters } from '../../lib/shop-address'

const ALL_SECTIONS = 'all'
/** The sort the server applies when none is named; a real choice, so shoppers can go back to it. */
const FEATURED = 'featured'
export const FACET_PREVIEW = 6

interface FiltersProps {
  settings: AppSettings
  filters: ShopFilters
  onChange: (next: ShopFilters) => void
  /** Counts of the current listing; until they arrive the settings' catalogue-wide counts show. */
  facets?: ShopFacets
}

/** After the browser has painted what is on screen now: work that can wait then holds up no paint. */
const afterPaint = (task: () => void) => requestAnimationFrame(() => setTimeout(task))

// A choice shows in the panel at once and the address (the whole listing, a long task on a phone) follows after
// that paint; until it does, the panel shows the pending choice, so a second one builds on it.
function useChoiceFirst(filters: ShopFilters, onChange: (next: ShopFilters) => void) {
  const [chosen, setChosen] = useState<{ from: ShopFilters; next: ShopFilters } | null>(null)
  const shown = chosen?.from === filters ? chosen.next : filters
  const change = useCallback(
    (next: ShopFilters) => {
      setChosen({ from: filters, next })
      afterPaint(() => onChange(next))
    },
    [filters, onChange],
  )
  return [shown, change] as const
}

function countOf(list: { id: number; count: number }[] | undefined, id: number, fallback?: number) {
  return list?.find((f) => f.id === id)?.count ?? fallback
}

/** An option that would give no results; one already chosen stays live, so it can be cleared. */
const givesNothing = (count: number | undefined, chosen: boolean) => count === 0 && !chosen

function OptionLabel({ name, count, chosen }: { name: ReactNode; count?: number; chosen: boolean }) {
  const empty = givesNothing(count, chosen)
  return (
    <span data-empty={empty || undefined} className={empty ? 'text-muted' : undefined}>
      {name}
      {count === undefined ? null : (
        <>
          {' '}
          <span className="text-muted">({count})</span>
        </>
      )}
    </span>
  )
}

/** Disabled through a fieldset (the native way) while the option gives nothing; kept in place so the list never jumps. */
function FacetCheckbox({
  checked,
  count,
  onToggle,
  children,
}: {
  checked: boolean
  count: number | undefined
  onToggle: () => void
  children: ReactNode
}) {
  // The box shows the tick at once; the filters, which redraw the panel, follow after that paint.
  const [shown, setShown] = useState(checked)
  const [given, setGiven] = useState(checked)
  if (given !== checked) {
    setGiven(checked)
    setShown(checked)
  }
  const toggle = () => {
    setShown(!shown)
    afterPaint(onToggle)
  }
  const off = givesNothing(count, checked)
  return (
    <fieldset disabled={off} role="none" className={`m-0 min-w-0 border-0 p-0 ${off ? 'opacity-70' : ''}`}>
      <Checkbox checked={shown} onCheckedChange={toggle}>
        {children}
      </Checkbox>
    </fieldset>
  )
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="border-b border-line pb-4">
      <legend className="mb-2 text-sm font-semibold">{title}</legend>
      {children}
    </fieldset>
  )
}

interface FacetOption {
  id: number
  label: ReactNode
  count: number | undefined
}

/** A chosen option past the preview opens the list, so no active filter is out of sight. */
function FacetList({
  options,
  chosen,
  onToggle,
  className = 'flex flex-col gap-2',
}: {
  options: FacetOption[]
  chosen: number[]
  onToggle: (id: number) => void
  className?: string
}) {
  useSignals()
  const t = LL.value.shop
  const listId = useId()
  const hiddenChosen = options.slice(FACET_PREVIEW).some((o) => chosen.includes(o.id))
  const [expanded, setExpanded] = useState(hiddenChosen)
  const open = expanded || hiddenChosen
  const shown = open ? options : options.slice(0, FACET_PREVIEW)
  const more = options.length - FACET_PREVIEW
  return (
    <>
      <ul id={listId} className={className}>
        {shown.map((option) => (
          <li key={option.id}>
            <FacetCheckbox
              checked={chosen.includes(option.id)}
              count={option.count}
              onToggle={() => onToggle(option.id)}
            >
              {option.label}
            </FacetCheckbox>
          </li>
        ))}
      </ul>
      {more > 0 && !hiddenChosen ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setExpanded(!open)}
          className="focusable mt-2 rounded text-sm font-medium text-link hover:underline"
        >
          {open ? t.showLess() : t.showMore({ count: more })}
        </button>
      ) : null}
    </>
  )
}

function PriceRange({ settings, filters, onChange }: FiltersProps) {
  useSignals()
  const t = LL.value.shop
  const format = useFormatMoney()
  const bounds = settings.price_range
  const fromUrl: [number, number] = [
    Math.max(bounds.min, Math.min(filters.min_price ?? bounds.min, bounds.max)),
    Math.min(bounds.max, Math.max(filters.max_price ?? bounds.max, bounds.min)),
  ]
  const [value, setValue] = useState(fromUrl)
  // Follow the address (back/forward, clear all) while the thumbs are not being dragged.
  useEffect(() => setValue(fromUrl), [fromUrl[0], fromUrl[1]])
  const span = bounds.max - bounds.min
  const step = span > 2000 ? 10 : span > 200 ? 5 : 1
  return (
    <RangeSlider
      label={t.priceRange()}
      thumbLabels={[t.minPrice(), t.maxPrice()]}
      min={bounds.min}
      max={bounds.max}
      step={step}
      value={value}
      formatValue={(v) => format(v)}
      onValueChange={setValue}
      onValueChangeEnd={([min, max]) =>
        onChange(
          withFilters(filters, {
            min_price: min <= bounds.min ? null : min,
            max_price: max >= bounds.max ? null : max,
          }),
        )
      }
    />
  )
}

type Counts = { id: number; count: number }[] | undefined

function facetOptions(
  list: { id: number; name: string; products_count?: number }[],
  counts: Counts,
  chosen: number[],
) {
  return list.map((item) => {
    const count = countOf(counts, item.id, item.products_count)
    return {
      id: item.id,
      count,
      label: <OptionLabel name={item.name} count={count} chosen={chosen.includes(item.id)} />,
    }
  })
}

interface ColorFacetsProps {
  colors: AppSettings['colors']
  counts: Counts
  chosen: number[]
  onToggle: (id: number) => void
}

function ColorFacets({ colors, counts, chosen, onToggle }: ColorFacetsProps) {
  return (
    <ul className="grid grid-cols-2 gap-2">
      {colors.map((color) => (
        <li key={color.id}>
          <FacetCheckbox
            checked={chosen.includes(color.id)}
            count={countOf(counts, color.id)}
            onToggle={() => onToggle(color.id)}
          >
            <span className="inline-flex items-center gap-1.5">
              <span
                aria-hidden="true"
                className="inline-block size-3.5 shrink-0 rounded-full border border-line"
                style={{ backgroundColor: color.hex }}
              />
              <OptionLabel
                name={color.name}
                count={countOf(counts, color.id)}
                chosen={chosen.includes(color.id)}
              />
            </span>
          </FacetCheckbox>
        </li>
      ))}
    </ul>
  )
}

function OrderSelects({ settings, filters, onChange }: Omit<FiltersProps, 'facets'>) {
  useSignals()
  const t = LL.value.shop
  return (
    <>
      <Select
        label={t.sortBy()}
        items={[
          { value: FEATURED, label: t.defaultSort() },
          ...settings.sorts.map((s) => ({ value: s.key, label: s.label })),
        ]}
        value={filters.sort ?? FEATURED}
        onValueChange={(sort) =>
          onChange(withFilters(filters, { sort: sort && sort !== FEATURED ? sort : null }))
        }
      />
      {settings.homeSections.length > 0 ? (
        <Select
          label={t.homeSections()}
          items={[
            { value: ALL_SECTIONS, label: t.allSections() },
            ...settings.homeSections.map((s) => ({ value: String(s.id), label: s.name })),
          ]}
          value={filters.home_section === null ? ALL_SECTIONS : String(filters.home_section)}
          onValueChange={(id) =>
            onChange(withFilters(filters, { home_section: id && id !== ALL_SECTIONS ? Number(id) : null }))
          }
        />
      ) : null}
    </>
  )
}

export function ShopFiltersPanel({ settings, facets, ...given }: FiltersProps) {
  useSignals()
  const [filters, onChange] = useChoiceFirst(given.filters, given.onChange)
  const t = LL.value.shop
  const toggle = (key: 'categories' | 'colors' | 'brands', id: number) =>
    onChange(withFilters(filters, { [key]: toggleId(filters[key], id) }))

  return (
    <div className="flex flex-col gap-4">
      <OrderSelects settings={settings} filters={filters} onChange={onChange} />
      <div className="border-b border-line pb-4">
        <PriceRange settings={settings} filters={filters} onChange={onChange} />
      </div>
      <Group title={t.categories()}>
        <FacetList
          chosen={filters.categories}
          onToggle={(id) => toggle('categories', id)}
          options={facetOptions(settings.categories, facets?.categories, filters.categories)}
        />
      </Group>
      <Group title={t.brands()}>
        <FacetList
          chosen={filters.brands}
          onToggle={(id) => toggle('brands', id)}
          options={facetOptions(settings.brands, facets?.brands, filters.brands)}
        />
      </Group>
      <Group title={t.colors()}>
        <ColorFacets
          colors={settings.colors}
          counts={facets?.colors}
          chosen={filters.colors}
          onToggle={(id) => toggle('colors', id)}
        />
      </Group>
    </div>
  )
}
