import { mockConfig } from '@storefront/mock'
import { unwrap } from '@storefront/sdk'
import { act, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { apiClient } from '../../lib/api'
import { apiTrouble } from '../../lib/api-health'
import { keepLastSettings } from '../../lib/last-settings'
import { type Settings, settingsQuery } from '../../lib/settings'
import { setupMockServer } from '../../testing/mock-server'
import { createTestQueryClient, renderWithApp } from '../../testing/render'
import { ScrollToTop } from '../scroll-to-top'
import { SiteLayout } from './site-layout'

const server = setupMockServer()

describe('layout', () => {
  it('covers the page with a full-page loader until the configuration arrives, then shows header, main and footer', async () => {
    mockConfig.update({ delayMs: 150 })
    renderWithApp(
      <SiteLayout>
        <p>page body</p>
      </SiteLayout>,
    )
    const loader = screen.getByRole('status')
    expect(loader.textContent).toBe('Loading…')
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('true')
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull())
    expect(screen.getByRole('banner')).toBeTruthy()
    expect(screen.getByRole('main').textContent).toContain('page body')
    expect(screen.getByRole('main').getAttribute('aria-busy')).toBe('false')
    expect(screen.getByRole('contentinfo')).toBeTruthy()
    // The skip link is the first stop, before the cookie banner.
    const links = [...document.querySelectorAll('a, button')]
    expect(links[0]?.textContent).toBe('Skip to content')
  })

  it('scrolls to the top when the route changes, not when only the query changes', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const { location } = renderWithApp(<ScrollToTop />, { path: '/shop' })
    expect(scrollTo).toHaveBeenCalledTimes(1)
    act(() => location.navigate('/shop?page=2'))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    act(() => location.navigate('/about-us'))
    expect(scrollTo).toHaveBeenCalledTimes(2)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
    scrollTo.mockRestore()
  })

  it('through an outage keeps the last known store name, and says the store is having trouble', async () => {
    const answer = unwrap(await apiClient.GET('/api/v1/client/allSettings'))
    const configurations = answer.data.configurations.map((entry) =>
      entry.key === 'store_name' ? { ...entry, value: 'Voltline Kept' } : entry,
    )
    localStorage.setItem(
      'last_settings',
      JSON.stringify({ ...answer, data: { ...answer.data, configurations } }),
    )
    server.use(
      http.get('*/api/v1/client/*', () =>
        HttpResponse.json({ result: false, message: 'Server Error' }, { status: 500 }),
      ),
    )
    const queryClient = createTestQueryClient()
    const stop = keepLastSettings(queryClient)
    renderWithApp(
      <SiteLayout>
        <p>page body</p>
      </SiteLayout>,
      { queryClient },
    )
    const banner = await screen.findByRole('banner')
    await waitFor(() => expect(banner.textContent).toContain('Voltline Kept'))
    expect(banner.textContent).not.toContain('Storefront')
    expect(screen.getByTestId('connection-notice').textContent).toBe(
      'The store is having trouble answering right now. You are still signed in, and we keep trying.',
    )
    stop()
    apiTrouble.value = false
  })

  it("applies the store's colours when the server did not write them, and keeps the server's until the settings change", async () => {
    const root = document.documentElement
    root.removeAttribute('style')
    const first = renderWithApp(
      <SiteLayout>
        <p>page body</p>
      </SiteLayout>,
    )
    await waitFor(() => expect(root.style.getPropertyValue('--color-primary')).not.toBe(''))
    first.unmount()

    root.setAttribute('style', '--color-primary:#123456')
    const queryClient = createTestQueryClient()
    renderWithApp(
      <SiteLayout>
        <p>page body</p>
      </SiteLayout>,
      { queryClient },
    )
    await waitFor(() => expect(screen.queryByText('Loading…')).toBeNull())
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(root.style.getPropertyValue('--color-primary')).toBe('#123456')
    // New settings: their colours replace the server's.
    const key = settingsQuery().queryKey
    const answer = queryClient.getQueryData(key) as { data: Settings }
    const configurations = answer.data.configurations.map((entry) =>
      entry.key === 'theme_color1' ? { ...entry, value: '#aa0000' } : entry,
    )
    act(() => {
      queryClient.setQueryData(key, { ...answer, data: { ...answer.data, configurations } } as never)
    })
    await waitFor(() => expect(root.style.getPropertyValue('--color-primary')).toBe('#aa0000'))
    root.removeAttribute('style')
  })
})
