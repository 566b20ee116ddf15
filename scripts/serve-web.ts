// Serves the production build of apps/web as production would: pages rendered on the server
// (apps/web/dist-server) and hydrated in the browser, brotli/gzip, long-lived cache headers for
// hashed assets, security headers. Without API_URL the embedded mock
// answers /api/*, /__mock/* and /mock-images/* in the same process; with PROXY_API and PROXY_MOCK
// the API calls go through a validating proxy instead (the independent contract check).
import { appendFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  type FirstPage,
  firstPage,
  pageAnswerPath,
  SETTINGS_PATH,
} from '../apps/web/src/app/first-answers.ts'
import { TOKEN_COOKIE } from '../apps/web/src/lib/storage-keys.ts'
import { composePage, loadPageTemplate } from './web-page.ts'

const root = fileURLToPath(new URL('..', import.meta.url))

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest'])

/**
 * The Content-Security-Policy the app runs under; `connect` adds the API origin when it is
 * elsewhere, `scripts` the hashes of the page's own inline scripts (web-page.ts).
 */
export function contentSecurityPolicy(connect = '', scripts: string[] = []): string {
  return [
    "default-src 'self'",
    `script-src 'self'${scripts.map((source) => ` ${source}`).join('')}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${connect ? ` ${connect}` : ''}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

export function securityHeaders(apiOrigin = '', scripts: string[] = []): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(apiOrigin, scripts),
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(self)',
  }
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void

interface Cached {
  body: Buffer
  br?: Buffer
  gzip?: Buffer
}

/**
 * Forwards a request to another server as it came, and hands back its answer. `onAnswer` sees the
 * status and headers first (the Prism check reads its verdicts there).
 */
function forward(
  target: string,
  req: IncomingMessage,
  res: ServerResponse,
  onAnswer?: (status: number, headers: IncomingMessage['headers'], body: Buffer) => void,
) {
  const url = new URL(req.url ?? '/', target)
  const upstream = request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        onAnswer?.(answer.statusCode ?? 502, answer.headers, body)
        const headers = { ...answer.headers }
        delete headers['transfer-encoding']
        headers['content-length'] = String(body.length)
        res.writeHead(answer.statusCode ?? 502, headers)
        res.end(body)
      })
    },
  )
  upstream.on('error', (error) => {
    res.writeHead(502, { 'content-type': 'application/json' })
    res.end(JSON.stringify({ result: false, message: `Upstream ${target} failed: ${error.message}` }))
  })
  req.pipe(upstream)
}

/**
 * Proxy mode, for the independent contract check: API calls go through a validating proxy (Prism,
 * `prism proxy openapi.yaml <mock> --errors`), mock-only paths (`/__mock/*`, `/mock-images/*`)
 * straight to the mock. Every verdict Prism gives (an `sl-violations` header, or with `--errors` a
 * problem+json answer in place of the real one) is written to `violationsLog`, one line each.
 */
function createProxy(proxy: { api: string; mock: string; violationsLog?: string }): Middleware {
  return (req, res, next) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (path.startsWith('/api/')) {
      forward(proxy.api, req, res, (status, headers, body) => {
        const violations = headers['sl-violations']
        const problem = String(headers['content-type'] ?? '').includes('application/problem+json')
        if (!violations && !problem) return
        const line = `${req.method} ${req.url} -> ${status} ${violations ? `sl-violations: ${String(violations)}` : body.toString('utf8')}\n`
        if (proxy.violationsLog) appendFileSync(proxy.violationsLog, line)
        else process.stderr.write(line)
      })
    } else if (path.startsWith('/__mock/') || path.startsWith('/mock-images/')) {
      forward(proxy.mock, req, res)
    } else next()
  }
}

/** The language the app will start in: the `lang` cookie, else the browser's first language. */
function firstLanguage(req: IncomingMessage): 'en' | 'ar' {
  const cookie = /(?:^|;\s*)lang=([^;]*)/.exec(String(req.headers.cookie ?? ''))?.[1]
  const wanted = cookie ? decodeURIComponent(cookie) : String(req.headers['accept-language'] ?? 'en')
  return wanted.toLowerCase().startsWith('ar') ? 'ar' : 'en'
}

function hasCookie(req: IncomingMessage, name: string): boolean {
  return String(req.headers.cookie ?? '')
    .split(/;\s*/)
    .some((part) => part.startsWith(`${name}=`) && part.length > name.length + 1)
}

/** The image a page paints first and large: the home hero, the first product, the product's first picture. */
function largestImage(page: FirstPage, answer: unknown): string | undefined {
  const data = (answer as { data?: unknown } | undefined)?.data
  switch (page.kind) {
    case 'home':
      return (data as { hero?: { image?: { url?: string } } } | undefined)?.hero?.image?.url
    case 'shop':
      return (data as { image?: { url?: string } }[] | undefined)?.[0]?.image?.url
    case 'product':
      return (data as { images?: { url?: string }[] } | undefined)?.images?.[0]?.url
  }
}

/** The server-side renderer of the web build (`apps/web/dist-server`), if it was built. */
type Renderer = typeof import('../apps/web/src/app/server-entry.tsx')

async function loadRenderer(serverDist: string): Promise<Renderer | null> {
  const file = join(serverDist, 'server-entry.js')
  try {
    await stat(file)
  } catch {
    return null
  }
  return (await import(pathToFileURL(file).href)) as Renderer
}

export async function startWebServer(
  options: {
    port?: number
    host?: string
    dist?: string
    /** The server renderer's build; pages are rendered in the browser alone without it. */
    serverDist?: string
    apiUrl?: string
    /** A plain static site (the benchmark's bare page): no API, no first answers, no server rendering. */
    bare?: boolean
    /** The public origin of the site, for absolute links in structured data (default: this server). */
    publicOrigin?: string
    proxy?: { api: string; mock: string; violationsLog?: string }
  } = {},
) {
  const dist = options.dist ?? join(root, 'apps/web/dist')
  const renderer = options.bare
    ? null
    : await loadRenderer(options.serverDist ?? join(dist, '../dist-server'))
  const template = await loadPageTemplate(dist)
  const apiOrigin = options.apiUrl ? new URL(options.apiUrl).origin : ''
  let mock: Middleware | undefined
  if (options.proxy) mock = createProxy(options.proxy)
  else if (!options.apiUrl && !options.bare) {
    const mod = await import('@storefront/mock/http')
    mock = mod.createMockMiddleware() as Middleware
  }
  const cache = new Map<string, Cached>()
  const headers = securityHeaders(apiOrigin, template?.scriptSources)

  async function load(file: string): Promise<Cached | null> {
    const hit = cache.get(file)
    if (hit) return hit
    try {
      if (!(await stat(file)).isFile()) return null
    } catch {
      return null
    }
    const body = await readFile(file)
    const entry: Cached = { body }
    if (compressible.has(extname(file)) && body.length > 512) {
      entry.br = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })
      entry.gzip = gzipSync(body, { level: 9 })
    }
    cache.set(file, entry)
    return entry
  }

  let ownOrigin = ''
  /**
   * The page's first API answers, asked for while the page is being prepared (bounded at 800 ms)
   * and written into it as a JSON block (never executed, so the CSP needs no exception for it).
   * With them the server renders the page; without them (a slow or failing API) the app renders
   * it in the browser, asking for the same answers itself.
   */
  async function renderDocument(
    req: IncomingMessage,
    url: URL,
  ): Promise<{ status: number; html: string } | { redirect: string }> {
    const base = options.apiUrl ?? options.proxy?.api ?? ownOrigin
    const lang = firstLanguage(req)
    const answers: Record<string, unknown> = {}
    const page = firstPage(url.pathname, url.search)
    const pagePath = page ? pageAnswerPath(page) : undefined
    const wanted = options.bare ? [] : [SETTINGS_PATH, ...(pagePath ? [pagePath] : [])]
    await Promise.all(
      wanted.map(async (path) => {
        try {
          const answer = await fetch(`${base}${path}`, {
            headers: { accept: 'application/json', 'accept-language': lang },
            signal: AbortSignal.timeout(800),
          })
          if (!answer.ok) return
          const body = (await answer.json()) as { result?: boolean }
          if (body.result === true) answers[path] = body
        } catch {
          // slow or down: the app asks for it itself
        }
      }),
    )
    const result = renderer
      ? await renderer.renderPage({
          url: `${url.pathname}${url.search}`,
          language: lang,
          answers,
          signedIn: hasCookie(req, TOKEN_COOKIE),
          origin: options.publicOrigin ?? ownOrigin,
        })
      : ({ kind: 'browser-only' } as const)
    if (result.kind === 'redirect') return { redirect: result.location }
    if (!template) throw new Error('No build: run npm run build -w @storefront/web')
    const rendered = result.kind === 'page' ? { html: result.html, head: result.head } : undefined
    const preloadImage = page && pagePath ? largestImage(page, answers[pagePath]) : undefined
    return {
      status: result.kind === 'page' ? result.status : 200,
      html: composePage(template, { lang, answers, ...(rendered ? { rendered } : {}), preloadImage }),
    }
  }

  /** A page of the app (any address that is not a file): rendered, compressed per request. */
  async function servePage(req: IncomingMessage, res: ServerResponse, url: URL) {
    const page = await renderDocument(req, url)
    if ('redirect' in page) {
      res.writeHead(302, { location: page.redirect, 'cache-control': 'no-cache', ...headers })
      res.end()
      return
    }
    const html = Buffer.from(page.html)
    const accept = String(req.headers['accept-encoding'] ?? '')
    const encoding = /\bbr\b/.test(accept) ? 'br' : /\bgzip\b/.test(accept) ? 'gzip' : null
    // Fast settings: this is compressed for every request.
    const body =
      encoding === 'br'
        ? brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : encoding === 'gzip'
          ? gzipSync(html, { level: 6 })
          : html
    res.writeHead(page.status, {
      'content-type': types['.html'],
      'cache-control': 'no-cache',
      vary: 'accept-encoding, cookie',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
      ...headers,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x')
    const safe = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '')
    const isAsset = safe.startsWith('/assets/')
    const entry = safe.endsWith('/') || safe === '/index.html' ? null : await load(join(dist, safe))
    if (!entry) {
      if (isAsset || (extname(safe) && safe !== '/index.html')) {
        res.writeHead(404, { 'content-type': 'text/plain', ...headers })
        res.end('Not found')
        return
      }
      if (safe === '/index.html') {
        // The template is not a page of its own: it is the home page's address that the app knows.
        res.writeHead(301, { location: `/${url.search}`, ...headers })
        res.end()
        return
      }
      return servePage(req, res, url)
    }
    const accept = String(req.headers['accept-encoding'] ?? '')
    const encoding =
      entry.br && /\bbr\b/.test(accept) ? 'br' : entry.gzip && /\bgzip\b/.test(accept) ? 'gzip' : null
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body
    res.writeHead(200, {
      'content-type': types[extname(safe)] ?? 'application/octet-stream',
      // Hashed file names never change; everything else is checked each time.
      'cache-control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body?.length ?? 0),
      ...headers,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  const server = createServer((req, res) => {
    const done = () => {
      serveStatic(req, res).catch((error: unknown) => {
        res.writeHead(500, { 'content-type': 'text/plain' })
        res.end(String(error))
      })
    }
    if (mock) mock(req, res, done)
    else done()
  })
  const host = options.host ?? '127.0.0.1'
  await new Promise<void>((resolve) => server.listen(options.port ?? 4173, host, resolve))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  ownOrigin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { url } = await startWebServer({
    port: Number(process.env.PORT ?? 4173),
    host: process.env.HOST ?? '127.0.0.1',
    ...(process.env.API_URL ? { apiUrl: process.env.API_URL } : {}),
    ...(process.env.PUBLIC_ORIGIN ? { publicOrigin: process.env.PUBLIC_ORIGIN } : {}),
    ...(process.env.PROXY_API && process.env.PROXY_MOCK
      ? {
          proxy: {
            api: process.env.PROXY_API,
            mock: process.env.PROXY_MOCK,
            ...(process.env.VIOLATIONS_LOG ? { violationsLog: process.env.VIOLATIONS_LOG } : {}),
          },
        }
      : {}),
  })
  console.log(
    `storefront (production build) on ${url}${process.env.API_URL ? '' : ' with the embedded mock'}`,
  )
}
