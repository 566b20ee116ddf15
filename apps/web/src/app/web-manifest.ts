import type { Settings } from '../lib/settings'
import { reshapeSettings } from '../lib/settings'
import { parseHex } from '../lib/theme-colors'

const FALLBACK = { name: { en: 'Storefront', ar: 'المتجر' }, color: '#2563eb' }

const colour = (value: string | undefined) => (value && parseHex(value) ? value : undefined)

/** The web app manifest (served at /manifest.webmanifest by the server), so the store installs under its own name and colours. */
export function webManifest(settings: Settings | undefined, lang: 'en' | 'ar') {
  const config = settings ? reshapeSettings(settings).config : {}
  const name = config.store_name?.trim() || FALLBACK.name[lang]
  return {
    name,
    short_name: name,
    lang,
    dir: lang === 'ar' ? 'rtl' : 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: colour(config.theme_color1) ?? FALLBACK.color,
    background_color: '#ffffff',
    icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
  }
}
