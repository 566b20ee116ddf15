import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithApp } from '../testing/render'
import { CrashTest } from './crash-test'
import { AppErrorBoundary } from './error-boundary'

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
