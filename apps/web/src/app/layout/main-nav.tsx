import { useSignals } from '@preact/signals-react/runtime'
import { Link, useLocation } from 'wouter'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'

export const NAV_PAGES = [
  ['home', 'home'],
  ['shop', 'shop'],
  ['about', 'aboutUs'],
  ['contact', 'contactUs'],
] as const

export function useNavItems() {
  const t = LL.value.nav
  return NAV_PAGES.map(([page, label]) => ({ href: hrefOf(page), label: t[label]() }))
}

/** As the router matches a page's path: letter case and one closing slash aside. The server's header key asks it too. */
export function isCurrentPage(href: string, path: string): boolean {
  return href === (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase()
}

function NavLink({ href, label, vertical }: { href: string; label: string; vertical?: boolean }) {
  const [path] = useLocation()
  const active = isCurrentPage(href, path)
  return (
    <Link
      href={href}
      aria-current={active ? 'page' : undefined}
      className={`focusable rounded-md px-3 py-2 text-sm font-medium hover:bg-surface aria-[current=page]:text-link ${vertical ? 'block' : ''}`}
    >
      {label}
    </Link>
  )
}

export function MainNav({ className = '' }: { className?: string }) {
  useSignals()
  const items = useNavItems()
  return (
    <nav aria-label={LL.value.nav.main()} className={className}>
      <ul className="flex items-center gap-1">
        {items.map((item) => (
          <li key={item.href}>
            <NavLink {...item} />
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function MobileNav({ onNavigate }: { onNavigate: () => void }) {
  useSignals()
  const items = useNavItems()
  return (
    <nav aria-label={LL.value.nav.main()}>
      <ul className="flex flex-col py-2">
        {items.map((item) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the click bubbles from the link inside, which is keyboard-usable
          <li key={item.href} onClick={onNavigate}>
            <NavLink {...item} vertical />
          </li>
        ))}
      </ul>
    </nav>
  )
}
