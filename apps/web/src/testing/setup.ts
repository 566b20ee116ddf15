import './happy-dom-shims'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach } from 'vitest'
import { loadedLocales, locales } from '../i18n/i18n-util'
import { loadAllLocales } from '../i18n/i18n-util.sync'
import { locale } from '../lib/language-store'
import { toaster } from '../lib/toast-store'
import { loadToastStore } from '../lib/toaster'

// The app bundles English's base dictionary alone; tests hold every text, namespaces included.
for (const lang of locales) delete loadedLocales[lang]
loadAllLocales()
configure({ asyncUtilTimeout: 5000 })

// Files that run as on the server (`@vitest-environment node`) have no document to reset.
const browserLike = typeof document !== 'undefined'

beforeEach(() => {
  locale.value = 'en'
  if (!browserLike) return
  document.documentElement.lang = 'en'
  document.documentElement.dir = 'ltr'
})

afterEach(() => {
  if (!browserLike) return
  cleanup()
  toaster.remove()
  localStorage.clear()
  sessionStorage.clear()
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0]
    // biome-ignore lint/suspicious/noDocumentCookie: test cleanup
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`
  }
})

// Loaded before the tests, as after the first toast in the app: a toast is then created at once.
beforeAll(() => loadToastStore())
