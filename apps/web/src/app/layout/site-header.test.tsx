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
    const { variant } = await firstBuyableVariant()
    unwrap(
      await apiClient.POST('/api/v1/client/cart/addOrUpdate', { body: { variant_id: variant, quantity: 2 } }),
    )
    const wishlist = unwrap(await apiClient.GET('/api/v1/client/wishlist')).pagination.total

    renderWithApp(<SiteHeader settings={undefined} />)
    expect(screen.getByRole('link', { name: 'Profile' }).getAttribute('href')).toBe('/profile')
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull()
    const cart = await screen.findByRole('link', { name: 'Cart (2 items)' })
    expect(within(cart).getByTestId('cart-count').textContent).toBe('2')
    if (wishlist > 0) {
      const link = await screen.findByRole('link', { name: `Wishlist (${wishlist} items)` })
      expect(within(link).getByTestId('wishlist-count').textContent).toBe(String(wishlist))
    }
  })

  it('shows no cart badge when the cart is empty', async () => {
    await signInDemo()
    const cart = unwrap(await apiClient.GET('/api/v1/client/cart')).data
    renderWithApp(<SiteHeader settings={undefined} />)
    await waitFor(() => expect(screen.getByRole('link', { name: /^Cart/ })).toBeTruthy())
    if (cart.total_items === 0) expect(screen.queryByTestId('cart-count')).toBeNull()
  })
})

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
