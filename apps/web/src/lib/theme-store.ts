import { computed, effect, signal } from '@preact/signals-react'
import { setCookie } from './cookies'
import { clientOnly } from './hydration'
import { readStorage, writeStorage } from './safe-storage'
import { THEME_COOKIE, THEME_KEY } from './storage-keys'

export type Theme = 'light' | 'dark' | 'system'

const NEXT_THEME: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' }
const DARK_QUERY = '(prefers-color-scheme: dark)'

export const isTheme = (value: unknown): value is Theme =>
  value === 'light' || value === 'dark' || value === 'system'

const THEME_COOKIE_MINUTES = 365 * 24 * 60

const writeCookie = (value: Theme) => setCookie(THEME_COOKIE, value, THEME_COOKIE_MINUTES)

export const theme = signal<Theme>('system')
const systemPrefersDark = signal(false)

export const resolvedTheme = computed<'light' | 'dark'>(() =>
  theme.value === 'system' ? (systemPrefersDark.value ? 'dark' : 'light') : theme.value,
)
export const shownTheme = clientOnly(theme, (): Theme => 'system')
export const nextTheme = computed(() => NEXT_THEME[shownTheme.value])

export function setTheme(next: Theme) {
  theme.value = next
  writeStorage(THEME_KEY, next)
  writeCookie(next)
}

export function cycleTheme() {
  setTheme(NEXT_THEME[theme.value])
}

/** Follows the OS preference in system mode and keeps the `light`/`dark` class on <html>; returns a cleanup. */
export function startThemeSync(root: HTMLElement = document.documentElement): () => void {
  const stored = readStorage(THEME_KEY)
  const marked = root.dataset.theme
  if (isTheme(stored)) {
    theme.value = stored
    // Only a choice the visitor made is written: no cookie for a visitor who never chose.
    if (marked !== stored) writeCookie(stored)
  } else if (isTheme(marked)) {
    // Storage lost the cookie's choice: the page was painted in it, so it stays and storage gets it back.
    theme.value = marked
    writeStorage(THEME_KEY, marked)
  } else {
    theme.value = 'system'
  }
  const media = typeof matchMedia === 'function' ? matchMedia(DARK_QUERY) : null
  systemPrefersDark.value = media?.matches ?? false
  const onChange = (event: MediaQueryListEvent) => {
    systemPrefersDark.value = event.matches
  }
  media?.addEventListener('change', onChange)
  const stop = effect(() => {
    const mode = resolvedTheme.value
    root.classList.toggle('dark', mode === 'dark')
    root.classList.toggle('light', mode === 'light')
  })
  return () => {
    stop()
    media?.removeEventListener('change', onChange)
  }
}
