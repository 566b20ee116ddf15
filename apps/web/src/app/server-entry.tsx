// The production server's renderer (built with `vite build --ssr`, loaded by apps/web/server).
import { createQueryClient } from '@storefront/sdk/react'
import { renderToString } from 'react-dom/server'
import { Router } from 'wouter'
import { bannerInPage } from '../features/cookie-consent/cookie-consent-store'
import { MaintenancePage } from '../features/status/maintenance-page'
import type { Locales } from '../i18n/i18n-types'
import { isLocale } from '../i18n/i18n-util'
import { DEFAULT_CURRENCY, parseCurrency, renderedCurrency } from '../lib/currency-store'
import { type ServerHead, ServerHeadContext } from '../lib/document-meta'
import { type PageHead, scriptJson } from '../lib/head-marks'
import { assumedSignedIn, hydrating } from '../lib/hydration'
import { LL, loadLanguage, locale } from '../lib/language-store'
import { recordMoney } from '../lib/money'
import { pageHead } from '../lib/page-head'
import { reshapeSettings, type Settings } from '../lib/settings'
import { themeVariables } from '../lib/theme-colors'
import { App } from './app'
import { fallbackPageHead } from './fallback-head'
import { SETTINGS_PATH } from './first-answers'
import { seedFirstAnswers } from './first-load'
import { FIRST_PAGES } from './first-pages'
import { prepareAccountMenu } from './layout/server-account-menu'
import { prepareFooter } from './layout/server-footer'
import { prepareHeader } from './layout/server-header'
import { loadSignedInHeader } from './layout/site-header'
import { findRoute, loadWholeRoute } from './routes'

export { consentMark } from '../features/cookie-consent/cookie-consent-store'
export { applyRuntimeSettings } from '../lib/env'
export { liveChatOrigin } from '../lib/live-chat'
export { aliasTarget } from '../lib/pages'
export { setSanitizerWindow } from '../lib/sanitize'
export {
  COOKIE_CONSENT_COOKIE,
  CURRENCY_COOKIE,
  LANG_COOKIE,
  RETURN_TO_COOKIE,
  THEME_COOKIE,
} from '../lib/storage-keys'
export { isTheme } from '../lib/theme-store'
export { type FirstPage, SETTINGS_PATH, type WrittenAnswer } from './first-answers'
export { anyFirstPage as firstPage } from './first-pages'
export { ROUTE_PATTERNS, routeModule, SEO_ROUTES } from './routes'
export { webManifest } from './web-manifest'

/** The maintenance page alone, for when the API does not answer: static, its links plain, no app to start. */
export async function renderMaintenance(
  language: string,
): Promise<{ html: string; title: string; lang: Locales }> {
  const lang: Locales = isLocale(language) ? language : 'en'
  await loadLanguage(lang)
  locale.value = lang
  const html = renderToString(<MaintenancePage onReset={() => undefined} />)
  return { html, title: LL.value.maintenance.title(), lang }
}

/** The store's theme colours as the html element's style, so hydration's own setting of them restyles nothing. */
export function themeStyle(answers: Record<string, unknown>): string {
  const settings = (answers[SETTINGS_PATH] as { data?: Settings } | undefined)?.data
  if (!settings?.configurations) return ''
  // The server reuses one settings answer for many pages (server/first-answers.ts): its style is worked out once.
  let style = themeStyles.get(settings)
  if (style === undefined) {
    const { config } = reshapeSettings(settings)
    style = Object.entries(themeVariables(config.theme_color1, config.theme_color2))
      .map(([name, value]) => `${name}:${value}`)
      .join(';')
    themeStyles.set(settings, style)
  }
  return style
}
const themeStyles = new WeakMap<Settings, string>()

// The server only ever renders what the browser's first (hydrating) render will show.
hydrating.value = true

export interface RenderRequest {
  url: string
  language: string
  answers: Record<string, unknown>
  /** Whether the request carries the token cookie (the browser assumes the same until hydrated); signed-in pages render only then. */
  signedIn: boolean
  /** The currency cookie as sent: prices render in it, as the browser shows them until hydrated. */
  currency?: string | undefined
  askConsent?: boolean
  origin: string
}

