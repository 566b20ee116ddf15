import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { renderWithApp } from '../../testing/render'
import { CookieBanner } from './cookie-banner'
import { reloadCookieConsent } from './cookie-consent-store'

describe('cookie banner', () => {
  beforeEach(() => reloadCookieConsent())

  it('shows until a choice is stored; Accept stores true and hides it', async () => {
    const { user } = renderWithApp(<CookieBanner />)
    const banner = screen.getByRole('region', { name: 'Cookie consent' })
    expect(banner).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    expect(localStorage.getItem('cookie_consent')).toBe('true')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it('Decline stores false and hides it', async () => {
    const { user } = renderWithApp(<CookieBanner />)
    await user.click(screen.getByRole('button', { name: 'Decline' }))
    expect(localStorage.getItem('cookie_consent')).toBe('false')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it('stays hidden once a choice is stored', () => {
    localStorage.setItem('cookie_consent', 'false')
    reloadCookieConsent()
    renderWithApp(<CookieBanner />)
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it('sits at the bottom-start corner', () => {
    renderWithApp(<CookieBanner />)
    const classes = screen.getByRole('region', { name: 'Cookie consent' }).className
    expect(classes).toContain('bottom-4')
    expect(classes).toContain('start-4')
  })
})
