import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

// public/boot.js: the script that runs in <head> before the first paint (inlined by the server).
const code = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '../../public/boot.js'), 'utf8')
const root = document.documentElement

/** Runs the boot script with the given stored items and cookies; reports what it read of each. */
function boot(stored: Record<string, string> = {}, cookies = '') {
  const getItem = vi.fn((key: string) => stored[key] ?? null)
  vi.stubGlobal('localStorage', { getItem })
  const cookie = vi.spyOn(document, 'cookie', 'get').mockReturnValue(cookies)
  new Function(code)()
  return { storageReads: getItem.mock.calls.length, cookieReads: cookie.mock.calls.length }
}

describe('the boot script', () => {
  beforeEach(() => {
    root.removeAttribute('lang')
    root.removeAttribute('dir')
    root.removeAttribute('class')
    root.removeAttribute('data-consent')
    root.removeAttribute('data-consent-stored')
    delete root.dataset.theme
  })
  afterEach(() => vi.unstubAllGlobals())

  it('on a page the server composed (language and theme on <html>) reads neither storage nor cookies', () => {
    root.lang = 'ar'
    root.dir = 'rtl'
    root.dataset.theme = 'dark'
    expect(boot({ 'vite-ui-theme': 'light' }, 'lang=en')).toEqual({ storageReads: 0, cookieReads: 0 })
    expect([root.lang, root.dir, root.className]).toEqual(['ar', 'rtl', 'dark'])
  })

  it('follows the system for a marked system theme', () => {
    root.lang = 'en'
    root.dir = 'ltr'
    root.dataset.theme = 'system'
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' }))
    expect(boot().storageReads).toBe(0)
    expect(root.className).toBe('dark')
  })

  it('reads the stored theme when the page does not carry it', () => {
    root.lang = 'en'
    root.dir = 'ltr'
    expect(boot({ 'vite-ui-theme': 'dark' })).toEqual({ storageReads: 1, cookieReads: 0 })
    expect(root.className).toBe('dark')
  })

  it('on index.html as it is (lang="en", no dir: the dev server) takes the language from its cookie, then the browser', () => {
    root.lang = 'en'
    vi.stubGlobal('navigator', { language: 'en-GB' })
    expect(boot({}, 'consent=1; lang=ar').cookieReads).toBe(1)
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl'])
    root.removeAttribute('dir')
    vi.stubGlobal('navigator', { language: 'ar-EG' })
    boot({}, 'lang=en')
    expect([root.lang, root.dir]).toEqual(['en', 'ltr'])
    root.removeAttribute('dir')
    boot()
    expect([root.lang, root.dir]).toEqual(['ar', 'rtl'])
  })

  it('still names the language when storage throws', () => {
    vi.stubGlobal('localStorage', {
      getItem() {
        throw new DOMException('blocked', 'SecurityError')
      },
    })
    vi.spyOn(document, 'cookie', 'get').mockReturnValue('')
    vi.stubGlobal('navigator', { language: 'ar-EG' })
    new Function(code)()
    expect([root.lang, root.dir, root.className]).toEqual(['ar', 'rtl', ''])
  })

  it('hides a banner the server rendered for want of the consent cookie when storage holds the choice', () => {
    root.lang = 'en'
    root.dir = 'ltr'
    root.dataset.consent = 'ask'
    boot({ cookie_consent: 'false' })
    expect(root.hasAttribute('data-consent-stored')).toBe(true)
    root.removeAttribute('data-consent-stored')
    boot({ cookie_consent: 'maybe' })
    expect(root.hasAttribute('data-consent-stored')).toBe(false)
  })

  it('reads no storage for consent when the page carries the choice', () => {
    root.lang = 'en'
    root.dir = 'ltr'
    root.dataset.theme = 'light'
    root.dataset.consent = 'true'
    expect(boot({ cookie_consent: 'true' }).storageReads).toBe(0)
    expect(root.hasAttribute('data-consent-stored')).toBe(false)
  })
})
