import { screen, waitFor, within } from '@testing-library/react'
import { Suspense } from 'react'
import { describe, expect, it } from 'vitest'
import { Route, Switch } from 'wouter'
import ShopPage from '../features/shop/shop-page'
import { setupMockServer } from '../testing/mock-server'
import { renderWithApp } from '../testing/render'
import { PAGE_ROWS } from './pages'
import { ProductPrefetch } from './product-prefetch'

const server = setupMockServer()
const productPage = PAGE_ROWS.product.chunk
const ProductPage = productPage.Page

function productRequests(): string[] {
  const seen: string[] = []
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname
    if (path.startsWith('/api/v1/client/product/')) seen.push(path)
  })
  return seen
}

describe('product prefetch', () => {
  it('hovering a product card fetches the product once, and the product page then renders from the cache', async () => {
    const requests = productRequests()
    const { user, location } = renderWithApp(
      <ProductPrefetch>
        <Suspense fallback={null}>
          <Switch>
            <Route path="/shop" component={ShopPage} />
            <Route path="/product/:slug" component={ProductPage} />
          </Switch>
        </Suspense>
      </ProductPrefetch>,
      { path: '/shop' },
    )
    const card = (await screen.findAllByRole('article'))[0]!
    const link = within(card).getByRole('link')
    const slug = link.getAttribute('href')?.replace('/product/', '') ?? ''

    await user.hover(link)
    await waitFor(() => expect(requests).toEqual([`/api/v1/client/product/${slug}`]))
    await user.unhover(link)
    await user.hover(link)

    await user.click(link)
    expect(location.history.at(-1)).toBe(`/product/${slug}`)
    await screen.findByRole('heading', { level: 1 })
    // The page reads the prefetched product instead of asking again.
    expect(requests).toHaveLength(1)
  })

  it('focusing a product card with the keyboard prefetches it too', async () => {
    const requests = productRequests()
    renderWithApp(
      <ProductPrefetch>
        <ShopPage />
      </ProductPrefetch>,
      { path: '/shop' },
    )
    const link = within((await screen.findAllByRole('article'))[1]!).getByRole('link')
    link.focus()
    await waitFor(() => expect(requests).toHaveLength(1))
    expect(requests[0]).toBe(`/api/v1/client/product/${link.getAttribute('href')?.replace('/product/', '')}`)
  })
})
