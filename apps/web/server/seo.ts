// What search engines read besides the pages: robots.txt and a sitemap of every public page of the
// catalogue and the content, each in English and in Arabic (`?lang=ar`) with its alternates.
import { type ApiClient, createApiClient } from '@storefront/sdk'

/** Addresses no search engine needs: the signed-in screens, the API and the mock's own. */
const PRIVATE_PATHS = [
  '/cart',
  '/checkout',
  '/order-confirmation',
  '/profile',
  '/wishlist',
  '/api/',
  '/__mock/',
]

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

/** The public pages that stand alone (content pages are added from the settings). */
const FIXED_PAGES = ['/', '/shop', '/contact']
const PER_PAGE = 100

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/** Every public page's path: home, shop, contact, the content pages and each product. */
export async function publicPaths(client: ApiClient): Promise<string[]> {
  const settings = await client.GET('/api/v1/client/allSettings')
  const pages = settings.data?.data.pages.map((p) => `/${p.slug}`) ?? []
  const products: string[] = []
  for (let page = 1, last = 1; page <= last; page++) {
    const { data } = await client.GET('/api/v1/client/shop', {
      params: { query: { page, per_page: PER_PAGE } },
    })
    if (!data) break
    last = data.pagination.last_page
    for (const p of data.data) products.push(`/product/${encodeURIComponent(p.slug)}`)
  }
  return [...FIXED_PAGES, ...pages, ...products]
}

/** One <url> per page and language, each naming both languages and the default as alternates. */
export function sitemapXml(origin: string, paths: string[]): string {
  const entries = paths.flatMap((path) => {
    const en = `${origin}${path}`
    const ar = `${en}?lang=ar`
    const links = [
      ['en', en],
      ['ar', ar],
      ['x-default', en],
    ]
      .map(
        ([lang, href]) => `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(href ?? '')}"/>`,
      )
      .join('')
    return [en, ar].map((loc) => `<url><loc>${escapeXml(loc)}</loc>${links}</url>`)
  })
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    `${entries.join('\n')}\n</urlset>\n`
  )
}

/** The sitemap, built from the API at most once a minute. */
export function createSitemap(api: () => { baseUrl: string; appKey: string }, origin: () => string) {
  let built: { at: number; xml: Promise<string> } | undefined
  return (): Promise<string> => {
    if (!built || Date.now() - built.at > 60_000) {
      const { baseUrl, appKey } = api()
      const client = createApiClient({ baseUrl, appKey, getToken: () => null, getLanguage: () => 'en' })
      const xml = publicPaths(client).then((paths) => sitemapXml(origin(), paths))
      built = { at: Date.now(), xml }
      // A failed build is not kept: the next request tries again.
      xml.catch(() => {
        if (built?.xml === xml) built = undefined
      })
    }
    return built.xml
  }
}
