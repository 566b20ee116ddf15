import { Suspense } from 'react'
import { LL } from '../../lib/language-store'
import { partReuse, renderApart, wordsKey } from './server-parts'
import { accountMenu, serverMenu } from './signed-in-actions'

const AccountMenu = accountMenu.Component

/** By the words the menu shows and the direction they read in, so a language or a dictionary that changes is a new entry. */
const rendered = new Map<string, string>()

export function forgetRenderedMenus(): void {
  rendered.clear()
}

export const menuKey = wordsKey(() => {
  const t = LL.value
  return [
    t.header.accountMenu(),
    t.header.profile(),
    t.header.myOrders(),
    t.header.wishlist(),
    t.account.logout(),
  ]
})

/** The account menu's HTML (signed-in-actions.tsx), once per language: it holds nothing of the visitor's. */
export function prepareAccountMenu(signedIn: boolean): void {
  if (!signedIn || !partReuse.on) {
    serverMenu.html = undefined
    return
  }
  const key = menuKey()
  let html = rendered.get(key)
  if (html === undefined) {
    // Its only call, the sign-out, waits for a press in the browser.
    html = renderApart(
      <Suspense fallback={null}>
        <AccountMenu intent={{ open: false }} />
      </Suspense>,
    )
    if (html === undefined) {
      serverMenu.html = undefined
      return
    }
    rendered.set(key, html)
  }
  serverMenu.html = html
}
