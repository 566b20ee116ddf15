import { screen } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/render'
import { CrashTest } from './crash-test'
import { AppErrorBoundary, PageErrorBoundary } from './error-boundary'

function Page() {
  return (
    <AppErrorBoundary>
      <CrashTest />
      <h1>About us</h1>
    </AppErrorBoundary>
  )
}

describe('render crash', () => {
  it('shows the maintenance page with its exact texts', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderWithApp(<Page />, { path: '/about-us?crash-test=1' })
    expect(screen.getByText('Maintenance Mode')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'We’re updating our systems' })).toBeTruthy()
    expect(screen.getByText(/scheduled maintenance/)).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Back to homepage' }).getAttribute('href')).toBe('/')
    expect(screen.getByRole('link', { name: 'Contact Support' }).getAttribute('href')).toBe('/support')
    expect(screen.queryByRole('heading', { name: 'About us' })).toBeNull()
  })

  it('resetting goes to / and renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const { user, location } = renderWithApp(<Page />, { path: '/about-us?crash-test=1' })
    await user.click(screen.getByRole('link', { name: 'Back to homepage' }))
    expect(location.history.at(-1)).toBe('/')
    expect(screen.queryByText('Maintenance Mode')).toBeNull()
    expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy()
  })

  it('renders normally without the crash parameter', () => {
    renderWithApp(<Page />, { path: '/about-us' })
    expect(screen.getByRole('heading', { name: 'About us' })).toBeTruthy()
  })
})

// What the browser says when a route's chunk does not arrive.
const Unreachable = lazy(() =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/shop-page-1a2b3c.js')),
)

function Layout() {
  return (
    <AppErrorBoundary>
      <header>Voltline</header>
      <PageErrorBoundary>
        <Suspense fallback={<p>loading</p>}>
          <Unreachable />
        </Suspense>
      </PageErrorBoundary>
    </AppErrorBoundary>
  )
}

describe('a page whose code cannot be fetched', () => {
  afterEach(() => vi.restoreAllMocks())

  it('offline, says so in place, header kept, and never claims maintenance', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderWithApp(<Layout />, { path: '/shop' })
    expect(await screen.findByRole('heading', { name: "You're offline" })).toBeTruthy()
    expect(screen.getByText('Voltline')).toBeTruthy()
    expect(screen.queryByText('Maintenance Mode')).toBeNull()
  })

  it('online, goes on to the app boundary as before', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    sessionStorage.setItem('build_reload_at', String(Date.now()))
    renderWithApp(<Layout />, { path: '/shop' })
    expect(await screen.findByText('Maintenance Mode')).toBeTruthy()
  })
})
