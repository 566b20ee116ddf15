import { useSignals } from '@preact/signals-react/runtime'
import { type ReactNode, Suspense, useEffect, useRef } from 'react'
import { ConnectionNotice } from '../../components/connection-notice'
import { PageLoader } from '../../components/page-loader'
import { ChatLauncher } from '../../features/chat/chat-launcher'
import { CookieBanner, SKIP_LINK_ID } from '../../features/cookie-consent/cookie-banner'
import { LL } from '../../lib/language-store'
import { useSettings } from '../../lib/settings'
import { afterHydration } from '../../lib/when-idle'
import { NavigationProgress } from './navigation-progress'
import { SiteFooter } from './site-footer'
import { SiteHeader } from './site-header'

export function SiteLayout({ children }: { children: ReactNode }) {
  useSignals()
  const t = LL.value
  const settings = useSettings()
  const config = settings.data?.config
  const loading = settings.isPending

  // Colours the server wrote on <html> stand until the settings change: only then is their code fetched.
  const written = useRef(typeof document !== 'undefined' && document.documentElement.style.length > 0)
  useEffect(() => {
    if (!config) return
    if (written.current) {
      written.current = false
      return
    }
    void afterHydration(() => import('../../lib/theme-colors'))
      .then(({ applyThemeVariables, themeVariables }) =>
        applyThemeVariables(themeVariables(config.theme_color1, config.theme_color2)),
      )
      .catch(() => {})
  }, [config])

  return (
    <>
      <NavigationProgress />
      {/* The page mounts under the loader so its own data loads in parallel with the settings. */}
      <div inert={loading} className="flex min-h-screen flex-col">
        {/* The skip link first, as on every page; then the banner, answered before ~100 other stops. */}
        <a
          id={SKIP_LINK_ID}
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:start-2 focus:z-50 focus:rounded focus:bg-bg focus:p-2"
        >
          {t.common.skipToContent()}
        </a>
        <CookieBanner />
        {/* Each part its own boundary: React then takes the server's HTML over part by part, yielding
            between them, instead of in one long task. */}
        <Suspense>
          <SiteHeader settings={settings.data} />
        </Suspense>
        <ConnectionNotice />
        {/* At least a screen tall, so the footer starts below the fold and content arriving never moves it in view (CLS). */}
        <main id="main" tabIndex={-1} aria-busy={loading} className="min-h-screen flex-1 outline-none">
          {children}
        </main>
        <Suspense>
          <SiteFooter settings={settings.data} />
        </Suspense>
        {/* Last in the Tab order: it floats over the page's end corner. */}
        <ChatLauncher chat={settings.data?.chat ?? null} />
      </div>
      {loading ? <PageLoader label={t.common.loading()} /> : null}
    </>
  )
}
