// Serves the production build of apps/web as production would: brotli/gzip, long-lived cache
// headers for hashed assets, security headers, SPA fallback. Without API_URL the embedded mock
// answers /api/*, /__mock/* and /mock-images/* in the same process; with PROXY_API and PROXY_MOCK
// the API calls go through a validating proxy instead (the independent contract check).
import { appendFileSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingMessage, request, type ServerResponse } from 'node:http'
import { extname, join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import {
  type FirstPage,
  firstPage,
  pageAnswerPath,
  SETTINGS_PATH,
} from '../apps/web/src/app/first-answers.ts'

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

/** The Content-Security-Policy the app runs under; `connect` adds the API origin when it is elsewhere. */
export function contentSecurityPolicy(connect = ''): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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

export function securityHeaders(apiOrigin = ''): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(apiOrigin),
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

const escapeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

export async function startWebServer(
  options: {
    port?: number
    host?: string
    dist?: string
    apiUrl?: string
    proxy?: { api: string; mock: string; violationsLog?: string }
  } = {},
) {
  const dist = options.dist ?? join(root, 'apps/web/dist')
  const apiOrigin = options.apiUrl ? new URL(options.apiUrl).origin : ''
  let mock: Middleware | undefined
  if (options.proxy) mock = createProxy(options.proxy)
  else if (!options.apiUrl) {
    const mod = await import('@storefront/mock/http')
    mock = mod.createMockMiddleware() as Middleware
  }
  const cache = new Map<string, Cached>()
  const headers = securityHeaders(apiOrigin)

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
   * The page's first API answers, asked for while the HTML is on its way and written into it as a
   * JSON block (never executed, so the CSP stays `script-src 'self'`), with a preload of the
   * image it paints first. The app then renders without waiting for a round trip; without the
   * block (a static host, a slow API) it asks for the same answers itself. Bounded at 800 ms.
   */
  async function withFirstAnswers(html: Buffer, req: IncomingMessage, url: URL): Promise<Buffer> {
    const base = options.apiUrl ?? options.proxy?.api ?? ownOrigin
    const lang = firstLanguage(req)
    const answers: Record<string, unknown> = {}
    const page = firstPage(url.pathname, url.search)
    const pagePath = page ? pageAnswerPath(page) : undefined
    await Promise.all(
      [SETTINGS_PATH, ...(pagePath ? [pagePath] : [])].map(async (path) => {
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
    if (Object.keys(answers).length === 0) return html
    const image = page && pagePath ? largestImage(page, answers[pagePath]) : undefined
    const inject = `${image ? `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">` : ''}<script type="application/json" id="first-answers">${escapeJson({ lang, answers })}</script>`
    return Buffer.from(html.toString('utf8').replace('</head>', `${inject}</head>`))
  }

  async function serveStatic(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://x')
    const safe = normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '')
    let file = join(dist, safe)
    let entry = safe.endsWith('/') ? null : await load(file)
    const isAsset = safe.startsWith('/assets/')
    if (!entry) {
      if (isAsset || extname(safe)) {
        res.writeHead(404, { 'content-type': 'text/plain', ...headers })
        res.end('Not found')
        return
      }
      file = join(dist, 'index.html')
      entry = await load(file)
      if (!entry) {
        res.writeHead(500, { 'content-type': 'text/plain' })
        res.end('No build: run npm run build -w @storefront/web')
        return
      }
    }
    const accept = String(req.headers['accept-encoding'] ?? '')
    if (file.endsWith('index.html') && req.method === 'GET') {
      // The page itself: with its first answers, compressed per request (fast settings).
      const html = await withFirstAnswers(entry.body, req, url)
      entry = {
        body: html,
        br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
        gzip: gzipSync(html, { level: 6 }),
      }
    }
    const encoding =
      entry.br && /\bbr\b/.test(accept) ? 'br' : entry.gzip && /\bgzip\b/.test(accept) ? 'gzip' : null
    const body = encoding === 'br' ? entry.br : encoding === 'gzip' ? entry.gzip : entry.body
    res.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
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
