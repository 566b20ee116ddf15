import { useSignals } from '@preact/signals-react/runtime'
import { type FormEvent, useEffect, useState } from 'react'
import { useLocation, useSearch } from 'wouter'
import { SearchIcon } from '../../components/icons'
import { LL } from '../../lib/language-store'
import { parseShopParams, searchHref, toSearchString } from '../../lib/shop-address'

export const SEARCH_PARAM = 'search'

export function SearchBox({ className = '' }: { className?: string }) {
  useSignals()
  const t = LL.value.header
  const [path, navigate] = useLocation()
  const search = useSearch()
  const fromUrl = new URLSearchParams(search).get(SEARCH_PARAM) ?? ''
  const [text, setText] = useState(fromUrl)

  // Back/forward or a link changes the address: show what it searches for.
  useEffect(() => setText(fromUrl), [fromUrl])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    setText(text.trim())
    navigate(searchHref(text, path, search))
  }

  // Before the app has started the form submits itself: it carries the shop's other filters along
  // (not the page: a new search starts at page 1).
  const kept =
    path === '/shop'
      ? [...new URLSearchParams(toSearchString({ ...parseShopParams(search), search: '', page: 1 }))]
      : []

  return (
    <search className={className}>
      {/* A plain GET to /shop too, so searching works before the app has started. */}
      <form action="/shop" method="get" onSubmit={onSubmit} className="relative">
        {kept.map(([key, value], i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a parameter can repeat; order is its identity
          <input key={`${key}-${i}`} type="hidden" name={key} value={value} />
        ))}
        <input
          type="search"
          name={SEARCH_PARAM}
          value={text}
          onChange={(event) => setText(event.target.value)}
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
      </form>
    </search>
  )
}
