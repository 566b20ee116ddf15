import { type ReactNode, Suspense, useEffect } from 'react'
import { Redirect, Route, Switch } from 'wouter'
import { RouteFallback } from '../components/route-fallback'
import { hydrating, markAppReady } from '../lib/hydration'
import {
  aliasTarget,
  HOME_ALIAS,
  hrefOf,
  matchPage,
  matchPattern,
  PAGE_NAMES,
  PAGES,
  PATH_ALIASES,
} from '../lib/pages'
import { Guarded } from './guarded-route'
import { NOT_FOUND_CHUNK, PAGE_ROWS, type PageRow } from './pages'

interface PageRoute {
  path: string
  module: string
  load: () => Promise<unknown>
  loadWhole: () => Promise<unknown>
  element: ReactNode
  guarded: boolean
}

function pageRoute({ chunk, props, guarded = false }: PageRow<never>, path: string): PageRoute {
  const page = <chunk.Page {...props} />
  return { path, ...chunk, element: guarded ? <Guarded>{page}</Guarded> : page, guarded }
}

/** The route table of spec §2, but for /home (a redirect) and * (not found): a route per page row. */
export const PAGE_ROUTES: Record<keyof typeof PAGE_ROWS, PageRoute> = Object.fromEntries(
  PAGE_NAMES.map((name) => [name, pageRoute(PAGE_ROWS[name] as PageRow<never>, PAGES[name].pattern)]),
) as Record<keyof typeof PAGE_ROWS, PageRoute>

/** What a page's field data names it by (the pattern, never the address), as `findRoute` tells it. */
export const ROUTE_PATTERNS: readonly string[] = [
  ...PAGE_NAMES.map((name) => PAGES[name].pattern),
  'not-found',
]

export const SEO_ROUTES = {
  privatePaths: PAGE_NAMES.filter((name) => PAGE_ROUTES[name].guarded).map((name) => PAGES[name].pattern),
  fixedPages: [hrefOf('home'), hrefOf('shop'), hrefOf('contact')],
  productPath: (slug: string) => hrefOf('product', { slug }),
}

export function findRoute(pathname: string): PageRoute | 'redirect-home' | 'not-found' {
  if (matchPattern(HOME_ALIAS, pathname)) return 'redirect-home'
  const alias = aliasTarget(pathname)
  if (alias) return findRoute(alias)
  const page = matchPage(pathname)
  return page ? PAGE_ROUTES[page.name] : 'not-found'
}

export function routeModule(pathname: string): string {
  const route = findRoute(pathname)
  if (route === 'redirect-home') return PAGE_ROWS.home.chunk.module
  return route === 'not-found' ? NOT_FOUND_CHUNK.module : route.module
}

/** Fetches the code of the page an address shows (before hydrating, so nothing suspends). */
export function loadRouteChunk(pathname: string): Promise<unknown> {
  const route = findRoute(pathname)
  if (route === 'redirect-home') return Promise.resolve()
  return route === 'not-found' ? NOT_FOUND_CHUNK.load() : route.load()
}

/** On the server: the page's code with the parts the browser takes over after hydrating, so the HTML holds them whole. */
export function loadWholeRoute(pathname: string): Promise<unknown> {
  const route = findRoute(pathname)
  if (route === 'redirect-home') return Promise.resolve()
  return route === 'not-found' ? NOT_FOUND_CHUNK.loadWhole() : route.loadWhole()
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
        {Object.values(PAGE_ROUTES).map((route) => (
          <Route key={route.path} path={route.path}>
            {route.element}
          </Route>
        ))}
        <Route path={HOME_ALIAS}>
          <Redirect to={hrefOf('home')} replace />
        </Route>
        {Object.entries(PATH_ALIASES).map(([alias, target]) => (
          <Route key={alias} path={alias}>
            <Redirect to={target} replace />
          </Route>
        ))}
        <Route component={NOT_FOUND_CHUNK.Page} />
      </Switch>
      <HydrationDone />
    </Suspense>
  )
}
