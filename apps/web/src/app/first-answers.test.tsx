import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Route } from 'wouter'
import HomePage from '../features/home/home-page'
import ProductPage from '../features/product/product-page'
import ShopPage from '../features/shop/shop-page'
import { apiClient } from '../lib/api'
import { env } from '../lib/env'
import { HOME_SECTION_CARDS, PRODUCT_CARD_FIELDS } from '../lib/product-card-data'
import { setupMockServer } from '../testing/mock-server'
import { createTestQueryClient, renderWithApp } from '../testing/render'
import type { FirstPage } from './first-answers'
import { seedFirstAnswers } from './first-load'
import { anyFirstPage as firstPage } from './first-pages'

setupMockServer()

/** The whole answer of a first page's own (first) query, as the API gives it. */
async function answerFor(page: FirstPage): Promise<unknown> {
  const own = page.answers[0]
  if (!own) throw new Error(`${page.name} has no answer of its own`)
  return (await fetch(`${env.apiUrl}${own.path}`)).json()
}

/** What the server writes instead of the whole answer. */
function lean(page: FirstPage, answer: unknown): unknown {
  const cut = page.answers[0]?.lean
  if (!cut) throw new Error(`${page.name} writes its answer whole`)
  return cut(answer)
}

/** The page as it stands once its cards are drawn, from the given answer of the server. */
async function drawn(address: string, answer: unknown): Promise<string> {
  const url = new URL(address, 'http://localhost')
  const page = firstPage(url.pathname, url.search)
  if (!page) throw new Error(`${address} is not a first page`)
  const settings = (await apiClient.GET('/api/v1/client/allSettings')).data
  const queryClient = createTestQueryClient()
  seedFirstAnswers(queryClient, url.pathname, url.search, {
    '/api/v1/client/allSettings': settings,
    [page.answers[0]?.path ?? '']: answer,
  })
  const ui =
    page.name === 'home' ? (
      <HomePage />
    ) : page.name === 'shop' ? (
      <ShopPage />
    ) : (
      <Route path="/product/:slug" component={ProductPage} />
    )
  const { container, unmount } = renderWithApp(ui, { queryClient, path: address })
  await screen.findAllByRole('article')
  // Settled: nothing more to ask for (reviews, wishlist) that would change the page.
  await waitFor(() => expect(queryClient.isFetching()).toBe(0))
  // React's generated ids count on across renders; what is drawn is the rest.
  const html = container.innerHTML.replace(/_r_\w+_/g, '_r_')
  unmount()
  return html
}

describe('the answers the server writes into a page', () => {
  it('keep only the card fields of each listed product, and only as many as the page shows', async () => {
    const page = firstPage('/', '') as FirstPage
    const home = (await answerFor(page)) as { data: { sections: { products: object[] }[] } }
    const cut = lean(page, home) as typeof home
    expect(cut.data.sections.length).toBe(home.data.sections.length)
    for (const section of cut.data.sections) {
      expect(section.products.length).toBeGreaterThan(0)
      expect(section.products.length).toBeLessThanOrEqual(HOME_SECTION_CARDS)
      for (const product of section.products) {
        expect(Object.keys(product).sort()).toEqual([...PRODUCT_CARD_FIELDS].sort())
      }
    }
    expect(JSON.stringify(cut).length).toBeLessThan(JSON.stringify(home).length * 0.7)
    // The whole answer is left as it came: the app's own fetches keep every field.
    expect(Object.keys(home.data.sections[0]?.products[0] ?? {})).toContain('short_description')
  })

  for (const address of ['/', '/shop?sort=price_asc', '/product/:first']) {
    it(`draw ${address} exactly as the whole answer does`, async () => {
      let path = address
      if (address.includes(':first')) {
        const shop = (await apiClient.GET('/api/v1/client/shop', { params: { query: { per_page: 1 } } })).data
        path = `/product/${shop?.data[0]?.slug}`
      }
      const url = new URL(path, 'http://localhost')
      const page = firstPage(url.pathname, url.search) as FirstPage
      const whole = await answerFor(page)
      const cut = lean(page, whole)
      expect(JSON.stringify(cut).length).toBeLessThan(JSON.stringify(whole).length)
      expect(await drawn(path, cut)).toBe(await drawn(path, whole))
    })
  }
})