export type RenderResult =
  | {
      kind: 'page'
      status: 200 | 404
      html: string
      head: string
      lang: Locales
      money: Record<string, string>
      unanswered: string[]
    }
  /** `returnTo`: the signed-in page a visitor without a session was sent away from, to come back to after signing in. */
  | { kind: 'redirect'; location: string; returnTo?: string }
  /** Pages without the settings at hand render in the browser alone. */
  | { kind: 'browser-only' }

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttribute = (value: string) => escapeText(value).replace(/"/g, '&quot;')

/** The page's head as tags, marked so the browser's document-meta can take them over. */
export function headTags(head: PageHead): string {
  const tags = [`<title>${escapeText(head.title)}</title>`]
  if (head.description) tags.push(`<meta name="description" content="${escapeAttribute(head.description)}">`)
  if (head.canonical)
    tags.push(`<link rel="canonical" href="${escapeAttribute(head.canonical)}" data-page-meta="">`)
  for (const { hreflang, href } of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeAttribute(hreflang)}" href="${escapeAttribute(href)}" data-page-meta="">`,
    )
  }
  for (const [key, value] of Object.entries(head.openGraph)) {
    tags.push(
      `<meta property="og:${escapeAttribute(key)}" content="${escapeAttribute(value)}" data-page-meta="">`,
    )
  }
  for (const item of head.jsonLd) {
    tags.push(`<script type="application/ld+json" data-page-meta="">${scriptJson(item)}</script>`)
  }
  return tags.join('')
}

const settingsOf = (request: RenderRequest) =>
  (request.answers[SETTINGS_PATH] as { data?: Settings } | undefined)?.data

/** The module-wide state a page renders with, and the parts rendered apart that it takes as they are. */
function setUpFor(request: RenderRequest, lang: Locales) {
  locale.value = lang
  assumedSignedIn.value = request.signedIn
  renderedCurrency.value = parseCurrency(request.currency) ?? DEFAULT_CURRENCY
  bannerInPage.value = request.askConsent ?? false
  prepareAccountMenu(request.signedIn)
  prepareFooter(settingsOf(request))
}

/** Renders one page to HTML, synchronously once its code and dictionary are in, so no other request can change the module-wide signals halfway. */
async function renderNow(request: RenderRequest): Promise<RenderResult> {
  // The address is a path and query: one that starts // names no host.
  const { pathname, search } = new URL(`http://storefront.invalid${request.url}`)
  const route = findRoute(pathname)
  if (route === 'redirect-home') return { kind: 'redirect', location: '/' }
  // What the client guard does (guarded-route.tsx), before any code has to load (docs/decisions/0033).
  if (route !== 'not-found' && route.guarded && !request.signedIn)
    return { kind: 'redirect', location: '/', returnTo: `${pathname}${search}` }
  if (!request.answers[SETTINGS_PATH]) return { kind: 'browser-only' }

  const lang: Locales = isLocale(request.language) ? request.language : 'en'
  await Promise.all([
    loadLanguage(lang),
    loadWholeRoute(pathname),
    request.signedIn ? loadSignedInHeader() : undefined,
  ])
  // The page's chunk may have asked for namespaces in another request's language.
  await loadLanguage(lang)
  setUpFor(request, lang)
  const queryClient = createQueryClient()
  seedFirstAnswers(queryClient, pathname, search, request.answers, request.signedIn, FIRST_PAGES)
  prepareHeader(settingsOf(request), pathname, search, queryClient)
  const server: ServerHead = { origin: request.origin, makeHead: pageHead }
  try {
    const { result: html, money } = recordMoney(() =>
      renderToString(
        <ServerHeadContext value={server}>
          <Router ssrPath={pathname} ssrSearch={search}>
            <App queryClient={queryClient} />
          </Router>
        </ServerHeadContext>,
      ),
    )
    // A part that suspended or failed is written as its fallback and left to the browser.
    if (html.includes('<!--$!-->'))
      console.warn(`Server rendering of ${request.url}: a part is left to the browser.`)
    const unanswered = queryClient
      .getQueryCache()
      .findAll()
      .filter(
        (query) =>
          query.state.data === undefined && (query.options as { enabled?: unknown }).enabled !== false,
      )
      .map((query) => JSON.stringify(query.queryKey))
    return {
      kind: 'page',
      status: route === 'not-found' || server.notFound ? 404 : 200,
      html,
      head: server.head ? headTags(server.head) : '',
      lang,
      money,
      unanswered,
    }
  } finally {
    queryClient.clear()
  }
}

/** A render that throws is reported as browser-only: the page then renders in the browser, as from a static host. */
export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  try {
    return await renderNow(request)
  } catch (error) {
    console.error(`Server rendering of ${request.url} failed; the browser renders it.`, error)
    return { kind: 'browser-only' }
  }
}

/** The head and language of a page left to the browser, for a crawler, instead of the template's English, address-less head. */
export async function fallbackHead(request: RenderRequest): Promise<{ head: string; lang: Locales }> {
  const lang: Locales = isLocale(request.language) ? request.language : 'en'
  try {
    await loadLanguage(lang)
    locale.value = lang
    return { head: headTags(fallbackPageHead(request.url, lang, request.origin, request.answers)), lang }
  } catch (error) {
    console.error(`The head of ${request.url} could not be written; the template's stands.`, error)
    return { head: '', lang }
  }
}
