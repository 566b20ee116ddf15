import { useSignals } from '@preact/signals-react/runtime'
import { Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'wouter'
import { CloseIcon, MenuIcon, PhoneIcon } from '../../components/icons'
import { SearchBox } from '../../features/search/search-box'
import { isSignedIn } from '../../lib/auth-store'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { preloadable } from '../../lib/preloadable'
import type { AppSettings } from '../../lib/settings'
import { CurrencySwitcher } from './currency-switcher'
import { LanguageSwitcher } from './language-switcher'
import { MainNav, MobileNav } from './main-nav'
import { ThemeToggle } from './theme-toggle'

// Only a signed-in visit fetches these (start.tsx before hydrating, the server before rendering).
const signedInModule = () => import('./signed-in-actions')
export const signedInActions = preloadable<object>(signedInModule)
const SignedInActions = signedInActions.Component

/** The server renders the signed-in header whole, the account menu's code included. */
export function loadSignedInHeader(): Promise<unknown> {
  return Promise.all([signedInActions.load(), signedInModule().then((m) => m.accountMenu.load())])
}

function AccountActions() {
  useSignals()
  const t = LL.value.header
  if (isSignedIn.value) {
    return (
      <Suspense fallback={null}>
        <SignedInActions />
      </Suspense>
    )
  }
  return (
    <>
      <Link href={hrefOf('login')} className="btn-ghost h-9 whitespace-nowrap px-3">
        {t.login()}
      </Link>
      {/* On phones Register moves into the menu, so the header keeps to one row in Arabic too. */}
      <Link href={hrefOf('register')} className="btn-primary hidden h-9 px-3 sm:inline-flex">
        {t.register()}
      </Link>
    </>
  )
}

function TopBar({ settings }: { settings: AppSettings | undefined }) {
  const phone = settings?.config.contact_phone
  return (
    <div className="bg-surface text-xs text-muted">
      <div className="page-container flex h-9 items-center justify-between gap-3">
        <p className="flex min-w-0 items-center gap-1.5 whitespace-nowrap">
          {phone ? (
            <>
              <PhoneIcon size={14} />
              <a href={`tel:${phone}`} dir="ltr" className="hover:text-fg">
                {phone}
              </a>
            </>
          ) : null}
        </p>
        <div className="flex items-center gap-1 text-fg">
          <LanguageSwitcher />
          <CurrencySwitcher currencies={settings?.currencies ?? []} />
        </div>
      </div>
    </div>
  )
}

function usePhoneMenu() {
  const [menuOpen, setMenuOpen] = useState(false)
  const toggleRef = useRef<HTMLButtonElement>(null)
  const [location] = useLocation()

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location change only
  useEffect(() => setMenuOpen(false), [location])

  // Unless an inner layer (a select's list) took the key first.
  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      setMenuOpen(false)
      toggleRef.current?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen])
  return { menuOpen, setMenuOpen, toggleRef }
}

function useHeaderHeight() {
  const headerRef = useRef<HTMLElement>(null)
  useEffect(() => {
    const header = headerRef.current
    if (!header || typeof ResizeObserver === 'undefined') return
    const root = document.documentElement
    const observer = new ResizeObserver(() =>
      root.style.setProperty('--header-height', `${Math.ceil(header.getBoundingClientRect().height)}px`),
    )
    observer.observe(header)
    return () => observer.disconnect()
  }, [])
  return headerRef
}

export const serverHeader: { html: string | undefined } = { html: undefined }

const HEADER = 'sticky top-0 z-20 border-b border-line bg-bg/95 backdrop-blur'
/** One header a page: a fixed id, so the header rendered apart names its menu as a render in place does. */
const MENU_ID = 'site-menu'

export function SiteHeader({ settings }: { settings: AppSettings | undefined }) {
  const headerRef = useHeaderHeight()
  if (import.meta.env.SSR && serverHeader.html !== undefined)
    return (
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the header, escaped as in place
      <header ref={headerRef} className={HEADER} dangerouslySetInnerHTML={{ __html: serverHeader.html }} />
    )
  return (
    <header ref={headerRef} className={HEADER}>
      <HeaderContent settings={settings} />
    </header>
  )
}

export function HeaderContent({ settings }: { settings: AppSettings | undefined }) {
  useSignals()
  const t = LL.value
  const { menuOpen, setMenuOpen, toggleRef } = usePhoneMenu()
  const storeName = settings?.config.store_name ?? t.common.shopName()

  return (
    <>
      <TopBar settings={settings} />

      {/* A plain disclosure: Ark's Collapsible would add its state machine to every first load. */}
      <div className="page-container flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
        <button
          ref={toggleRef}
          type="button"
          className="icon-btn md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MENU_ID}
          aria-label={menuOpen ? t.nav.closeMenu() : t.nav.openMenu()}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <CloseIcon /> : <MenuIcon />}
        </button>
        <Link href={hrefOf('home')} className="focusable rounded text-xl font-bold tracking-tight text-link">
          {storeName}
        </Link>
        <MainNav className="hidden md:block" />
        <SearchBox className="order-last w-full md:order-none md:ms-auto md:w-64 lg:w-80" />
        <div className="ms-auto flex items-center gap-1 md:ms-0">
          <ThemeToggle />
          <AccountActions />
        </div>
      </div>
      <div id={MENU_ID} hidden={!menuOpen} className="border-t border-line md:hidden">
        {menuOpen ? (
          <div className="page-container">
            <MobileNav onNavigate={() => setMenuOpen(false)} />
            {isSignedIn.value ? null : (
              <Link href={hrefOf('register')} className="btn-primary mb-3 w-full sm:hidden">
                {t.header.register()}
              </Link>
            )}
          </div>
        ) : null}
      </div>
    </>
  )
}
