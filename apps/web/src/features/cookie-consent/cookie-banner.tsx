import { useSignals } from '@preact/signals-react/runtime'
import { Link } from 'wouter'
import { hydrating } from '../../lib/hydration'
import { LL } from '../../lib/language-store'
import { hrefOf } from '../../lib/pages'
import { bannerInPage, cookieConsent, setCookieConsent } from './cookie-consent-store'

export const SKIP_LINK_ID = 'skip-link'

/** The banner leaves with the button pressed: the focus goes to the skip link just before it, at the page's start. */
function choose(accepted: boolean) {
  setCookieConsent(accepted)
  requestAnimationFrame(() => document.getElementById(SKIP_LINK_ID)?.focus())
}

export function CookieBanner() {
  useSignals()
  // The server renders it for a visitor without the consent cookie, and hydration keeps what it rendered.
  if (hydrating.value ? !bannerInPage.value : cookieConsent.value !== null) return null
  const t = LL.value
  return (
    <section
      aria-label={t.cookies.label()}
      data-bottom-bar
      data-cookie-banner
      className="fixed bottom-4 start-4 z-30 w-[min(calc(100vw-2rem),24rem)] rounded-lg border border-line bg-bg p-4 text-fg shadow-xl"
    >
      <p className="mb-3 text-sm">
        {t.cookies.text()}{' '}
        <Link href={hrefOf('privacy-policy')} className="text-link underline">
          {t.footer.privacy()}
        </Link>
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn-primary h-9" onClick={() => choose(true)}>
          {t.cookies.accept()}
        </button>
        <button type="button" className="btn-outline h-9" onClick={() => choose(false)}>
          {t.cookies.decline()}
        </button>
      </div>
    </section>
  )
}
