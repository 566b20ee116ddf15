import { LocaleProvider } from '@ark-ui/react/locale'
import { createQueryClient } from '@storefront/sdk/react'
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { intlLocale, LL } from '../../lib/language-store'

const emptyClient = createQueryClient()

/** Off, every page renders the parts in place, as in the browser: the tests compare the two. */
export const partReuse = { on: true }

/** Before a page renders, never inside a render; undefined when a part is left to the browser: the page renders it in place. */
export function renderApart(
  part: ReactNode,
  queryClient: QueryClient = emptyClient,
  path = '/',
): string | undefined {
  try {
    const html = renderToString(
      <QueryClientProvider client={queryClient}>
        <LocaleProvider locale={intlLocale.value}>
          <Router ssrPath={path} ssrSearch="">
            {part}
          </Router>
        </LocaleProvider>
      </QueryClientProvider>,
    )
    return html.includes('<!--$!-->') ? undefined : html
  } catch {
    return undefined
  }
}

/** A part's key from its words, once per dictionary: LL's object changes with the language and each namespace. */
export function wordsKey(words: () => unknown[]): () => string {
  const kept = new WeakMap<object, string>()
  return () => {
    let key = kept.get(LL.value)
    if (key === undefined) {
      key = [intlLocale.value, ...words()].join('\u0000')
      kept.set(LL.value, key)
    }
    return key
  }
}
