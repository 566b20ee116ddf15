import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startThemeSync } from '../../lib/theme-store'
import { renderWithApp } from '../../testing/render'
import { ThemeToggle } from './theme-toggle'

function mockSystemDark(initial: boolean) {
  const listeners = new Set<(e: { matches: boolean }) => void>()
  const media = {
    matches: initial,
    addEventListener: (_: string, cb: (e: { matches: boolean }) => void) => listeners.add(cb),
    removeEventListener: (_: string, cb: (e: { matches: boolean }) => void) => listeners.delete(cb),
  }
  vi.stubGlobal('matchMedia', () => media)
  return (matches: boolean) => {
    media.matches = matches
    for (const cb of listeners) cb({ matches })
  }
}

describe('theme toggle', () => {
  let stop: () => void = () => {}
  beforeEach(() => {
    document.documentElement.className = ''
  })
  afterEach(() => {
    stop()
    vi.unstubAllGlobals()
  })

  it('defaults to system and cycles light → dark → system → light, naming the next theme', async () => {
    mockSystemDark(false)
    stop = startThemeSync()
    const { user } = renderWithApp(<ThemeToggle />)
    const button = () => screen.getByRole('button', { name: /^Switch to/ })

    expect(button().getAttribute('aria-label')).toBe('Switch to light theme')
    await user.click(button())
    expect(localStorage.getItem('vite-ui-theme')).toBe('light')
    expect(button().getAttribute('aria-label')).toBe('Switch to dark theme')
    expect(button().getAttribute('title')).toBe('Switch to dark theme')

    await user.click(button())
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark')
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(button().getAttribute('aria-label')).toBe('Switch to system theme')

    await user.click(button())
    expect(localStorage.getItem('vite-ui-theme')).toBe('system')
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(button().getAttribute('aria-label')).toBe('Switch to light theme')
  })

  it('restores the stored theme', () => {
    mockSystemDark(false)
    localStorage.setItem('vite-ui-theme', 'dark')
    stop = startThemeSync()
    renderWithApp(<ThemeToggle />)
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(screen.getByRole('button', { name: 'Switch to system theme' })).toBeTruthy()
  })

  it('in system mode follows the OS dark preference live', () => {
    const setSystemDark = mockSystemDark(true)
    stop = startThemeSync()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    setSystemDark(false)
    expect(document.documentElement.classList.contains('dark')).toBe(false)
    expect(document.documentElement.classList.contains('light')).toBe(true)
  })
})
