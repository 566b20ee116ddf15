import { screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { deleteCookie, getCookie } from '../../lib/cookies'
import { hydrating } from '../../lib/hydration'
import { clearClientData } from '../../lib/session-expiry'
import { renderWithApp } from '../../testing/render'
import { CookieBanner } from './cookie-banner'
import { bannerInPage, cookieConsent, reloadCookieConsent, startConsentSync } from './cookie-consent-store'

describe('cookie banner', () => {
  beforeEach(() => {
    clearClientData()
    localStorage.removeItem('cookie_consent')
    deleteCookie('cookie_consent')
    reloadCookieConsent()
  })

  it('shows until a choice is stored; Accept stores true and hides it', async () => {
    const { user } = renderWithApp(<CookieBanner />)
    const banner = screen.getByRole('region', { name: 'Cookie consent' })
    expect(banner).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    expect(localStorage.getItem('cookie_consent')).toBe('true')
    expect(getCookie('cookie_consent')).toBe('true')
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
  })

  it('after Accept the focus goes to the skip link before it, which comes first in the page', async () => {
    const { user } = renderWithApp(
      <>
        <a id="skip-link" href="#main">
          Skip to content
        </a>
        <CookieBanner />
      </>,
    )
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('link', { name: 'Skip to content' })),
    )
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

  it('while hydrating shows exactly what the server rendered, whatever storage holds', () => {
    localStorage.setItem('cookie_consent', 'true')
    reloadCookieConsent()
    hydrating.value = true
    bannerInPage.value = true
    try {
      const { unmount } = renderWithApp(<CookieBanner />)
      expect(screen.getByRole('region', { name: 'Cookie consent' })).toBeTruthy()
      unmount()
      localStorage.removeItem('cookie_consent')
      reloadCookieConsent()
      bannerInPage.value = false
      renderWithApp(<CookieBanner />)
      expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull()
    } finally {
      hydrating.value = false
      bannerInPage.value = false
    }
  })
})

describe('the consent cookie', () => {
  const root = document.documentElement
  beforeEach(() => {
    clearClientData()
    localStorage.removeItem('cookie_consent')
    deleteCookie('cookie_consent')
    root.removeAttribute('data-consent')
  })

  it('is written at start when the page did not carry the stored choice, and the banner is known to be in the page', () => {
    localStorage.setItem('cookie_consent', 'false')
    root.dataset.consent = 'ask'
    startConsentSync()
    expect([bannerInPage.value, cookieConsent.value, getCookie('cookie_consent')]).toEqual([
      true,
      false,
      'false',
    ])
  })

  it('is taken as the choice when storage lost it', () => {
    root.dataset.consent = 'true'
    startConsentSync()
    expect([bannerInPage.value, cookieConsent.value]).toEqual([false, true])
    expect(localStorage.getItem('cookie_consent')).toBe('true')
  })

  it('is not written for a visitor who has not chosen', () => {
    root.dataset.consent = 'ask'
    startConsentSync()
    expect([cookieConsent.value, getCookie('cookie_consent')]).toEqual([null, undefined])
  })
})
