import { useSignals } from '@preact/signals-react/runtime'
import { foldSearchText } from '@storefront/sdk/search-text'
import { type KeyboardEvent, type RefObject, useEffect, useMemo, useState } from 'react'
import { ltrText } from '../../components/bidi'
import { useFormatMoney } from '../../components/price'
import { useSearchSuggestions } from '../../data/catalog'
import { LL } from '../../lib/language-store'
import { mediaUrl } from '../../lib/media'
import { hrefOf, shopHref } from '../../lib/pages'
import { useSettings } from '../../lib/settings'
import { readRecentSearches } from './recent-searches'

export const SUGGEST_DEBOUNCE_MS = 200
const MIN_CHARS = 2
const MAX_PRODUCTS = 5
const MAX_NAMES = 3

type Kind = 'recent' | 'product' | 'category' | 'brand'

interface Option {
  key: string
  kind: Kind
  label: string
  href: string
  text?: string
  image?: { url: string; width: number; height: number }
  price?: number
}

export interface SuggestionsState {
  expanded: boolean
  activeId: string | undefined
}

export interface SearchSuggestionsProps {
  text: string
  listId: string
  /** The shopper wants the list (the box has focus and Escape was not pressed). */
  wanted: boolean
  onState: (state: SuggestionsState) => void
  keys: RefObject<((event: KeyboardEvent<HTMLInputElement>) => void) | null>
  onPick: (href: string, text?: string) => void
  onDismiss: () => void
}

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

// Folded as the API folds its search (decision 0024), so 'الاجهزه' finds the category 'الأجهزة'.
const matches = (needle: string) => (name: string) => foldSearchText(name).includes(needle)

interface Group {
  kind: Kind
  label: string
  options: Option[]
}

function suggestionGroups(
  typed: string,
  term: string,
  searching: boolean,
  products: ReturnType<typeof useSearchSuggestions>['data'],
  settings: ReturnType<typeof useSettings>['data'],
  t: typeof LL.value.header,
): Group[] {
  if (typed === '') {
    const recent = readRecentSearches().map(
      (s, i): Option => ({
        key: `r${i}`,
        kind: 'recent',
        label: s,
        text: s,
        href: shopHref({ search: s }),
      }),
    )
    return recent.length ? [{ kind: 'recent', label: LL.value.recent.searches(), options: recent }] : []
  }
  if (!searching) return []
  const needle = foldSearchText(term)
  const found = (products?.data ?? []).map(
    (p): Option => ({
      key: `p${p.id}`,
      kind: 'product',
      label: p.name,
      href: hrefOf('product', { slug: p.slug }),
      image: p.image,
      price: p.price,
    }),
  )
  const categories = (settings?.categories ?? [])
    .filter((c) => matches(needle)(c.name))
    .slice(0, MAX_NAMES)
    .map(
      (c): Option => ({
        key: `c${c.id}`,
        kind: 'category',
        label: c.name,
        href: shopHref({ categories: [c.id] }),
      }),
    )
  const brands = (settings?.brands ?? [])
    .filter((b) => matches(needle)(b.name))
    .slice(0, MAX_NAMES)
    .map(
      (b): Option => ({
        key: `b${b.id}`,
        kind: 'brand',
        label: b.name,
        href: shopHref({ brands: [b.id] }),
      }),
    )
  return [
    { kind: 'product' as const, label: t.suggestProducts(), options: found },
    { kind: 'category' as const, label: t.suggestCategories(), options: categories },
    { kind: 'brand' as const, label: t.suggestBrands(), options: brands },
  ].filter((g) => g.options.length > 0)
}

function useSuggestionGroups(text: string, wanted: boolean) {
  const t = LL.value.header
  const settings = useSettings().data
  const term = useDebounced(text.trim(), SUGGEST_DEBOUNCE_MS)
  const typed = text.trim()
  const searching = term.length >= MIN_CHARS
  const products = useSearchSuggestions(term, MAX_PRODUCTS, searching && wanted)
  const groups = useMemo(
    () => suggestionGroups(typed, term, searching, products.data, settings, t),
    [typed, term, searching, products.data, settings, t],
  )
  return { typed, term, groups, answered: searching && !products.isPending }
}

function useActiveOption(
  options: Option[],
  expanded: boolean,
  optionId: (index: number) => string,
  onState: (state: SuggestionsState) => void,
) {
  const [active, setActive] = useState(-1)
  // A new list starts with nothing highlighted, so Enter still searches for what was typed.
  const signature = options.map((o) => o.key).join()
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options changing is the trigger
  useEffect(() => setActive(-1), [signature])
  const activeId = expanded && active >= 0 && active < options.length ? optionId(active) : undefined
  useEffect(() => onState({ expanded, activeId }), [expanded, activeId, onState])
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' })
  }, [activeId])
  return { active, setActive, activeId }
}

