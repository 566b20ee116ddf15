import type { QueryClient } from '@tanstack/react-query'
import { type CartAnswer, cartCount } from '../../data/cart'
import { cartQuery } from '../../data/cart-queries'
import { type WishlistAnswer, wishlistCount } from '../../data/wishlist'
import { wishlistQuery } from '../../data/wishlist-queries'
import { isSignedIn } from '../../lib/auth-store'
import { shownCurrency } from '../../lib/currency-store'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { reshapeSettings, type Settings } from '../../lib/settings'
import { isCurrentPage, NAV_PAGES } from './main-nav'
import { menuKey } from './server-account-menu'
import { partReuse, renderApart, wordsKey } from './server-parts'
import { serverMenu } from './signed-in-actions'
import { HeaderContent, serverHeader } from './site-header'

const rendered = new WeakMap<Settings, Map<string, string>>()
const HELD_HEADERS = 1000

const words = wordsKey(() => {
  const t = LL.value
  return [
    t.header.searchPlaceholder(),
    t.header.login(),
    t.nav.shop(),
    t.theme.switchToDark(),
    t.common.shopName(),
  ]
})

/** What the header shows of the page and the visitor; none where the search box shows a query or keeps filters. */
function headerKey(pathname: string, search: string, queryClient: QueryClient): string | undefined {
  if (search !== '') return undefined
  let counts = ''
  if (isSignedIn.value) {
    const cart = queryClient.getQueryData<CartAnswer>(cartQuery().queryKey)
    const wished = queryClient.getQueryData<WishlistAnswer>(wishlistQuery().queryKey)
    if (!cart?.data || !wished?.pagination || serverMenu.html === undefined) return undefined
    counts = `${cartCount(cart)} ${wishlistCount(wished)} ${menuKey()}`
  }
  const marked = NAV_PAGES.find(([page]) => isCurrentPage(hrefOf(page), pathname))?.[0] ?? ''
  const { code, symbol } = shownCurrency.value
  return `${words()}\u0000${isSignedIn.value}\u0000${counts}\u0000${marked}\u0000${code} ${symbol}`
}

/** Before the page renders, once its answers are in the query client: the header it writes, or none (rendered in place). */
export function prepareHeader(
  settings: Settings | undefined,
  pathname: string,
  search: string,
  queryClient: QueryClient,
): void {
  serverHeader.html = undefined
  if (!settings || !partReuse.on) return
  const key = headerKey(pathname, search, queryClient)
  if (key === undefined) return
  let held = rendered.get(settings)
  if (!held || held.size >= HELD_HEADERS) {
    held = new Map()
    rendered.set(settings, held)
  }
  let html = held.get(key)
  if (html === undefined) {
    html = renderApart(<HeaderContent settings={reshapeSettings(settings)} />, queryClient, pathname)
    if (html === undefined) return
    held.set(key, html)
  }
  serverHeader.html = html
}
