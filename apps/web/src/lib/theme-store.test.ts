import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { getCookie } from './cookies'
import { clearClientData } from './session-expiry'
import { setTheme, startThemeSync } from './theme-store'

const root = document.documentElement

describe('the theme cookie', () => {
  let stop: () => void = () => {}
  beforeEach(() => {
    clearClientData()
    delete root.dataset.theme
  })
  afterEach(() => stop())

  it('is written with every choice, beside storage', () => {
    setTheme('dark')
    expect([localStorage.getItem('vite-ui-theme'), getCookie('vite-ui-theme')]).toEqual(['dark', 'dark'])
    setTheme('system')
    expect(getCookie('vite-ui-theme')).toBe('system')
  })

  it('is written at start when the page does not carry the stored choice (made before the cookie existed)', () => {
    localStorage.setItem('vite-ui-theme', 'light')
    stop = startThemeSync()
    expect(getCookie('vite-ui-theme')).toBe('light')
  })

  it('is not written for a visitor who never chose', () => {
    stop = startThemeSync()
    expect(getCookie('vite-ui-theme')).toBeUndefined()
  })

  it('is left alone when the page carries the stored theme', () => {
    localStorage.setItem('vite-ui-theme', 'dark')
    root.dataset.theme = 'dark'
    stop = startThemeSync()
    expect(getCookie('vite-ui-theme')).toBeUndefined()
    expect(root.classList.contains('dark')).toBe(true)
  })

  it('is taken as the choice when storage lost it, so the page does not switch away from what it painted', () => {
    root.dataset.theme = 'dark'
    stop = startThemeSync()
    expect(root.classList.contains('dark')).toBe(true)
    expect(localStorage.getItem('vite-ui-theme')).toBe('dark')
  })
})
