import { type ApiTarget, askStoreSettings, serverClient } from './store-settings.ts'

export interface SeoRoutes {
  privatePaths: readonly string[]
  fixedPages: readonly string[]
  productPath: (slug: string) => string
}

/** Without a renderer the server knows no page; it still keeps crawlers off the API and the mock. */
export const NO_ROUTES: SeoRoutes = { privatePaths: [], fixedPages: ['/'], productPath: (slug) => `/${slug}` }

export function robotsTxt(origin: string, routes: SeoRoutes): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...[...routes.privatePaths, '/api/', '/__mock/'].map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n')
}

const PER_PAGE = 100

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export async function publicPaths(api: ApiTarget, routes: SeoRoutes): Promise<string[]> {
  const settings = await askStoreSettings(api)
  const client = serverClient(api)
  const pages = settings.data?.data.pages.map((p) => `/${p.slug}`) ?? []
  const products: string[] = []
  for (let page = 1, last = 1; page <= last; page++) {
    const { data } = await client.GET('/api/v1/client/shop', {
      params: { query: { page, per_page: PER_PAGE } },
    })
    if (!data) break
    last = data.pagination.last_page
    for (const p of data.data) products.push(routes.productPath(p.slug))
  }
  return [...routes.fixedPages, ...pages, ...products]
}

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

export function createSitemap(api: () => ApiTarget, origin: () => string, routes: SeoRoutes) {
  let built: { at: number; xml: Promise<string> } | undefined
  return (): Promise<string> => {
    if (!built || Date.now() - built.at > 60_000) {
      const xml = publicPaths(api(), routes).then((paths) => sitemapXml(origin(), paths))
      built = { at: Date.now(), xml }
      // A failed build is not kept: the next request tries again.
      xml.catch(() => {
        if (built?.xml === xml) built = undefined
      })
    }
    return built.xml
  }
}
