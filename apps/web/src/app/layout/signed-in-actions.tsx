import { useSignals } from '@preact/signals-react/runtime'
import { memo, Suspense, useEffect, useRef } from 'react'
import { Link } from 'wouter'
import { UserIcon } from '../../components/icons'
import { LL, loadNamespaces } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { preloadable } from '../../lib/preloadable'
import { afterHydration } from '../../lib/when-idle'
import type { MenuIntent } from './account-menu'
import { HeaderCounts } from './header-counts'

/** Reached for (pointer, focus): the code is asked for in the next task, not in the press's own, nor at idle. */
let reachNow = () => {}
const reached = new Promise<void>((resolve) => {
  reachNow = resolve
})
const intent: MenuIntent = { open: false }
let codeHere = false

// The server draws the menu whole; the browser keeps that HTML and takes it over once its code and the account
// texts arrive, after hydration (lib/when-idle.ts). Until then, on a page the browser renders, the icon links to the profile.
export const accountMenu = preloadable<{ intent: MenuIntent }>(() =>
  afterHydration(() => Promise.all([import('./account-menu'), loadNamespaces(['account'])]), reached).then(
    ([menu]) => {
      codeHere = true
      return { default: menu.default }
    },
  ),
)
const AccountMenu = accountMenu.Component

function opensMenu(event: Event): boolean {
  if (event.type === 'click') return true
  return event instanceof KeyboardEvent && (event.key === 'ArrowDown' || event.key === 'ArrowUp')
}

// Listened to on the window, before React: while a part's code is missing React stops the events aimed at it.
const REACHING = ['pointerover', 'pointerdown', 'focusin', 'click', 'keydown'] as const

function ProfileLink() {
  useSignals()
  return (
    <Link href={hrefOf('profile')} className="icon-btn" aria-label={LL.value.header.profile()}>
      <UserIcon />
    </Link>
  )
}

/** On the server only: the menu's HTML, one rendering per language (server-account-menu.tsx). */
export const serverMenu: { html: string | undefined } = { html: undefined }

/** Memoised, no props, no signal read: an update reaching the boundary before its code would redraw it from the fallback. */
const LaterAccountMenu = memo(function LaterAccountMenu() {
  const slot = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const reach = (event: Event) => {
      if (codeHere || !(event.target instanceof Node) || !slot.current?.contains(event.target)) return
      setTimeout(reachNow)
      // Once the code is here React hydrates the trigger and hands it the press itself.
      if (opensMenu(event)) intent.open = true
    }
    for (const type of REACHING) window.addEventListener(type, reach, true)
    return () => {
      for (const type of REACHING) window.removeEventListener(type, reach, true)
    }
  }, [])
  // The same element as below, its boundary's markup written in place; the browser hydrates it as below.
  if (import.meta.env.SSR && serverMenu.html !== undefined)
    // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the menu, no input of the visitor's
    return <span className="contents" dangerouslySetInnerHTML={{ __html: serverMenu.html }} />
  return (
    <span ref={slot} className="contents">
      <Suspense fallback={<ProfileLink />}>
        <AccountMenu intent={intent} />
      </Suspense>
    </span>
  )
})

export default function SignedInActions() {
  return (
    <>
      <LaterAccountMenu />
      <HeaderCounts />
    </>
  )
}
