import { unwrap } from '@storefront/sdk'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiClient } from '../../lib/api'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo } from '../../testing/sign-in'
import { SiteHeader } from './site-header'

setupMockServer()

describe('header', () => {
  it('has the main navigation in order: Home, Shop, About Us, Contact Us', () => {
    renderWithApp(<SiteHeader settings={undefined} />)
    const nav = screen.getAllByRole('navigation', { name: 'Main navigation' })[0]!
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['About Us', '/about-us'],
      ['Contact Us', '/contact'],
    ])
  })

  it('opens and closes the mobile menu with the same entries', async () => {
    const { user } = renderWithApp(<SiteHeader settings={undefined} />)
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await user.click(toggle)
    expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Close menu' }))
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1)
  })

  it('opens the mobile menu with Enter or Space and closes it with Escape, focus back on its button', async () => {
    const { user } = renderWithApp(<SiteHeader settings={undefined} />)
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    toggle.focus()
    await user.keyboard('{Enter}')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await user.tab()
    await user.keyboard('{Escape}')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(toggle)
    await user.keyboard(' ')
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    await user.keyboard('{Escape}')
    expect(screen.getAllByRole('navigation', { name: 'Main navigation' })).toHaveLength(1)
  })

  it('signed out: Login and Register links, no account icons', () => {
    renderWithApp(<SiteHeader settings={undefined} />)
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login')
    expect(screen.getByRole('link', { name: 'Register' }).getAttribute('href')).toBe('/register')
    expect(screen.queryByRole('link', { name: /^Cart/ })).toBeNull()
    expect(screen.queryByRole('link', { name: /^Wishlist/ })).toBeNull()
  })

  it('signed in: profile, wishlist and cart icons; badges show counts above 0', async () => {
    await signInDemo()
    await emptyCartAndWishlist()
    const { variant } = await firstBuyableVariant()
    unwrap(
      await apiClient.POST('/api/v1/client/cart/addOrUpdate', { body: { variant_id: variant, quantity: 2 } }),
    )
    const products = unwrap(
      await apiClient.GET('/api/v1/client/shop', { params: { query: { per_page: 3 } } }),
    ).data
    for (const product of products) {
      unwrap(
        await apiClient.POST('/api/v1/client/wishlist/addOrRemove', { body: { product_id: product.id } }),
      )
    }
    expect(unwrap(await apiClient.GET('/api/v1/client/wishlist')).pagination.total).toBe(3)

    renderWithApp(<SiteHeader settings={undefined} />)
    // The signed-in actions come in a chunk of their own: the profile link, or the account menu once its code is here.
    await waitFor(() =>
      expect(
        screen.queryByRole('link', { name: 'Profile' })?.getAttribute('href') ??
          screen.queryByRole('button', { name: 'Account menu' })?.getAttribute('aria-haspopup'),
      ).toMatch(/^\/profile$|^menu$/),
    )
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()
    const cart = await screen.findByRole('link', { name: 'Cart, 2 items' })
    expect(within(cart).getByTestId('cart-count').textContent).toBe('2')
    const wishlist = await screen.findByRole('link', { name: 'Wishlist, 3 items' })
    expect(within(wishlist).getByTestId('wishlist-count').textContent).toBe('3')
  })

  it('shows no cart or wishlist badge when both are empty', async () => {
    await signInDemo()
    await emptyCartAndWishlist()
    const { queryClient } = renderWithApp(<SiteHeader settings={undefined} />)
    // The badges are absent while loading too: wait until both counts have arrived.
    const loaded = (path: string) =>
      queryClient
        .getQueryCache()
        .findAll({ queryKey: ['get', path] })
        .some((query) => query.state.status === 'success')
    await waitFor(() => {
      expect(loaded('/api/v1/client/cart')).toBe(true)
      expect(loaded('/api/v1/client/wishlist')).toBe(true)
    })
    expect(screen.getByRole('link', { name: 'Cart' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Wishlist' })).toBeTruthy()
    expect(screen.queryByTestId('cart-count')).toBeNull()
    expect(screen.queryByTestId('wishlist-count')).toBeNull()
  })
})

/** Removes every cart line and wished product of the signed-in client, whatever the seed gave it. */
async function emptyCartAndWishlist() {
  const cart = unwrap(await apiClient.GET('/api/v1/client/cart')).data
  for (const line of cart.items) {
    unwrap(await apiClient.DELETE('/api/v1/client/cart/remove', { body: { variant_id: line.variant_id } }))
  }
  const wished = unwrap(
    await apiClient.GET('/api/v1/client/wishlist', { params: { query: { per_page: 100 } } }),
  ).data
  for (const product of wished) {
    unwrap(await apiClient.POST('/api/v1/client/wishlist/addOrRemove', { body: { product_id: product.id } }))
  }
  expect(unwrap(await apiClient.GET('/api/v1/client/cart')).data.total_items).toBe(0)
  expect(unwrap(await apiClient.GET('/api/v1/client/wishlist')).pagination.total).toBe(0)
}

async function firstBuyableVariant() {
  const list = unwrap(
    await apiClient.GET('/api/v1/client/shop', { params: { query: { per_page: 20 } } }),
  ).data
  for (const summary of list) {
    const detail = unwrap(
      await apiClient.GET('/api/v1/client/product/{id}', { params: { path: { id: summary.slug } } }),
    ).data
    const variant = detail.variants.find((v) => !v.pre_order && v.stock >= 2)
    if (variant) return { product: detail, variant: variant.id }
  }
  throw new Error('no buyable variant in the seed')
}
