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

const LANG_COOKIE_SECONDS = 10080 * 60

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

type PageDocument = Extract<RenderedDocument, { kind: 'document' }>

function sendBody(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
  page: { status: number; body: Buffer; encoding: string | null },
  extra: Record<string, string>,
) {
  res.writeHead(page.status, {
    'content-type': CONTENT_TYPES['.html'] ?? 'text/html',
    ...(page.encoding ? { 'content-encoding': page.encoding } : {}),
    'content-length': String(page.body.length),
    ...extra,
    ...headers,
  })
  res.end(req.method === 'HEAD' ? undefined : page.body)
}

function ownBody(req: IncomingMessage, status: number, page: Buffer) {
  const encoding = chooseEncoding(req, PER_VISITOR_ENCODINGS)
  return { status, body: compressFor(page, encoding), encoding }
}

function sendRedirect(
  res: ServerResponse,
  headers: Record<string, string>,
  own: Extract<RenderedDocument, { kind: 'redirect' }>,
  renderer: Renderer | null,
) {
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
}

/** The app reads the cookie, so it keeps the language the address chose. */
function keepChosenLanguage(res: ServerResponse, url: URL, renderer: Renderer | null) {
  const chosen = languageParam(url)
  if (chosen && renderer)
    res.setHeader(
      'set-cookie',
      `${renderer.LANG_COOKIE}=${chosen}; Max-Age=${LANG_COOKIE_SECONDS}; Path=/; SameSite=Lax`,
    )
  return chosen
}

interface Serving {
  renderer: Renderer | null
  cache: PageCache | null
  headers: Record<string, string>
  health?: ApiHealth | undefined
  render: (url: URL, visitor: Visitor) => Promise<RenderedDocument>
}

async function servedShared(
  ctx: Serving,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  visitor: Visitor,
  control: string,
  log: LogFields,
  held: { own?: RenderedDocument },
): Promise<boolean> {
  const { cache, headers } = ctx
  if (!cache) return false
  const { lang, currency, theme, consent } = visitor
  const { page, outcome } = await cache.get(pageCacheKey(url, lang, currency, theme, consent), async () => {
    const own = await ctx.render(url, visitor)
    held.own = own
    if (own.kind !== 'document' || !own.complete) return undefined
    return {
      status: own.status,
      renderedAt: Date.now(),
      ...(await compressPage(own.bytes)),
    } satisfies CachedPage
  })
  if (!page) return false
  log.cache = outcome
  const encoding = chooseEncoding(req, page)
  const body = encoding ? page[encoding] : page.body
  sendBody(
    req,
    res,
    headers,
    { status: page.status, body, encoding },
    {
      'cache-control': control,
      vary: PAGE_VARY,
      'x-cache': outcome.toUpperCase(),
    },
  )
  return true
}

async function sendOwn(
  ctx: Serving,
  req: IncomingMessage,
  res: ServerResponse,
  own: RenderedDocument,
  cacheControl: (page: PageDocument) => string,
  xCache: string,
) {
  const { headers, health } = ctx
  if (own.kind === 'maintenance') {
    health?.failed(own.reason)
    sendBody(req, res, headers, ownBody(req, 503, Buffer.from(own.html)), {
      'cache-control': CACHE_CONTROL.never,
      'retry-after': '30',
      vary: PAGE_VARY,
      'x-cache': xCache,
    })
    return
  }
  health?.answered()
  if (own.kind === 'redirect') return sendRedirect(res, headers, own, ctx.renderer)
  sendBody(req, res, headers, ownBody(req, own.status, own.bytes), {
    'cache-control': cacheControl(own),
    vary: PAGE_VARY,
    'x-cache': xCache,
  })
}

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
  const ctx: Serving = { renderer, cache, headers, health, render }

  return async function servePage(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    id: string,
    log: LogFields,
  ) {
    const visitor = visitorOf(req, url, id, renderer)
    const chosen = keepChosenLanguage(res, url, renderer)
    // A mock world's page (its cookie) is as much one visitor's as a signed-in page.
    const personal = visitor.token !== undefined || visitor.world !== undefined
    // An answer that sets a cookie is this visitor's: a CDN must not keep it.
    const guestControl = chosen && renderer ? CACHE_CONTROL.ownRevalidate : guestCacheControl
    const shared = cache && !personal && (req.method === 'GET' || req.method === 'HEAD')
    const held: { own?: RenderedDocument } = {}
    if (shared && (await servedShared(ctx, req, res, url, visitor, guestControl, log, held))) return
    log.cache = shared ? 'miss' : 'bypass'
    const own = held.own ?? (await render(url, visitor))
    // A signed-in visitor's page is theirs alone; a guest page rendered without its data is not worth keeping.
    const cacheControl = (page: PageDocument) =>
      personal ? CACHE_CONTROL.ownOnly : page.complete ? guestControl : CACHE_CONTROL.revalidate
    await sendOwn(ctx, req, res, own, cacheControl, log.cache.toUpperCase())
  }
}
