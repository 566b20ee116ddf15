import { unwrap } from '@storefront/sdk'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { apiClient } from '../../lib/api'
import { reshapeSettings } from '../../lib/settings'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { signInDemo } from '../../testing/sign-in'
import { SiteFooter } from './site-footer'

setupMockServer()

/** The store configuration as the server sends it (the footer reads nothing else). */
async function settings() {
  return reshapeSettings(unwrap(await apiClient.GET('/api/v1/client/allSettings')).data)
}

function links(groupName: string) {
  const group = screen.getByRole('navigation', { name: groupName })
  return within(group)
    .getAllByRole('link')
    .map((a) => [a.textContent, a.getAttribute('href')])
}

describe('footer', () => {
  it('shows the store details and social links from the configuration', async () => {
    const s = await settings()
    const { config } = s
    renderWithApp(<SiteFooter settings={s} />)
    const footer = screen.getByRole('contentinfo')
    expect(
      config.store_name && config.store_address && config.contact_phone && config.contact_email,
    ).toBeTruthy()
    expect(within(footer).getAllByText(config.store_name as string).length).toBeGreaterThan(0)
    expect(footer.textContent).toContain(config.store_address)
    expect(within(footer).getByRole('link', { name: config.contact_phone }).getAttribute('href')).toBe(
      `tel:${config.contact_phone}`,
    )
    expect(within(footer).getByRole('link', { name: config.contact_email }).getAttribute('href')).toBe(
      `mailto:${config.contact_email}`,
    )
    const social = within(screen.getByRole('list', { name: 'Follow us' }))
      .getAllByRole('link')
      .map((a) => [a.getAttribute('aria-label'), a.getAttribute('href')])
    expect(social).toEqual([
      ['Facebook', config.facebook_link],
      ['Instagram', config.instagram_link],
      ['YouTube', config.youtube_link],
      ['TikTok', config.tiktok_link],
    ])
  })

  it('lists Useful Links and Customer Service in order, and the bottom bar with the current year', async () => {
    const s = await settings()
    renderWithApp(<SiteFooter settings={s} />)
    expect(links('Useful Links')).toEqual([
      ['Home', '/'],
      ['Shop', '/shop'],
      ['FAQ', '/faq'],
    ])
    expect(links('Customer Service')).toEqual([
      ['About Us', '/about-us'],
      ['Contact Us', '/contact'],
      ['Terms & Conditions', '/terms-conditions'],
      ['Privacy Policy', '/privacy-policy'],
      ['Return Policy', '/return-policy'],
    ])
    const footer = screen.getByRole('contentinfo')
    expect(footer.textContent).toContain(`© ${new Date().getFullYear()} ${s.config.store_name}`)
    expect(screen.getByRole('heading', { name: 'Stay in the Loop' })).toBeTruthy()
  })

  it('shows My Account only when signed in', async () => {
    const s = await settings()
    const first = renderWithApp(<SiteFooter settings={s} />)
    expect(screen.queryByRole('navigation', { name: 'My Account' })).toBeNull()
    first.unmount()
    await signInDemo()
    renderWithApp(<SiteFooter settings={s} />)
    expect(links('My Account')).toEqual([
      ['View Cart', '/cart'],
      ['Checkout', '/checkout'],
      ['Account', '/profile'],
      ['Wishlist', '/wishlist'],
    ])
  })
})