/** The header search's listbox (WAI-ARIA combobox with list autocomplete): products, categories and brands, or recent searches. */
export function SearchSuggestions({
  text,
  listId,
  wanted,
  onState,
  keys,
  onPick,
  onDismiss,
}: SearchSuggestionsProps) {
  useSignals()
  const t = LL.value.header
  const { typed, term, groups, answered } = useSuggestionGroups(text, wanted)
  const options = groups.flatMap((g) => g.options)
  const optionId = (i: number) => `${listId}-${options[i]?.key ?? i}`
  const expanded = wanted && (options.length > 0 || answered)
  const { active, setActive, activeId } = useActiveOption(options, expanded, optionId, onState)

  keys.current = (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return
      event.preventDefault()
      setActive((current) => stepped(current, event.key === 'ArrowDown' ? 1 : -1, options.length))
    } else if (event.key === 'Enter' && activeId) {
      const option = options[active]
      if (!option) return
      event.preventDefault()
      onPick(option.href, option.text)
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault()
      onDismiss()
    }
  }

  return (
    <div
      className={
        expanded
          ? 'absolute inset-x-0 top-full z-30 mt-1 max-h-[70vh] overflow-y-auto rounded-lg border border-line bg-bg p-1 shadow-lg'
          : 'hidden'
      }
    >
      <SuggestionList
        listId={listId}
        groups={groups}
        optionId={optionId}
        active={active}
        onHover={setActive}
        onPick={onPick}
      />
      {expanded && options.length === 0 ? (
        <p className="px-2 py-2 text-sm text-muted">{t.suggestNone({ query: term })}</p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {expanded && typed !== '' ? t.suggestCount({ count: options.length }) : ''}
      </p>
    </div>
  )
}

function stepped(current: number, step: 1 | -1, count: number) {
  return current < 0 && step < 0 ? count - 1 : (current + step + count) % count
}

interface SuggestionListProps {
  listId: string
  groups: Group[]
  optionId: (index: number) => string
  active: number
  onHover: (index: number) => void
  onPick: (href: string, text?: string) => void
}

function SuggestionList({ listId, groups, optionId, active, onHover, onPick }: SuggestionListProps) {
  useSignals()
  let index = -1
  return (
    <div id={listId} role="listbox" aria-label={LL.value.header.suggestions()}>
      {groups.map((group) => (
        // biome-ignore lint/a11y/useSemanticElements: a listbox holds role=group, not a fieldset
        <div key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`}>
          <div
            id={`${listId}-${group.kind}`}
            role="presentation"
            className="px-2 pt-2 pb-1 text-xs font-semibold text-muted"
          >
            {group.label}
          </div>
          {group.options.map((option) => {
            index += 1
            const i = index
            return (
              <SuggestionOption
                key={option.key}
                id={optionId(i)}
                option={option}
                selected={i === active}
                onHover={() => onHover(i)}
                onPick={onPick}
              />
            )
          })}
        </div>
      ))}
    </div>
  )
}

function SuggestionOption({
  id,
  option,
  selected,
  onHover,
  onPick,
}: {
  id: string
  option: Option
  selected: boolean
  onHover: () => void
  onPick: (href: string, text?: string) => void
}) {
  const format = useFormatMoney()
  return (
    // biome-ignore lint/a11y/useFocusableInteractive: the box keeps the focus and points here (aria-activedescendant)
    // biome-ignore lint/a11y/useKeyWithClickEvents: the box's key handler drives the options
    <div
      id={id}
      role="option"
      aria-selected={selected}
      data-kind={option.kind}
      // Keeps the focus in the box, so the list stays open and the click lands.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={onHover}
      onClick={() => onPick(option.href, option.text)}
      className={`flex cursor-pointer items-center gap-3 rounded-md px-2 py-1.5 text-sm ${selected ? 'bg-surface outline-2 outline-solid outline-ring -outline-offset-2' : ''}`}
    >
      {option.image ? (
        <img
          src={mediaUrl(option.image.url)}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          className="size-10 shrink-0 rounded border border-line object-contain"
        />
      ) : null}
      <bdi className="min-w-0 flex-1 truncate">{option.label}</bdi>
      {option.price !== undefined ? (
        <span className="shrink-0 font-semibold tabular-nums">{ltrText(format(option.price))}</span>
      ) : null}
    </div>
  )
}
