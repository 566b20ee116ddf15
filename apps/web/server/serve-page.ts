import type { IncomingMessage, ServerResponse } from 'node:http'
import { TOKEN_COOKIE } from '@storefront/sdk'
import type { LogFields } from './access-log.ts'
import type { ApiHealth } from './api-health.ts'
import { CACHE_CONTROL } from './cache-policy.ts'
import { chooseEncoding, compressFor, compressPage, PER_VISITOR_ENCODINGS } from './compression.ts'
import { type Visitor, WORLD_COOKIE } from './first-answers.ts'
import { type CachedPage, type PageCache, pageCacheKey } from './page-cache.ts'
import type { PageTemplate } from './page-template.ts'
import { type RenderedDocument, type RenderOptions, renderDocument } from './render.ts'
import type { Renderer } from './renderer.ts'
import { CONTENT_TYPES } from './static-files.ts'

/** Pages differ by these request headers; a shared cache in front must key on them too. */
const PAGE_VARY = 'accept-encoding, accept-language, cookie'

function cookieValue(req: IncomingMessage, name: string): string | undefined {
  for (const part of String(req.headers.cookie ?? '').split(/;\s*/)) {
    if (part.startsWith(`${name}=`) && part.length > name.length + 1) {
      const value = part.slice(name.length + 1)
      try {
        return decodeURIComponent(value)
      } catch {
        return value
      }
    }
  }
  return undefined
}

/** `?lang=` names a page's language in its address (the address search engines list). */
function languageParam(url: URL): 'en' | 'ar' | undefined {
  const value = url.searchParams.get('lang')
  return value === 'en' || value === 'ar' ? value : undefined
}

function firstLanguage(req: IncomingMessage, url: URL, langCookie: string | undefined): 'en' | 'ar' {
  const wanted =
    languageParam(url) ??
    (langCookie && cookieValue(req, langCookie)) ??
    String(req.headers['accept-language'] ?? 'en')
  return wanted.toLowerCase().startsWith('ar') ? 'ar' : 'en'
}

/** The spec's language cookie: 7 days (10080 minutes), as the app writes it. */
const LANG_COOKIE_SECONDS = 10080 * 60

/** Who asks, as the page's rendering and its cache key need it: from the cookies and the address. */
function visitorOf(req: IncomingMessage, url: URL, id: string, renderer: Renderer | null): Visitor {
  const themeCookie = renderer ? cookieValue(req, renderer.THEME_COOKIE) : undefined
  return {
    lang: firstLanguage(req, url, renderer?.LANG_COOKIE),
    token: cookieValue(req, TOKEN_COOKIE),
    requestId: id,
    currency: renderer ? cookieValue(req, renderer.CURRENCY_COOKIE) : undefined,
    theme: renderer?.isTheme(themeCookie) ? themeCookie : undefined,
    consent: renderer?.consentMark(cookieValue(req, renderer.COOKIE_CONSENT_COOKIE)),
    world: cookieValue(req, WORLD_COOKIE),
  }
}

interface PageServing {
  renderer: Renderer | null
  template: PageTemplate | null
  cache: PageCache | null
  guestCacheControl: string
  headers: Record<string, string>
  api: () => RenderOptions['api']
  origin: () => string
  health?: ApiHealth
}

