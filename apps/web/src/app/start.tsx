import { createQueryClient } from '@storefront/sdk/react'
import { notifyManager, onlineManager } from '@tanstack/react-query'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { navigate } from 'wouter/use-browser-location'
import { cookieConsent, startConsentSync } from '../features/cookie-consent/cookie-consent-store'
import { isLocale } from '../i18n/i18n-util'
import { getToken } from '../lib/auth-store'
import { shownCurrency } from '../lib/currency-store'
import { env } from '../lib/env'
import { assumedSignedIn, hydrating } from '../lib/hydration'
import { initLanguage, intlLocale, locale } from '../lib/language-store'
import { learnMoney, warmMoney } from '../lib/money'
import { coalescingScheduler } from '../lib/notify-scheduler'
import { adoptReturnTo } from '../lib/session-expiry'
import { recoverFromNewBuilds } from '../lib/stale-build'
import { startThemeSync } from '../lib/theme-store'
import { afterHydration } from '../lib/when-idle'
import { App } from './app'
import { type FirstAnswersBlock, loadFirstPages, readFirstAnswers, warmFirstRoute } from './first-load'
import { signedInActions } from './layout/site-header'
import { findRoute, loadRouteChunk } from './routes'

startThemeSync()
startConsentSync()
recoverFromNewBuilds()
// One timer for all of a task's React Query notifications, not one per batch (lib/notify-scheduler.ts).
notifyManager.setScheduler(coalescingScheduler())
// Offline, a read still asks: an answer kept by the service worker may be there (docs/decisions/0062).
const queryClient = createQueryClient({ defaultOptions: { queries: { networkMode: 'offlineFirst' } } })
/** The last settings kept and the offline service worker: no part of the first paint, so their code comes after it. */
function startKeeping() {
  void import('../lib/last-settings').then((m) => m.keepLastSettings(queryClient)).catch(() => {})
  if (import.meta.env.VITE_SERVICE_WORKER === '1')
    void import('../lib/service-worker').then((m) => m.startServiceWorker()).catch(() => {})
}
// React Query starts out online and learns of changes from events: a page opened offline says so from the start.
onlineManager.setOnline(navigator.onLine)
const root = document.getElementById('root')
if (!root) throw new Error('#root missing from index.html')
// Pages the server did not render (all of them in dev and the static demo) render here from an empty root.
const written = readFirstAnswers()
const serverRendered = root.firstElementChild !== null && written !== null

async function startMockWorker() {
  if (import.meta.env.VITE_MOCK_WORKER === '1') {
    const { startWorker } = await import('@storefront/mock/browser')
    await startWorker()
  }
}

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
)

async function hydrate(written: FirstAnswersBlock) {
  const language = written.lang
  // The first render matches the server's HTML (language, sign-in, page code), so nothing suspends.
  hydrating.value = true
  void afterHydration(async () => startKeeping())
  assumedSignedIn.value = Boolean(getToken())
  const [, , pages] = await Promise.all([
    initLanguage(isLocale(language) ? language : undefined).catch(() => {}),
    loadRouteChunk(location.pathname).catch(() => {}),
    loadFirstPages(location.pathname, location.search, assumedSignedIn.value),
    // The account menu's own code comes after hydration (site-header.tsx).
    assumedSignedIn.value ? signedInActions.load().catch(() => {}) : undefined,
  ])
  adoptReturnTo(navigate)
  warmFirstRoute(
    queryClient,
    location.pathname,
    location.search,
    locale.value,
    written,
    assumedSignedIn.value,
    pages,
  )
  if (written.money) learnMoney(written.money)
  void afterHydration(async () => warmMoney(shownCurrency.peek().code, intlLocale.peek()))
  // As a transition, hydration yields to the browser, and a clicked part hydrates first.
  startTransition(() => {
    hydrateRoot(root as HTMLElement, app, {
      onRecoverableError: (error) => console.error('Hydration fell back to rendering in the browser:', error),
    })
  })
}

async function render() {
  const signedIn = Boolean(getToken())
  const [, , pages] = await Promise.all([
    startMockWorker().catch((error: unknown) => console.error('The demo mock could not start.', error)),
    initLanguage().catch(() => {}),
    loadFirstPages(location.pathname, location.search, signedIn),
  ])
  adoptReturnTo(navigate)
  warmFirstRoute(queryClient, location.pathname, location.search, locale.value, written, signedIn, pages)
  createRoot(root as HTMLElement).render(app)
  startKeeping()
}

if (serverRendered && written) void hydrate(written)
else void render()

// Real shoppers' web vitals: nothing is loaded before the shopper accepts cookies (docs/decisions/0064).
const landing = findRoute(location.pathname)
const stopVitals = cookieConsent.subscribe((accepted) => {
  if (accepted !== true || env.vitalsSampleRate <= 0) return
  queueMicrotask(() => stopVitals())
  void afterHydration(() => import('../features/vitals/report-vitals'))
    .then(({ reportVitals }) =>
      reportVitals({
        route: typeof landing === 'string' ? landing : landing.path,
        sampleRate: env.vitalsSampleRate,
      }),
    )
    .catch(() => undefined)
})

// A build-time flag (vite.config.ts): builds without the mock toolbar drop this branch and the toolbar.
if (import.meta.env.VITE_MOCK_TOOLBAR === '1') {
  const mount = () =>
    void import('../features/dev-toolbar/mount')
      .then((m) => m.mountDevToolbar(queryClient))
      .catch((error: unknown) => console.warn('[mock] The toolbar could not start.', error))
  if (typeof requestIdleCallback === 'function') requestIdleCallback(mount, { timeout: 3000 })
  else setTimeout(mount, 1500)
}
