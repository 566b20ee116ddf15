import { afterEach, describe, expect, it, vi } from 'vitest'
import en from '../i18n/en'
import type { Translations } from '../i18n/i18n-types'
import { loadedLocales } from '../i18n/i18n-util'
import {
  changeLanguage,
  detectLocale,
  dir,
  initLanguage,
  LANG_COOKIE_MINUTES,
  LL,
  loadNamespaces,
  locale,
} from './language-store'
import { toaster } from './toast-store'
import { toastInfo } from './toaster'

describe('language store', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('detects the language from the lang cookie first', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: sets up the cookie under test
    document.cookie = 'lang=ar; Path=/'
    vi.stubGlobal('navigator', { language: 'en-US' })
    expect(detectLocale()).toBe('ar')
  })

  it('takes ?lang= from the address before the cookie, and keeps it in the cookie for the next page', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: sets up the cookie under test
    document.cookie = 'lang=en; Path=/'
    history.replaceState(null, '', '/shop?lang=ar&page=2')
    try {
      expect(detectLocale()).toBe('ar')
      expect(document.cookie).toContain('lang=ar')
      // A language the shop does not have is ignored: the cookie decides.
      history.replaceState(null, '', '/shop?lang=fr')
      expect(detectLocale()).toBe('ar')
    } finally {
      history.replaceState(null, '', '/')
      // biome-ignore lint/suspicious/noDocumentCookie: leaves no language behind for the next test
      document.cookie = 'lang=; Path=/; Max-Age=0'
    }
  })

  it('reads each group of texts once per language, and a new language reads afresh', async () => {
    locale.value = 'en'
    const product = LL.value.product
    expect(LL.value.product).toBe(product)
    expect(LL.value.product.sale()).toBe(en.product.sale)
    await changeLanguage('ar')
    expect(LL.value.product).not.toBe(product)
    expect(LL.value.product.sale()).not.toBe(en.product.sale)
    await changeLanguage('en')
  })

  it('then from the browser language, falling back to English', () => {
    vi.stubGlobal('navigator', { language: 'ar-EG' })
    expect(detectLocale()).toBe('ar')
    vi.stubGlobal('navigator', { language: 'fr-FR' })
    expect(detectLocale()).toBe('en')
  })

  it('switching to Arabic sets <html dir="rtl" lang="ar">, the translations and a 7-day cookie', async () => {
    const cookieWrites: string[] = []
    let proto: object | null = document
    let descriptor: PropertyDescriptor | undefined
    while (proto && !descriptor) {
      descriptor = Object.getOwnPropertyDescriptor(proto, 'cookie')
      proto = Object.getPrototypeOf(proto) as object | null
    }
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      cookieWrites.push(value)
      descriptor!.set!.call(document, value)
    })

    await changeLanguage('ar')
    expect(locale.value).toBe('ar')
    expect(dir.value).toBe('rtl')
    expect(document.documentElement.dir).toBe('rtl')
    expect(document.documentElement.lang).toBe('ar')
    expect(LL.value.nav.home()).toBe('الرئيسية')
    // Notifications come at the top-left.
    toastInfo('Cart updated.')
    expect(toaster.attrs.placement).toBe('top-start')
    expect(LANG_COOKIE_MINUTES).toBe(10080)
    expect(cookieWrites.at(-1)).toMatch(/^lang=ar; Max-Age=604800; Path=\//)

    await changeLanguage('en')
    expect(document.documentElement.dir).toBe('ltr')
    expect(document.documentElement.lang).toBe('en')
    toastInfo('Cart updated.')
    expect(toaster.attrs.placement).toBe('top-end')
    expect(document.cookie).toContain('lang=en')
  })

  it("keeps a signed-in page's texts out of the first dictionary, brings them with the page, and in a language switched to later", async () => {
    const full = { ...loadedLocales }
    // As in the browser: English's base dictionary only, Arabic not fetched yet.
    loadedLocales.en = en as unknown as Translations
    Reflect.deleteProperty(loadedLocales, 'ar')
    try {
      locale.value = 'en'
      expect(en).not.toHaveProperty('checkout')
      expect(LL.value.checkout?.title?.() ?? '').toBe('')
      await loadNamespaces(['checkout'])
      expect(LL.value.checkout.title()).toBe('Checkout')
      await changeLanguage('ar')
      expect(LL.value.checkout.title()).toBe('إتمام الطلب')
    } finally {
      Object.assign(loadedLocales, full)
      await changeLanguage('en')
    }
  })

  it('leaves <html> alone when the page is already in the language (no restyling of every element)', async () => {
    const root = document.documentElement
    root.lang = 'en'
    root.dir = 'ltr'
    const changed: (string | null)[] = []
    const observer = new MutationObserver((records) => changed.push(...records.map((r) => r.attributeName)))
    observer.observe(root, { attributes: true, attributeFilter: ['lang', 'dir'] })
    const seen = () => [...changed.splice(0), ...observer.takeRecords().map((r) => r.attributeName)].sort()
    await initLanguage('en')
    expect(seen()).toEqual([])
    await initLanguage('ar')
    expect(root.dir).toBe('rtl')
    expect(seen()).toEqual(['dir', 'lang'])
    observer.disconnect()
    await initLanguage('en')
  })
})
