import { useSignals } from '@preact/signals-react/runtime'
import { Link, useRoute } from 'wouter'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'

export function useNavItems() {
  const t = LL.value.nav
  return [
    { href: hrefOf('home'), label: t.home() },
    { href: hrefOf('shop'), label: t.shop() },
    { href: hrefOf('about'), label: t.aboutUs() },
    { href: hrefOf('contact'), label: t.contactUs() },
  ]
}

function NavLink({ href, label, vertical }: { href: string; label: string; vertical?: boolean }) {
  const [active] = useRoute(href)
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
