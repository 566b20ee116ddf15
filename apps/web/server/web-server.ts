// Without API_URL the embedded mock answers the API; PROXY_API/PROXY_MOCK put a validating proxy there.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { type LogFields, logRequest, requestIdOf } from './access-log.ts'
import { type ApiHealth, createApiHealth } from './api-health.ts'
import { CACHE_CONTROL, guestPageCacheControl } from './cache-policy.ts'
import { createClientErrorHandler, createConnectHandler } from './client-error.ts'
import { ConfigError, type ServerConfig } from './config.ts'
import { answerCspReport, CSP_REPORT_PATH } from './csp-report.ts'
import { createSettingsCache, REQUEST_ID_HEADER } from './first-answers.ts'
import { lingerOnClose } from './lingering-close.ts'
import { createPageCache } from './page-cache.ts'
import { loadPageTemplate } from './page-template.ts'
import { createApiRoutes } from './proxy.ts'
import { loadRenderer, type Renderer } from './renderer.ts'
import { decodablePath, targetUrl } from './request-target.ts'
import { type PolicySources, securityHeaders, tileImageSource } from './security-headers.ts'
import { createSitemap, NO_ROUTES, robotsTxt } from './seo.ts'
import { createPageServer } from './serve-page.ts'
import { createStaticFiles } from './static-files.ts'
import { type ApiTarget, askStoreSettings } from './store-settings.ts'
import { createVitalsEndpoint, VITALS_PATH } from './vitals.ts'
import { serveWebManifest, WEB_MANIFEST_PATH } from './web-manifest.ts'

const webRoot = fileURLToPath(new URL('..', import.meta.url))

export interface WebServerConfig extends ServerConfig {
  dist?: string
  serverDist?: string
  /** A plain static site (the benchmark's bare page): no API, no first answers, no server rendering. */
  bare?: boolean
}

export interface WebServer {
  url: string
  close: () => Promise<void>
}

/** A production image does not hold the mock. */
export async function importEmbeddedMock() {
  try {
    return await import('@storefront/mock/http')
  } catch (error) {
    throw new ConfigError(`API_URL is not set and the embedded mock cannot be loaded (${String(error)})`)
  }
}

