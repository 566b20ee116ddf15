import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { getResponse } from 'msw'
import { answerDocs } from './docs/serve.ts'
import { hasChaos } from './http/chaos.ts'
import { mockConfig } from './http/config.ts'
import { allowedMethods, type OpenApiOperation, operations, validateHeaders } from './http/contract.ts'
import { corsHeaders as corsFor } from './http/cors.ts'
import { ALLOWED_ORIGINS_ENV, isDevOrigin, parseOrigins } from './http/dev-origins.ts'
import { isForcing } from './http/forcing.ts'
import { forward } from './http/forward.ts'
import {
  goesToBackend,
  type Hybrid,
  type HybridOptions,
  hybridEndpoint,
  hybridSetting,
} from './http/hybrid.ts'
import { lingerOnClose } from './http/lingering-close.ts'
import { requestLanguage } from './http/localize.ts'
import { NodeHeaders, NodeRequest, requestUrl } from './http/node-request.ts'
import {
  answerDirectly,
  bodyTooLarge,
  JsonAnswer,
  methodNotAllowed,
  notFound,
  refusedByParser,
  toResponse,
} from './http/route.ts'
import { inRequestWorld } from './http/world-entry.ts'
import { handlers } from './index.ts'
import { catalogVersion } from './store/catalog.ts'
import { configureWorlds } from './store/worlds.ts'

/** URL prefixes the mock answers; anything else is someone else's (Vite's, in the middleware). */
export const MOCK_PREFIXES = ['/api/', '/__mock/', '/mock-images/'] as const

const isMockUrl = (url: string) => MOCK_PREFIXES.some((prefix) => url.startsWith(prefix))

const isDevPath = (pathname: string) => pathname === '/__mock' || pathname.startsWith('/__mock/')

export interface MockServingOptions {
  /** Origins besides the loopback ones and the server's own that may call `/__mock/*` from a browser (also `MOCK_ALLOWED_ORIGINS`, comma-separated). */
  allowedOrigins?: readonly string[]
  /** Hybrid mode: the real backend answers every operation not named in `mock` (README, "Hybrid mode"). */
  hybrid?: HybridOptions
  /** Isolated worlds (`X-Mock-Session`): forgotten after `idleMinutes` unused, at most `max` kept (also `MOCK_WORLD_IDLE_MINUTES`, `MOCK_WORLDS_MAX`). */
  worlds?: { idleMinutes?: number; max?: number }
}

function boundWorlds(options: MockServingOptions): void {
  const { idleMinutes, max } = options.worlds ?? {}
  configureWorlds({
    ...(idleMinutes === undefined ? {} : { idleMs: idleMinutes * 60_000 }),
    ...(max === undefined ? {} : { max }),
  })
}

export type { HybridOptions }

/** Hybrid mode from the options, else from `MOCK_BACKEND` and `MOCK_ONLY` (comma-separated operation ids). */
function hybridFrom(options: MockServingOptions): HybridOptions | null {
  if (options.hybrid) return options.hybrid
  const backend = process.env.MOCK_BACKEND?.trim()
  if (!backend) return null
  const mock = (process.env.MOCK_ONLY ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean)
  const timeout = process.env.MOCK_BACKEND_TIMEOUT_MS
  return { backend, mock, ...(timeout ? { timeoutMs: Number(timeout) } : {}) }
}

function devOrigins(options: MockServingOptions): string[] {
  try {
    return [
      ...parseOrigins(process.env[ALLOWED_ORIGINS_ENV]),
      ...parseOrigins(options.allowedOrigins?.join(',')),
    ]
  } catch (error) {
    throw new Error(`${ALLOWED_ORIGINS_ENV} or allowedOrigins: ${(error as Error).message}`)
  }
}

function corsHeaders(
  req: IncomingMessage,
  pathname: string,
  devAllowed: readonly string[],
): Record<string, string> | null {
  const origin = req.headers.origin
  if (!origin) return {}
  if (isDevPath(pathname) && !isDevOrigin(origin, req.headers.host, devAllowed)) return null
  return corsFor(origin)
}

