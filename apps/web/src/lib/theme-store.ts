import { computed, effect, signal } from '@preact/signals-react'
import { clientOnly } from './hydration'
import { readStorage, writeStorage } from './safe-storage'
import { THEME_KEY } from './storage-keys'

export type Theme = 'light' | 'dark' | 'system'

const NEXT_THEME: Record<Theme, Theme> = { light: 'dark', dark: 'system', system: 'light' }
const DARK_QUERY = '(prefers-color-scheme: dark)'

const isTheme = (value: unknown): value is Theme =>
  value === 'light' || value === 'dark' || value === 'system'

export const theme = signal<Theme>('system')
const systemPrefersDark = signal(false)

export const resolvedTheme = computed<'light' | 'dark'>(() =>
  theme.value === 'system' ? (systemPrefersDark.value ? 'dark' : 'light') : theme.value,
)
/** The theme the toggle shows (the default while server-rendered HTML is hydrated). */
export const shownTheme = clientOnly(theme, (): Theme => 'system')
/** The theme the toggle switches to; its label names it. */
export const nextTheme = computed(() => NEXT_THEME[shownTheme.value])

export function setTheme(next: Theme) {
  theme.value = next
  writeStorage(THEME_KEY, next)
}

/** light → dark → system → light. */
export function cycleTheme() {
  setTheme(NEXT_THEME[theme.value])
}

/** Follows the OS preference in system mode and keeps the `light`/`dark` class on <html>; returns a cleanup. */
export function startThemeSync(root: HTMLElement = document.documentElement): () => void {
  const stored = readStorage(THEME_KEY)
  theme.value = isTheme(stored) ? stored : 'system'
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
