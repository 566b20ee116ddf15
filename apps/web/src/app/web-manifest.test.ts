import { describe, expect, it } from 'vitest'
import type { Settings } from '../lib/settings'
import { webManifest } from './web-manifest'

const settings = (configurations: { key: string; value: string }[]) =>
  ({ configurations, currencies: [], price_range: { min: 1, max: 10 } }) as unknown as Settings

describe('the web app manifest', () => {
  it("names the store and takes its colour from the settings, in the page's language and direction", () => {
    const manifest = webManifest(
      settings([
        { key: 'store_name', value: 'Voltline' },
        { key: 'theme_color1', value: '#0f766e' },
      ]),
      'ar',
    )
    expect(manifest).toMatchObject({
      name: 'Voltline',
      short_name: 'Voltline',
      theme_color: '#0f766e',
      lang: 'ar',
      dir: 'rtl',
      start_url: '/',
      display: 'standalone',
    })
    expect(manifest.icons[0]).toMatchObject({ src: '/favicon.svg', type: 'image/svg+xml' })
  })

  it('falls back to the shop’s own name and colour when the settings hold none, or a colour that is not one', () => {
    expect(webManifest(settings([{ key: 'theme_color1', value: 'red; x' }]), 'en')).toMatchObject({
      name: 'Storefront',
      theme_color: '#2563eb',
    })
    expect(webManifest(undefined, 'ar').name).toBe('المتجر')
  })
})