export const MAX_BODY_BYTES = 1_048_576
/** How long a refused body may go on arriving after the 413: closing at once could reset the connection and lose it. */
const LINGER_MS = 2000

type Body = Buffer | undefined | 'too large' | 'aborted'

function readBody(req: IncomingMessage): Promise<Body> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(undefined)
  if (Number(req.headers['content-length']) > MAX_BODY_BYTES) return Promise.resolve('too large')
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    const take = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk)
      req.off('data', take)
      chunks.length = 0
      resolve('too large')
    }
    req.on('data', take)
    req.once('end', () => resolve(chunks.length > 0 ? Buffer.concat(chunks) : undefined))
    // The client went away before the body ended: there is no one to answer.
    req.once('error', () => resolve('aborted'))
    req.once('close', () => resolve('aborted'))
  })
}

function linger(req: IncomingMessage, res: ServerResponse) {
  req.resume()
  res.once('finish', () => {
    if (req.complete) return
    const timer = setTimeout(() => req.socket.destroy(), LINGER_MS)
    timer.unref()
    req.once('end', () => clearTimeout(timer))
    req.socket.once('close', () => clearTimeout(timer))
  })
}

function send(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  body?: Uint8Array | string,
) {
  res.writeHead(status, headers)
  res.end(body)
}

// Public catalogue reads depend on URL, language and catalogue only: kept until the catalogue changes.
const CACHEABLE: { pattern: RegExp; op: OpenApiOperation | null }[] = operations()
  .filter(
    ({ method, path, op }) => method === 'get' && op.security?.length === 0 && !path.includes('captcha'),
  )
  .map(({ path, op }) => ({
    pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/?]+')}(\\?|$)`),
    op: op as OpenApiOperation | null,
  }))
  .concat([{ pattern: /^\/mock-images\//, op: null }])
const MAX_CACHED = 2_000

interface Cached {
  status: number
  headers: Record<string, string>
  body: Uint8Array | string
}
const cache = new Map<string, Cached>()

function cacheKey(req: IncomingMessage): string | null {
  const url = req.url ?? ''
  if (req.method !== 'GET') return null
  const cacheable = CACHEABLE.find(({ pattern }) => pattern.test(url))
  if (!cacheable) return null
  // A request with a bad header goes to the handlers, which refuse it.
  const header = (name: string) => {
    const value = req.headers[name.toLowerCase()]
    return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value
  }
  if (cacheable.op && validateHeaders(cacheable.op, header)) return null
  // Slow and failing answers are wanted per request: never serve those from the cache.
  if (mockConfig.delayMs > 0 || mockConfig.errorRate > 0) return null
  if (req.headers['x-mock-delay'] || req.headers['x-mock-error'] || /[?&]__(delay|error)=/.test(url))
    return null
  if (isForcing() || hasChaos() || req.headers.prefer) return null
  // Worlds reading the seed's catalogue share its version, so they share its answers too.
  return `${catalogVersion()} ${requestLanguage(req.headers['accept-language'])} ${url}`
}

// The Fetch API refuses to build a Request with these methods, so they are answered here.
const UNBUILDABLE_METHODS = new Set(['CONNECT', 'TRACE', 'TRACK'])

async function sendResponse(res: ServerResponse, response: Response, cors: Record<string, string>) {
  const body = new Uint8Array(await response.arrayBuffer())
  const headers: Record<string, string> = { ...cors, 'content-length': String(body.byteLength) }
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  send(res, response.status, headers, body)
}

const isEventStream = (response: Response) =>
  (response.headers.get('content-type') ?? '').startsWith('text/event-stream')

function stream(res: ServerResponse, response: Response, cors: Record<string, string>) {
  const headers: Record<string, string> = { ...cors }
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  res.writeHead(response.status, headers)
  res.flushHeaders()
  const reader = (response.body as ReadableStream<Uint8Array>).getReader()
  res.once('close', () => void reader.cancel().catch(() => {}))
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read()
      if (done) break
      res.write(value)
    }
    res.end()
  })().catch(() => res.destroy())
}

