import { describe, expect, it } from 'vitest'
import { matchPage, PAGE_NAMES, PAGES } from '../lib/pages'
import { PAGE_ROWS } from './pages'
import { findRoute, ROUTE_PATTERNS, routeModule, SEO_ROUTES } from './routes'

// Spec §2's route table, as written there: an address of each route and whether it is signed-in only.
const SPEC_ROUTES: [address: string, signedInOnly: boolean][] = [
  ['/', false],
  ['/product/nova-x-12', false],
  ['/shop', false],
  ['/login', false],
  ['/register', false],
  ['/otp', false],
  ['/contact', false],
  ['/about-us', false],
  ['/terms-conditions', false],
  ['/privacy-policy', false],
  ['/return-policy', false],
  ['/faq', false],
  ['/order/12', false],
  ['/pre_order/12', false],
  ['/cart', true],
  ['/checkout', true],
  ['/order-confirmation', true],
  ['/profile', true],
  ['/wishlist', true],
]

describe("the app's page rows", () => {
  it('give every page of the address table a row, and no other', () => {
    expect(Object.keys(PAGE_ROWS).sort()).toEqual([...PAGE_NAMES].sort())
  })

  it("match spec §2's routes one to one, each with its guard", () => {
    const matched = SPEC_ROUTES.map(([address, signedInOnly]) => {
      const route = findRoute(address)
      if (typeof route === 'string') throw new Error(`${address} is ${route}`)
      expect(route.guarded, address).toBe(signedInOnly)
      return matchPage(address)?.name
    })
    expect(new Set(matched).size).toBe(PAGE_NAMES.length)
    expect(findRoute('/home')).toBe('redirect-home')
    expect(findRoute('/no-such-page')).toBe('not-found')
    expect(routeModule('/no-such-page')).toBe('src/features/status/not-found-page.tsx')
  })

  it("are the server's list: its private paths are the guarded pages, its patterns every page's", () => {
    const guarded = SPEC_ROUTES.filter(([, signedInOnly]) => signedInOnly).map(([address]) => address)
    expect([...SEO_ROUTES.privatePaths].sort()).toEqual(guarded.sort())
    for (const path of SEO_ROUTES.fixedPages) expect(matchPage(path), path).not.toBeNull()
    expect(matchPage(SEO_ROUTES.productPath('nova-x-12'))?.name).toBe('product')
    expect([...ROUTE_PATTERNS].sort()).toEqual(
      [...PAGE_NAMES.map((name) => PAGES[name].pattern), 'not-found'].sort(),
    )
    for (const [address] of SPEC_ROUTES) {
      const route = findRoute(address)
      expect(typeof route === 'string' ? route : route.path, address).toBe(
        PAGES[matchPage(address)?.name ?? 'home'].pattern,
      )
      expect(routeModule(address), address).toBe(PAGE_ROWS[matchPage(address)?.name ?? 'home'].chunk.module)
    }
  })
})
