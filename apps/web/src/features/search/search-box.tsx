import { useSignals } from '@preact/signals-react/runtime'
import {
  type ComponentType,
  type FormEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { useLocation, useSearch } from 'wouter'
import { SearchIcon } from '../../components/icons'
import { LL } from '../../lib/language-store'
import { hrefOf, searchHref } from '../../lib/pages'
import { foreignParams, parseShopParams, toSearchString } from '../../lib/shop-address'
import type { SearchSuggestionsProps, SuggestionsState } from './search-suggestions'

export const SEARCH_PARAM = 'search'

// Kept with the suggestions' code: a search made before that loaded is remembered once it has.
const rememberSearch = (text: string) => void import('./recent-searches').then((m) => m.rememberSearch(text))

// The suggestions are not part of the first load: their code comes when the box first gets focus.
let suggestions: Promise<ComponentType<SearchSuggestionsProps>> | undefined
const loadSuggestions = () => {
  suggestions ??= import('./search-suggestions').then((m) => m.SearchSuggestions)
  return suggestions
}

function useSearchText() {
  const [path, navigate] = useLocation()
  const search = useSearch()
  const fromUrl = new URLSearchParams(search).get(SEARCH_PARAM) ?? ''
  const [text, setText] = useState(fromUrl)
  const [wanted, setWanted] = useState(false)

  useEffect(() => setText(fromUrl), [fromUrl])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setText(text.trim())
    setWanted(false)
    rememberSearch(text)
    navigate(searchHref(text, path, search))
  }

  const onPick = (href: string, picked?: string) => {
    if (picked !== undefined) {
      setText(picked)
      rememberSearch(picked)
    }
    setWanted(false)
    navigate(href)
  }
  return { path, search, text, setText, wanted, setWanted, onSubmit, onPick }
}

// Before the app starts the form carries the shop's other filters, not the page (a search starts at 1).
function keptFilters(path: string, search: string) {
  if (path !== hrefOf('shop')) return []
  return [
    ...new URLSearchParams(toSearchString({ ...parseShopParams(search), search: '', page: 1 })),
    ...foreignParams(search),
  ]
}

export function SearchBox({ className = '' }: { className?: string }) {
  useSignals()
  const t = LL.value.header
  const { path, search, text, setText, wanted, setWanted, onSubmit, onPick } = useSearchText()
  const listId = useId()
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null)
  const [state, setState] = useState<SuggestionsState>({ expanded: false, activeId: undefined })
  const keys = useRef<((event: KeyboardEvent<HTMLInputElement>) => void) | null>(null)
  const onState = useCallback((next: SuggestionsState) => setState(next), [])
  const kept = keptFilters(path, search)

  const expanded = !!Suggestions && state.expanded

  return (
    <search className={className}>
      {/* A plain GET to /shop too, so searching works before the app has started. */}
      <form action={hrefOf('shop')} method="get" onSubmit={onSubmit} className="relative">
        {kept.map(([key, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a parameter can repeat; order is its identity
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <input
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={Suggestions ? listId : undefined}
          aria-activedescendant={expanded ? state.activeId : undefined}
          name={SEARCH_PARAM}
          value={text}
          onChange={(event) => {
            setText(event.target.value)
            setWanted(true)
          }}
          onFocus={() => {
            setWanted(true)
            if (!Suggestions) loadSuggestions().then((component) => setSuggestions(() => component))
          }}
          onBlur={() => setWanted(false)}
          onKeyDown={(event) => {
            if (!wanted && event.key === 'ArrowDown') setWanted(true)
            keys.current?.(event)
          }}
          placeholder={t.searchPlaceholder()}
          aria-label={t.searchLabel()}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={200}
          className="field pe-10"
        />
        <button
          type="submit"
          aria-label={t.search()}
          className="icon-btn absolute inset-y-0 end-0 h-10 text-muted"
        >
          <SearchIcon size={18} />
        </button>
        {Suggestions ? (
          <Suggestions
            text={text}
            listId={listId}
            wanted={wanted}
            onState={onState}
            keys={keys}
            onPick={onPick}
            onDismiss={() => setWanted(false)}
          />
        ) : null}
      </form>
    </search>
  )
}