function finish(
  res: ServerResponse,
  status: number,
  headers: Record<string, string>,
  cookies: string[],
  body: Uint8Array | string,
  key: string | null,
  cors: Record<string, string>,
) {
  headers['content-length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength)
  // Kept only if the catalogue the key names is still the one in use: no write came in between.
  if (key !== null && cookies.length === 0 && status < 500 && key.startsWith(`${catalogVersion()} `)) {
    if (cache.size >= MAX_CACHED) cache.clear()
    cache.set(key, { status, headers, body })
  }
  res.writeHead(status, { ...headers, ...cors })
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  res.end(body)
}

// Statuses a Response may not carry a body with: those take the Response path, which refuses them.
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

/** The headers and bytes `HttpResponse.json` would give a JSON answer (names lower case, in Headers' sorted order), or null when only a real Response behaves right. */
function jsonHeaders(answer: JsonAnswer): { headers: Record<string, string>; body: string } | null {
  const text = JSON.stringify(answer.body) as string | undefined
  if (text === undefined || NULL_BODY_STATUSES.has(answer.status)) return null
  const merged = new Map<string, string>()
  for (const [name, raw] of Object.entries(answer.headers)) {
    const lower = name.toLowerCase()
    if (lower === 'set-cookie') return null
    const value = raw.trim()
    const before = merged.get(lower)
    merged.set(lower, before === undefined ? value : `${before}, ${value}`)
  }
  if (!merged.has('content-type')) merged.set('content-type', 'application/json')
  const headers: Record<string, string> = {}
  for (const name of [...merged.keys()].sort()) headers[name] = merged.get(name) as string
  return { headers, body: text }
}

/** msw throws on a longer URL instead of matching it. */
const MSW_URL_LIMIT = 8192

function tooLongForMsw(pathname: string, request: NodeRequest): Response {
  if (pathname.startsWith('/api/')) return methodNotAllowed(pathname, request) ?? notFound(request)
  return Response.json({ result: false, message: 'The request address is too long.' }, { status: 414 })
}

const NOT_HYBRID = (() => {
  const body = JSON.stringify({
    result: false,
    message: 'This mock is not in hybrid mode: start it with --backend <url> (or MOCK_BACKEND).',
  })
  return { body, headers: { 'content-type': 'application/json', 'content-length': String(body.length) } }
})()

const DEV_ORIGIN_REFUSED = JSON.stringify({
  result: false,
  message: 'This origin may not use the mock development endpoints.',
})

async function handle(
  req: IncomingMessage,
  res: ServerResponse,
  fallbackOrigin: string,
  devAllowed: readonly string[],
  hybrid: Hybrid | null = null,
): Promise<void> {
  const url = requestUrl(req, fallbackOrigin)
  if (!url)
    return sendResponse(res, refusedByParser(undefined, '/', { headers: new NodeHeaders(req.headers) }), {})
  const { pathname } = url
  const cors = corsHeaders(req, pathname, devAllowed)
  if (!cors) {
    const headers = {
      'content-type': 'application/json',
      'content-length': String(DEV_ORIGIN_REFUSED.length),
      vary: 'Origin',
    }
    return send(res, 403, headers, DEV_ORIGIN_REFUSED)
  }
  if (req.method === 'OPTIONS') {
    if (!pathname.startsWith('/api/')) return send(res, 204, { ...cors, 'content-length': '0' })
    const allowed = allowedMethods(pathname)
    if (!allowed) return sendResponse(res, notFound({ headers: new NodeHeaders(req.headers) }), cors)
    return send(res, 204, { ...cors, allow: allowed.join(', '), 'content-length': '0' })
  }
  if (UNBUILDABLE_METHODS.has(req.method?.toUpperCase() ?? '')) {
    const request = { headers: new NodeHeaders(req.headers) }
    return sendResponse(res, methodNotAllowed(pathname, request) ?? notFound(request), cors)
  }
  const inWorld = inRequestWorld(new NodeHeaders(req.headers), () => answer(req, res, url, cors, hybrid))
  if (inWorld instanceof Response) return sendResponse(res, inWorld, cors)
  return inWorld
}

async function answer(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  cors: Record<string, string>,
  hybrid: Hybrid | null,
): Promise<void> {
  const { origin, pathname } = url
  if (req.method === 'GET' || req.method === 'HEAD') {
    const docs = await answerDocs(pathname, String(req.headers['accept-encoding'] ?? ''))
    if (docs) {
      const headers = { ...cors, ...docs.headers, 'content-length': String(docs.body.byteLength) }
      return send(res, docs.status, headers, req.method === 'HEAD' ? undefined : docs.body)
    }
  }
  if (pathname === '/__mock/hybrid')
    return hybrid
      ? switchHybrid(req, res, hybrid, cors)
      : send(res, 404, { ...cors, ...NOT_HYBRID.headers }, NOT_HYBRID.body)
  if (goesToBackend(hybrid, req.method ?? 'GET', pathname))
    return passOn(req, res, url, cors, hybrid as Hybrid)
  const key = cacheKey(req)
  const hit = key === null ? undefined : cache.get(key)
  if (hit) return send(res, hit.status, { ...hit.headers, ...cors }, hit.body)
  try {
    const sent = await readBody(req)
    if (sent === 'aborted') return void req.socket.destroy()
    if (sent === 'too large') {
      linger(req, res)
      return await sendResponse(res, bodyTooLarge({ headers: new NodeHeaders(req.headers) }), cors)
    }
    const request = new NodeRequest(req, url, sent)
    const direct = pathname.startsWith('/api/') ? await answerDirectly(request, pathname) : null
    if (direct instanceof JsonAnswer) {
      const written = jsonHeaders(direct)
      if (written) return finish(res, direct.status, written.headers, [], written.body, key, cors)
    }
    if (!direct && url.href.length > MSW_URL_LIMIT)
      return sendResponse(res, tooLongForMsw(pathname, request), cors)
    const response = direct
      ? toResponse(direct)
      : await getResponse(handlers, request.toRequest(), { baseUrl: origin })
    if (!response) return sendResponse(res, notFound(request), cors)
    // A forced network failure: the connection drops, so the client's fetch rejects.
    if (response.type === 'error') return void req.socket.destroy()
    if (response.body && isEventStream(response)) return stream(res, response, cors)
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value
    })
    const cookies = response.headers.getSetCookie()
    const body = new Uint8Array(await response.arrayBuffer())
    finish(res, response.status, headers, cookies, body, key, cors)
  } catch (error) {
    lastResort(res, error, cors)
  }
}

