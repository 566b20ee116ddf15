import { type ReactNode, Suspense, useEffect } from 'react'
import { matchRoute, Redirect, Route, Switch } from 'wouter'
import { RouteFallback } from '../components/route-fallback'
import { hydrating, markAppReady } from '../lib/hydration'
import { aliasTarget, type ContentSlug, contentPath, PATH_ALIASES, PATHS, productPath } from '../lib/paths'
import { Guarded } from './guarded-route'
import * as chunks from './route-chunks'
import { parsePattern } from './route-pattern'

interface PageRoute {
  path: string
  module: string
  load: () => Promise<unknown>
  loadWhole: () => Promise<unknown>
  element: ReactNode
  /** Signed-in only: these render in the browser alone (the server cannot know the client). */
  guarded?: boolean
}

const page = (path: string, chunk: chunks.PageChunk, guarded = false): PageRoute => ({
  path,
  module: chunk.module,
  load: chunk.load,
  loadWhole: chunk.loadWhole,
  element: guarded ? (
    <Guarded>
      <chunk.Page />
    </Guarded>
  ) : (
    <chunk.Page />
  ),
  guarded,
})

const content = (slug: ContentSlug): PageRoute => ({
  path: contentPath(slug),
  module: chunks.contentPage.module,
  load: chunks.contentPage.load,
  loadWhole: chunks.contentPage.loadWhole,
  element: <chunks.contentPage.Page slug={slug} />,
})

/** The route table of spec §2, but for /home (a redirect) and * (not found). */
export const PAGE_ROUTES: PageRoute[] = [
  page(PATHS.home, chunks.homePage),
  page(PATHS.product, chunks.productPage),
  page(PATHS.shop, chunks.shopPage),
  page(PATHS.login, chunks.loginPage),
  page(PATHS.register, chunks.registerPage),
  page(PATHS.otp, chunks.otpPage),
  page(PATHS.contact, chunks.contactPage),
  page(PATHS.about, chunks.aboutPage),
  content('terms-conditions'),
  content('privacy-policy'),
  content('return-policy'),
  content('faq'),
  page(PATHS.order, chunks.orderPage),
  page(PATHS.preOrder, chunks.orderPage),
  page(PATHS.cart, chunks.cartPage, true),
  page(PATHS.checkout, chunks.checkoutPage, true),
  page(PATHS.orderConfirmation, chunks.orderConfirmationPage, true),
  page(PATHS.profile, chunks.profilePage, true),
  page(PATHS.wishlist, chunks.wishlistPage, true),
]

export const HOME_ALIAS = PATHS.homeAlias

/** What a page's field data names it by (the pattern, never the address), as `findRoute` tells it. */
export const ROUTE_PATTERNS: readonly string[] = [...PAGE_ROUTES.map((route) => route.path), 'not-found']

export const SEO_ROUTES = {
  privatePaths: PAGE_ROUTES.filter((route) => route.guarded).map((route) => route.path),
  fixedPages: [PATHS.home, PATHS.shop, PATHS.contact],
  productPath,
}

/** The server and the first load use this to know what an address shows ahead of rendering. */
export function findRoute(pathname: string): PageRoute | 'redirect-home' | 'not-found' {
  if (matchRoute(parsePattern, HOME_ALIAS, pathname)[0]) return 'redirect-home'
  const alias = aliasTarget(pathname)
  if (alias) return findRoute(alias)
  return PAGE_ROUTES.find((route) => matchRoute(parsePattern, route.path, pathname)[0]) ?? 'not-found'
}

export function routeModule(pathname: string): string {
  const route = findRoute(pathname)
  if (route === 'redirect-home') return chunks.homePage.module
  return route === 'not-found' ? chunks.notFoundPage.module : route.module
}

/** Fetches the code of the page an address shows (before hydrating, so nothing suspends). */
export function loadRouteChunk(pathname: string): Promise<unknown> {
  const route = findRoute(pathname)
  if (route === 'redirect-home') return Promise.resolve()
  return route === 'not-found' ? chunks.notFoundPage.load() : route.load()
}

/** On the server: the page's code with the parts the browser takes over after hydrating, so the HTML holds them whole. */
export function loadWholeRoute(pathname: string): Promise<unknown> {
  const route = findRoute(pathname)
  if (route === 'redirect-home') return Promise.resolve()
  return route === 'not-found' ? chunks.notFoundPage.loadWhole() : route.loadWhole()
}

/** Ends hydration: React hydrates a boundary's content after its shell, so this sits after the page and its effect runs last. */
function HydrationDone() {
  useEffect(() => {
    // A task of its own: with the page's effects and the signal-driven renders they would make one long task.
    setTimeout(() => {
      hydrating.value = false
      markAppReady()
    })
  }, [])
  return null
}

export function AppRoutes() {
  return (
    <Suspense fallback={<RouteFallback />}>
      <Switch>
        {PAGE_ROUTES.map((route) => (
          <Route key={route.path} path={route.path}>
            {route.element}
          </Route>
        ))}
        <Route path={HOME_ALIAS}>
          <Redirect to={PATHS.home} replace />
        </Route>
        {Object.entries(PATH_ALIASES).map(([alias, target]) => (
          <Route key={alias} path={alias}>
            <Redirect to={target} replace />
          </Route>
        ))}
        <Route component={chunks.notFoundPage.Page} />
      </Switch>
      <HydrationDone />
    </Suspense>
  )
}