const logLine = (fields: Record<string, unknown>) =>
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...fields, pid: process.pid })}\n`)

function sendJson(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body)
  res.writeHead(status, {
    'content-type': 'application/json',
    'cache-control': CACHE_CONTROL.never,
    'content-length': String(Buffer.byteLength(text)),
  })
  res.end(text)
}

/** The live chat's origin, read once at start (the policy is built once); the rule is the app's. */
async function readLiveChatSource(api: ApiTarget, origin: Renderer['liveChatOrigin']): Promise<string> {
  try {
    const { data } = await askStoreSettings(api, { timeoutMs: 5000 })
    if (data?.result) return origin(data.data.live_chat)
  } catch {}
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      msg: 'the store settings could not be read at start: a live chat script stays outside the CSP',
    }),
  )
  return ''
}

function refuse(res: ServerResponse, status: 400 | 405, headers: Record<string, string>) {
  const body = status === 405 ? 'Method not allowed' : 'Bad request'
  res.writeHead(status, {
    'content-type': 'text/plain; charset=utf-8',
    'content-length': String(body.length),
    'cache-control': CACHE_CONTROL.never,
    ...(status === 405 ? { allow: 'GET, HEAD' } : {}),
    ...headers,
  })
  res.end(body)
}

function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  headers: Record<string, string>,
  type: string,
  text: string,
) {
  const body = Buffer.from(text)
  res.writeHead(200, {
    'content-type': type,
    'content-length': String(body.length),
    'cache-control': CACHE_CONTROL.siteDocument,
    ...headers,
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

async function apiAnswers(apiBase: string): Promise<boolean> {
  try {
    const answer = await fetch(`${apiBase}/api/v1/client/allSettings`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(2000),
    })
    await answer.arrayBuffer()
    return answer.ok
  } catch {
    return false
  }
}

type MockMiddleware = ReturnType<Awaited<ReturnType<typeof importEmbeddedMock>>['createMockMiddleware']>

async function servedByApi(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  id: string,
  routes: ReturnType<typeof createApiRoutes> | null,
  mock: MockMiddleware | null,
): Promise<boolean> {
  if (routes?.(req, res, { [REQUEST_ID_HEADER]: id })) return true
  if (mock) {
    const handled = await new Promise<boolean>((resolve) => {
      res.once('close', () => resolve(true))
      mock(req, res, () => resolve(false))
    })
    if (handled) return true
  }
  // The mock's development paths exist only where the mock does; with a real backend they are gone.
  if (url.pathname === '/__mock' || url.pathname.startsWith('/__mock/')) {
    sendJson(res, 404, { result: false, message: 'Not found.' })
    return true
  }
  return false
}

async function servedFromDist(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  files: ReturnType<typeof createStaticFiles>,
  headers: Record<string, string>,
  renderer: Renderer | null,
): Promise<boolean> {
  const path = files.safePath(url.pathname)
  if (await files.serve(req, res, path)) return true
  if (path === '/index.html') {
    // The template is not a page of its own: it is the home page's address that the app knows.
    res.writeHead(301, { location: `/${url.search}`, ...headers })
    res.end()
    return true
  }
  const alias = renderer?.aliasTarget(url.pathname)
  if (alias) {
    // Old links and typed guesses (/contact-us) keep their search engine standing on the spec's route.
    res.writeHead(301, {
      location: `${alias}${url.search}`,
      'cache-control': CACHE_CONTROL.alias,
      ...headers,
    })
    res.end()
    return true
  }
  if (path.startsWith('/assets/') || extname(path)) {
    res.writeHead(404, { 'content-type': 'text/plain', ...headers })
    res.end('Not found')
    return true
  }
  return false
}

async function listen(server: Server, host: string, port: number): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address()
  return typeof address === 'object' && address ? address.port : port
}

function closer(server: Server, shutdownTimeoutMs: number, onStart: () => void): () => Promise<void> {
  let closing: Promise<void> | undefined
  return () => {
    closing ??= new Promise<void>((resolve) => {
      onStart()
      server.close(() => resolve())
      server.closeIdleConnections()
      setTimeout(() => server.closeAllConnections(), shutdownTimeoutMs).unref()
    })
    return closing
  }
}

async function pageAndPolicy(config: WebServerConfig, dist: string, renderer: Renderer | null) {
  const apiOrigin = config.apiUrl ? new URL(config.apiUrl).origin : ''
  const { map } = config
  // The browser asks this origin for the API; images come from the API's origin, a CDN's, or the map's.
  const runtime = {
    mediaBase: apiOrigin,
    mapTileUrl: map.tileUrl,
    mapAttribution: map.attribution,
    vitalsSampleRate: config.vitalsSampleRate,
  }
  renderer?.applyRuntimeSettings(runtime)
  const template = await loadPageTemplate(dist, config.bare ? undefined : runtime)
  const sources: PolicySources = {
    scripts: template?.scriptSources ?? [],
    images: [apiOrigin, ...config.mediaOrigins, tileImageSource(map.tileUrl)].filter(Boolean).join(' '),
    reports: !config.bare,
  }
  return { template, sources }
}

async function apiAnswering(config: WebServerConfig, health: ApiHealth) {
  const routes =
    config.apiUrl || config.proxy
      ? createApiRoutes(
          {
            api: config.apiUrl ?? config.proxy?.api,
            mock: config.proxy?.mock,
            prism: Boolean(config.proxy),
            violationsLog: config.proxy?.violationsLog,
          },
          config.apiLimits,
          health,
        )
      : null
  const mock =
    !config.proxy && !config.apiUrl && !config.bare
      ? (await importEmbeddedMock()).createMockMiddleware()
      : null
  return { routes, mock }
}

interface SiteDocuments {
  renderer: Renderer
  headers: Record<string, string>
  robots: () => string
  sitemap: () => Promise<string>
  manifest: () => Parameters<typeof serveWebManifest>[2]
}

async function servedSiteDocument(
  req: IncomingMessage,
  res: ServerResponse,
  pathname: string,
  site: SiteDocuments,
): Promise<boolean> {
  if (pathname === '/robots.txt') sendText(req, res, site.headers, 'text/plain; charset=utf-8', site.robots())
  else if (pathname === '/sitemap.xml')
    sendText(req, res, site.headers, 'application/xml; charset=utf-8', await site.sitemap())
  else if (pathname === WEB_MANIFEST_PATH) await serveWebManifest(req, res, site.manifest())
  else return false
  return true
}

interface Handling {
  config: WebServerConfig
  renderer: Renderer | null
  headers: Record<string, string>
  files: ReturnType<typeof createStaticFiles>
  vitals: ReturnType<typeof createVitalsEndpoint> | null
  api: Awaited<ReturnType<typeof apiAnswering>>
  servePage: ReturnType<typeof createPageServer>
  site: SiteDocuments
  ready: () => Promise<boolean>
  stopping: () => boolean
  policyReady: () => Promise<void>
}

function requestHandler(h: Handling) {
  const { config, renderer, headers } = h
  return async function handle(req: IncomingMessage, res: ServerResponse, id: string, log: LogFields) {
    const url = targetUrl(req.url)
    // HTTP/1.1 requires a Host (RFC 9112 §3.2); Node's own refusal would reset a connection still sending a body.
    if (!url || (!req.headers.host && req.httpVersion === '1.1')) return refuse(res, 400, headers)
    if (url.pathname === '/healthz') return sendJson(res, 200, { status: 'alive' })
    if (url.pathname === '/readyz') {
      const ok = await h.ready()
      return sendJson(res, ok ? 200 : 503, {
        status: ok ? 'ready' : h.stopping() ? 'stopping' : 'api unavailable',
      })
    }
    if (!config.bare && url.pathname === CSP_REPORT_PATH) return answerCspReport(req, res, logLine)
    if (h.vitals && url.pathname === VITALS_PATH) return h.vitals(req, res)
    if (await servedByApi(req, res, url, id, h.api.routes, h.api.mock)) return
    // Everything below carries the policy, which waits for the settings (the API answers above).
    await h.policyReady()
    if (req.method !== 'GET' && req.method !== 'HEAD') return refuse(res, 405, headers)
    if (!decodablePath(url.pathname)) return refuse(res, 400, headers)
    if (renderer && (await servedSiteDocument(req, res, url.pathname, h.site))) return
    if (await servedFromDist(req, res, url, h.files, headers, renderer)) return
    await h.servePage(req, res, url, id, log)
  }
}

function httpServer(
  config: WebServerConfig,
  handle: ReturnType<typeof requestHandler>,
  stopping: () => boolean,
  refusalApi: () => string | null,
): Server {
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    const id = requestIdOf(req)
    const log: LogFields = {}
    res.setHeader('x-request-id', id)
    if (stopping()) res.setHeader('connection', 'close')
    if (config.accessLog) logRequest(req, res, id, log)
    handle(req, res, id, log).catch((error: unknown) => {
      console.error(JSON.stringify({ time: new Date().toISOString(), id, error: String(error) }))
      if (res.headersSent) res.destroy()
      else sendJson(res, 500, { result: false, message: 'Internal server error' })
    })
  })
  server.on('clientError', createClientErrorHandler(refusalApi))
  server.on('connect', createConnectHandler(refusalApi))
  server.on('connection', lingerOnClose)
  return server
}

export async function startWebServer(config: WebServerConfig): Promise<WebServer> {
  const dist = config.dist ?? join(webRoot, 'dist')
  const renderer = config.bare ? null : await loadRenderer(config.serverDist ?? join(dist, '../dist-server'))
  const { appKey } = config
  const { template, sources } = await pageAndPolicy(config, dist, renderer)
  // Filled in once the store's settings are read, before the start resolves (the live chat's origin).
  const headers = securityHeaders(sources)
  let policyReady: Promise<void> = Promise.resolve()
  const health = createApiHealth(config.apiUrl ?? config.proxy?.api ?? 'embedded mock', logLine)
  const api = await apiAnswering(config, health)
  const settings = createSettingsCache(config.settingsCacheMs)
  let ownOrigin = ''
  let shuttingDown = false
  const apiBase = () => config.apiUrl ?? config.proxy?.api ?? ownOrigin
  const publicOrigin = () => config.publicOrigin ?? ownOrigin
  const seoRoutes = renderer?.SEO_ROUTES ?? NO_ROUTES

  const servePage = createPageServer({
    renderer,
    template,
    cache: config.pageCache && !config.bare ? createPageCache(config.pageCache) : null,
    guestCacheControl: guestPageCacheControl(config.pageCache),
    headers,
    api: () => ({ baseUrl: apiBase(), appKey, timeoutMs: config.firstAnswersTimeoutMs, settings }),
    origin: publicOrigin,
    health,
  })

  async function ready(): Promise<boolean> {
    if (shuttingDown) return false
    if (config.bare) return true
    const answered = await apiAnswers(apiBase())
    if (answered) health.answered()
    else health.failed('the settings call did not answer 200 within 2 s')
    return answered
  }

  const site: SiteDocuments = {
    renderer: renderer as Renderer,
    headers,
    robots: () => robotsTxt(publicOrigin(), seoRoutes),
    sitemap: createSitemap(() => ({ baseUrl: apiBase(), appKey }), publicOrigin, seoRoutes),
    manifest: () => ({ renderer: renderer as Renderer, apiBase: apiBase(), appKey, settings, headers }),
  }
  const stopping = () => shuttingDown
  const handle = requestHandler({
    config,
    renderer,
    headers,
    api,
    servePage,
    site,
    ready,
    stopping,
    files: createStaticFiles(dist, headers),
    vitals: renderer ? createVitalsEndpoint(new Set(renderer.ROUTE_PATTERNS), logLine) : null,
    policyReady: () => policyReady,
  })
  const server = httpServer(config, handle, stopping, () => (api.routes || api.mock ? apiBase() : null))
  const { host } = config
  const port = await listen(server, host, config.port)
  ownOrigin = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`
  if (renderer) {
    policyReady = readLiveChatSource({ baseUrl: apiBase(), appKey }, renderer.liveChatOrigin).then((chat) => {
      Object.assign(headers, securityHeaders({ ...sources, chat }))
    })
    await policyReady
  }

  const stop = closer(server, config.shutdownTimeoutMs, () => {
    shuttingDown = true
  })
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      await stop()
      api.routes?.close()
    },
  }
}
