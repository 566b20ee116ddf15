import { mockConfig } from '@storefront/mock'
import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setupMockServer } from '../../testing/mock-server'
import { renderWithApp } from '../../testing/render'
import { ScrollToTop } from '../scroll-to-top'
import { SiteLayout } from './site-layout'

setupMockServer()

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
})