/** Serves a page: a guest's from the shared cache when it can, a signed-in visitor's for them alone. */
export function createPageServer({
  renderer,
  template,
  cache,
  guestCacheControl,
  headers,
  api,
  origin,
  health,
}: PageServing) {
  async function render(url: URL, visitor: Visitor): Promise<RenderedDocument> {
    if (!template) throw new Error('No build: run npm run build -w @storefront/web')
    return renderDocument({ renderer, template, api: api(), origin: origin() }, url, visitor)
  }

  function sendBody(
    req: IncomingMessage,
    res: ServerResponse,
    status: number,
    body: Buffer,
    encoding: string | null,
    extra: Record<string, string>,
  ) {
    res.writeHead(status, {
      'content-type': CONTENT_TYPES['.html'] ?? 'text/html',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
      ...extra,
      ...headers,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  async function servePage(req: IncomingMessage, res: ServerResponse, url: URL, id: string, log: LogFields) {
    const visitor = visitorOf(req, url, id, renderer)
    // A page of a mock's world (its cookie) shows that world's data: as much one visitor's as a signed-in page.
    const { token = visitor.world, currency, theme, consent } = visitor
    // The address chose the language: the app reads the cookie, so it keeps that language too.
    const chosen = languageParam(url)
    if (chosen && renderer)
      res.setHeader(
        'set-cookie',
        `${renderer.LANG_COOKIE}=${chosen}; Max-Age=${LANG_COOKIE_SECONDS}; Path=/; SameSite=Lax`,
      )
    // An answer that sets a cookie is this visitor's: a CDN must not keep it.
    const guestControl = chosen && renderer ? CACHE_CONTROL.ownRevalidate : guestCacheControl
    const shared = cache && token === undefined && (req.method === 'GET' || req.method === 'HEAD')
    let own: RenderedDocument | undefined
    if (shared) {
      const { page, outcome } = await cache.get(
        pageCacheKey(url, visitor.lang, currency, theme, consent),
        async () => {
          own = await render(url, visitor)
          if (own.kind !== 'document' || !own.complete) return undefined
          return {
            status: own.status,
            renderedAt: Date.now(),
            ...(await compressPage(own.html)),
          } satisfies CachedPage
        },
      )
      if (page) {
        log.cache = outcome
        const encoding = chooseEncoding(req, page)
        sendBody(req, res, page.status, encoding ? page[encoding] : page.body, encoding, {
          'cache-control': guestControl,
          vary: PAGE_VARY,
          'x-cache': outcome.toUpperCase(),
        })
        return
      }
    }
    log.cache = shared ? 'miss' : 'bypass'
    own ??= await render(url, visitor)
    if (own.kind === 'maintenance') {
      health?.failed(own.reason)
      const encoding = chooseEncoding(req, PER_VISITOR_ENCODINGS)
      const body = await compressFor(Buffer.from(own.html), encoding)
      sendBody(req, res, 503, body, encoding, {
        'cache-control': CACHE_CONTROL.never,
        'retry-after': '30',
        vary: PAGE_VARY,
        'x-cache': log.cache.toUpperCase(),
      })
      return
    }
    health?.answered()
    if (own.kind === 'redirect') {
      if (own.returnTo && renderer) {
        // Where the client guard would have left it: the app moves it to session storage (docs/decisions/0033).
        const held = res.getHeader('set-cookie') ?? []
        res.setHeader('set-cookie', [
          ...(Array.isArray(held) ? held : [String(held)]),
          `${renderer.RETURN_TO_COOKIE}=${encodeURIComponent(own.returnTo)}; Path=/; SameSite=Lax`,
        ])
      }
      res.writeHead(302, {
        location: own.location,
        // Whether a page is sent away depends on the session cookie, and the answer sets a cookie.
        'cache-control': own.returnTo ? CACHE_CONTROL.ownOnly : CACHE_CONTROL.revalidate,
        vary: PAGE_VARY,
        ...headers,
      })
      res.end()
      return
    }
    const encoding = chooseEncoding(req, PER_VISITOR_ENCODINGS)
    const body = await compressFor(Buffer.from(own.html), encoding)
    sendBody(req, res, own.status, body, encoding, {
      // A signed-in visitor's page is theirs alone; a guest page rendered without its data is not worth keeping.
      'cache-control':
        token !== undefined ? CACHE_CONTROL.ownOnly : own.complete ? guestControl : CACHE_CONTROL.revalidate,
      vary: PAGE_VARY,
      'x-cache': log.cache.toUpperCase(),
    })
  }
  return servePage
}