async function passOn(
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  cors: Record<string, string>,
  hybrid: Hybrid,
) {
  const tooLarge = () => {
    linger(req, res)
    return sendResponse(res, bodyTooLarge({ headers: new NodeHeaders(req.headers) }), cors)
  }
  if (req.method !== 'GET' && req.method !== 'HEAD' && Number(req.headers['content-length']) > MAX_BODY_BYTES)
    return tooLarge()
  await forward(hybrid, req, res, {
    pathname: url.pathname,
    search: url.search,
    cors,
    maxBodyBytes: MAX_BODY_BYTES,
    tooLarge: () => void tooLarge().catch((error: unknown) => lastResort(res, error, cors)),
  })
}

async function switchHybrid(
  req: IncomingMessage,
  res: ServerResponse,
  hybrid: Hybrid,
  cors: Record<string, string>,
) {
  const sent = await readBody(req)
  if (sent === 'aborted') return void req.socket.destroy()
  if (sent === 'too large') {
    linger(req, res)
    return sendResponse(res, bodyTooLarge({ headers: new NodeHeaders(req.headers) }), cors)
  }
  const answer = hybridEndpoint(hybrid, req.method ?? 'GET', sent)
  const headers: Record<string, string> = { ...cors, 'content-length': String(answer.body.byteLength) }
  answer.headers.forEach((value, name) => {
    headers[name] = value
  })
  send(res, answer.status, headers, req.method === 'HEAD' ? undefined : answer.body)
}

const FRAMING = new Set(['content-length', 'connection', 'transfer-encoding'])

