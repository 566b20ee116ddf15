import { isSignedIn } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { reshapeSettings, type Settings } from '../../lib/settings'
import { partReuse, renderApart, wordsKey } from './server-parts'
import { FooterContent, serverFooter } from './site-footer'

/** Per settings answer (the server reuses one for every visitor), by what else the footer shows. */
const rendered = new WeakMap<Settings, Map<string, string>>()

const words = wordsKey(() => [LL.value.footer.usefulLinks(), LL.value.newsletter.heading()])
const footerKey = () => `${words()}\u0000${isSignedIn.value}\u0000${new Date().getFullYear()}`

/** It shows the store's settings, the language's words and whether the visitor is signed in, never who. */
export function prepareFooter(settings: Settings | undefined): void {
  serverFooter.html = undefined
  if (!settings || !partReuse.on) return
  const key = footerKey()
  let held = rendered.get(settings)
  if (!held) {
    held = new Map()
    rendered.set(settings, held)
  }
  let html = held.get(key)
  if (html === undefined) {
    html = renderApart(<FooterContent settings={reshapeSettings(settings)} />)
    if (html === undefined) return
    held.set(key, html)
  }
  serverFooter.html = html
}
