import type { QueryClient } from '@tanstack/react-query'
import { productQuery } from '../features/product/api'
import { $api } from '../lib/api'
import { firstPage, pageAnswerPath, SETTINGS_PATH } from './first-answers'
import { loadHomePage, loadProductPage, loadShopPage } from './route-chunks'

/** Answers the production server wrote into the page (`scripts/serve-web.ts`), by API path. */
function firstAnswers(language: string): Record<string, unknown> {
  try {
    const block = document.getElementById('first-answers')
    if (!block?.textContent) return {}
    const parsed = JSON.parse(block.textContent) as { lang?: string; answers?: Record<string, unknown> }
    // Answers in another language than the app starts in would be shown and then replaced.
    return parsed.lang === language && parsed.answers && typeof parsed.answers === 'object'
      ? parsed.answers
      : {}
  } catch {
    return {}
  }
}

/**
 * On the first load, starts the opening page's code and its data together, with the store
 * configuration. Left to React, a lazily loaded page asks for its data only once its code has
 * arrived and run: one more round trip before anything worth seeing. The queries are the very
 * ones the pages use, so the pages find them in flight or done. Answers the server already wrote
 * into the page are used as they are, without asking.
 */
export function warmFirstRoute(queryClient: QueryClient, pathname: string, search: string, language = 'en') {
  const answers = firstAnswers(language)
  const warm = (path: string, options: { queryKey: readonly unknown[] }) => {
    const answer = answers[path]
    if (answer) queryClient.setQueryData(options.queryKey, answer)
    else void queryClient.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0])
  }
  warm(SETTINGS_PATH, $api.queryOptions('get', SETTINGS_PATH))
  const page = firstPage(pathname, search)
  if (!page) return
  const path = pageAnswerPath(page)
  switch (page.kind) {
    case 'home':
      void loadHomePage()
      warm(path, $api.queryOptions('get', '/api/v1/client/home'))
      break
    case 'shop':
      void loadShopPage()
      warm(path, $api.queryOptions('get', '/api/v1/client/shop', { params: { query: page.query } }))
      break
    case 'product':
      void loadProductPage()
      warm(path, productQuery(decodeURIComponent(page.slug)))
      break
  }
}