async function writeRaw(socket: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`]
  response.headers.forEach((value, name) => {
    if (!FRAMING.has(name)) lines.push(`${name}: ${value}`)
  })
  lines.push(`content-length: ${body.byteLength}`, 'connection: close')
  if (socket.writable)
    socket.end(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]))
}

/** An answer to the request before the refused bytes already started on this connection: writing another into it would garble both (Node's own refusal checks the same). */
const answering = (socket: Duplex) =>
  (socket as Duplex & { _httpMessage?: { headersSent: boolean } | null })._httpMessage?.headersSent === true

/** A server's `clientError` listener: a request Node's parser refuses still gets the contract's answer, read from the raw bytes. */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable || answering(socket)) return
  const text = error.rawPacket?.toString('latin1') ?? ''
  const target = /^\S+ (\/\S*)/.exec(text)?.[1]
  const pathname =
    (target && requestUrl({ url: target, headers: {} }, 'http://mock.invalid')?.pathname) || '/'
  const language = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1] ?? ''
  const headers = new Headers({ 'accept-language': language.replace(/[^\x20-\x7e]/g, '') })
  void writeRaw(socket, refusedByParser(error.code, pathname, { headers })).catch(() => socket.destroy())
}

/** A 500 if nothing was written yet (the error goes to the console, not the client), else a closed connection. */
function lastResort(res: ServerResponse, error: unknown, cors: Record<string, string> = {}) {
  console.error('[mock] request failed:', error)
  if (res.headersSent) return void res.destroy()
  const body = JSON.stringify({ result: false, message: 'The mock failed to answer.' })
  const headers = { ...cors, 'content-type': 'application/json', 'content-length': String(body.length) }
  send(res, 500, headers, body)
}

/** Connect-style middleware for Vite's dev and preview servers: answers `/api/*`, `/__mock/*` and `/mock-images/*`, and hands every other URL to `next()`. */
export function createMockMiddleware(options: MockServingOptions = {}) {
  const devAllowed = devOrigins(options)
  boundWorlds(options)
  const hybridOptions = hybridFrom(options)
  // The dev server lives as long as the process: its hybrid setting is never released.
  const hybrid = hybridOptions ? hybridSetting(hybridOptions).hybrid : null
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    if (isMockUrl(req.url ?? ''))
      handle(req, res, 'http://localhost', devAllowed, hybrid).catch((error: unknown) =>
        lastResort(res, error),
      )
    else next()
  }
}

export interface MockServer {
  url: string
  close(): Promise<void>
}

/** Serves the mock over HTTP (port 0 picks a free port). State lasts while the process runs. */
export function startMockServer(
  options: { port?: number; host?: string } & MockServingOptions = {},
): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1'
  boundWorlds(options)
  const ownOrigin = `http://${host.includes(':') ? `[${host}]` : host}`
  const devAllowed = devOrigins(options)
  const hybridOptions = hybridFrom(options)
  const setting = hybridOptions ? hybridSetting(hybridOptions) : null
  const hybrid = setting?.hybrid ?? null
  // A missing Host is refused by handle(): Node's own refusal would reset a connection still sending a body.
  const server = createServer({ requireHostHeader: false }, (req, res) => {
    handle(req, res, ownOrigin, devAllowed, hybrid).catch((error: unknown) => lastResort(res, error))
  })
  server.keepAliveTimeout = 65_000
  // Node hands CONNECT to this event, not to the request handler; unanswered, the socket hangs up.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    // Its target is a host and port (authority form), so only a path-shaped one names a contract path.
    const pathname =
      (req.url?.startsWith('/') && requestUrl({ url: req.url, headers: {} }, ownOrigin)?.pathname) || '/'
    const request = { headers: new NodeHeaders(req.headers) }
    writeRaw(socket, methodNotAllowed(pathname, request) ?? notFound(request)).catch(() => socket.destroy())
  })
  server.on('connection', lingerOnClose)
  server.on('clientError', (error: Error & { code?: string; rawPacket?: Buffer }, socket: Duplex) => {
    try {
      answerClientError(error, socket)
    } catch (failure) {
      console.error('[mock] a refused request could not be answered:', failure)
      socket.destroy()
    }
  })
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      setting?.release()
      reject(error)
    })
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `${ownOrigin}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            setting?.release()
            server.close((error) => (error ? fail(error) : done()))
            server.closeAllConnections()
          }),
      })
    })
  })
}
