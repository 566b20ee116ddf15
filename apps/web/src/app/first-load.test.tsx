import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Route } from 'wouter'
import HomePage from '../features/home/home-page'
import ProductPage from '../features/product/product-page'
import ShopPage from '../features/shop/shop-page'
import { apiClient } from '../lib/api'
import { setupMockServer } from '../testing/mock-server'
import { createTestQueryClient, renderWithApp } from '../testing/render'
import { firstPage } from './first-answers'
import { loadFirstPages, warmFirstRoute } from './first-load'
import { GUEST_PAGES, PAGE_ROWS } from './pages'

const productPage = PAGE_ROWS.product.chunk

const server = setupMockServer()

function apiRequests(): string[] {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`)
  })
  return seen
}

describe('first load', () => {
  it("loads the signed-in pages' table only for a signed-in visit to one of them", async () => {
    expect(await loadFirstPages('/cart', '', false)).toBe(GUEST_PAGES)
    expect(await loadFirstPages('/', '', true)).toBe(GUEST_PAGES)
    const pages = await loadFirstPages('/cart', '', true)
    expect(firstPage('/cart', '', true, GUEST_PAGES)).toBeNull()
    expect(firstPage('/cart', '', true, pages)?.answers.map((answer) => answer.path)).toContain(
      '/api/v1/client/cart',
    )
  })

  it('starts the home data and the settings before the page exists, and the page uses them', async () => {
    const requests = apiRequests()
    const queryClient = createTestQueryClient()
    warmFirstRoute(queryClient, '/', '')
    await waitFor(() => expect(requests).toContain('/api/v1/client/home'))
    expect(requests).toContain('/api/v1/client/allSettings')
    renderWithApp(<HomePage />, { queryClient })
    await screen.findAllByRole('article')
    expect(requests.filter((r) => r === '/api/v1/client/home')).toHaveLength(1)
  })

  it('asks for the shop listing of the address, with its filters, once', async () => {
    const requests = apiRequests()
    const queryClient = createTestQueryClient()
    warmFirstRoute(queryClient, '/shop', '?sort=price_asc&categories=2')
    await waitFor(() => expect(requests.some((r) => r.startsWith('/api/v1/client/shop?'))).toBe(true))
    renderWithApp(<ShopPage />, { queryClient, path: '/shop?sort=price_asc&categories=2' })
    await screen.findAllByRole('article')
    const shop = requests.filter((r) => r.startsWith('/api/v1/client/shop'))
    expect(shop).toHaveLength(1)
    expect(shop[0]).toContain('sort=price_asc')
    expect(shop[0]).toContain('categories=2')
  })

  it('uses the answers the server wrote into the page, without asking, when their language matches', async () => {
    const home = (await apiClient.GET('/api/v1/client/home')).data
    const requests = apiRequests()
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = 'first-answers'
    block.textContent = JSON.stringify({ lang: 'en', answers: { '/api/v1/client/home': home } })
    document.head.append(block)
    try {
      const queryClient = createTestQueryClient()
      warmFirstRoute(queryClient, '/', '', 'en')
      renderWithApp(<HomePage />, { queryClient })
      await screen.findAllByRole('article')
      expect(requests.filter((r) => r === '/api/v1/client/home')).toEqual([])
      // In another language the written answers are not used.
      const other = createTestQueryClient()
      warmFirstRoute(other, '/', '', 'ar')
      await waitFor(() => expect(requests).toContain('/api/v1/client/home'))
    } finally {
      block.remove()
    }
  })

  it('starts a product the server found missing in its not-found state, as the server rendered it, asking nothing', async () => {
    const requests = apiRequests()
    const queryClient = createTestQueryClient()
    const written = {
      lang: 'en',
      answers: { '/api/v1/client/product/gone': { result: false, message: 'Not found.' } },
    }
    warmFirstRoute(queryClient, '/product/gone', '', 'en', written)
    await productPage.load()
    renderWithApp(<Route path="/product/:slug" component={ProductPage} />, {
      queryClient,
      path: '/product/gone',
    })
    // On the first render, as hydration needs it: no skeleton while the product is asked for again.
    expect(screen.getByRole('heading', { name: 'Product not found' })).toBeTruthy()
    await waitFor(() => expect(queryClient.isFetching()).toBe(0))
    expect(requests.filter((r) => r.startsWith('/api/v1/client/product/'))).toEqual([])
  })

  it('asks for the product of a product address', async () => {
    const requests = apiRequests()
    warmFirstRoute(createTestQueryClient(), '/product/some-slug', '')
    await waitFor(() => expect(requests).toContain('/api/v1/client/product/some-slug'))
    // The page chunk warm-up started too; let it finish before the test environment goes away.
    await productPage.load()
  })
})
