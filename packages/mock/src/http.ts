import { createServer, type IncomingMessage, type ServerResponse, STATUS_CODES } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { getResponse } from 'msw'
import { answerDocs } from './docs/serve.ts'
import { mockConfig } from './http/config.ts'
import { allowedMethods, type OpenApiOperation, operations, validateHeaders } from './http/contract.ts'
import { isForcing } from './http/forcing.ts'
import { requestLanguage } from './http/localize.ts'
import { headersOf, NodeRequest } from './http/node-request.ts'
import {
  answerDirectly,
  JsonAnswer,
  methodNotAllowed,
  notFound,
  refusedByParser,
  toResponse,
} from './http/route.ts'
import { handlers } from './index.ts'
import { catalogVersion } from './store/catalog.ts'

/** URL prefixes the mock answers; anything else is someone else's (Vite's, in the middleware). */
export const MOCK_PREFIXES = ['/api/', '/__mock/', '/mock-images/'] as const

const ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  'Accept',
  'Accept-Language',
  'X-Tracking-Data',
  'X-Device-Id',
  'X-App-Key',
  'X-XSRF-TOKEN',
  'Idempotency-Key',
  'X-Requested-With',
  'X-Mock-Delay',
  'X-Mock-Error',
].join(', ')

const isMockUrl = (url: string) => MOCK_PREFIXES.some((prefix) => url.startsWith(prefix))

function corsHeaders(req: IncomingMessage): Record<string, string> {
  const origin = req.headers.origin
  if (!origin) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-credentials': 'true',
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': ALLOWED_HEADERS,
    'access-control-max-age': '600',
    vary: 'Origin',
  }
}

async function readBody(req: IncomingMessage): Promise<Buffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return chunks.length > 0 ? Buffer.concat(chunks) : undefined
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
let cachedVersion = -1

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
  if (isForcing() || req.headers.prefer) return null
  const version = catalogVersion()
  if (version !== cachedVersion) {
    cache.clear()
    cachedVersion = version
  }
  return `${requestLanguage(req.headers['accept-language'])} ${url}`
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
  if (key !== null && cookies.length === 0 && status < 500 && catalogVersion() === cachedVersion) {
    if (cache.size >= MAX_CACHED) cache.clear()
    cache.set(key, { status, headers, body })
  }
  res.writeHead(status, { ...headers, ...cors })
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  res.end(body)
}

// Statuses a Response may not carry a body with: those answers take the Response path, which refuses them as before.
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

async function handle(req: IncomingMessage, res: ServerResponse, origin: string): Promise<void> {
  const cors = corsHeaders(req)
  const url = new URL(req.url ?? '/', origin)
  const pathname = url.pathname
  if (req.method === 'OPTIONS') {
    if (!pathname.startsWith('/api/')) return send(res, 204, { ...cors, 'content-length': '0' })
    const allowed = allowedMethods(pathname)
    if (!allowed) return sendResponse(res, notFound({ headers: headersOf(req) }), cors)
    return send(res, 204, { ...cors, allow: allowed.join(', '), 'content-length': '0' })
  }
  if (UNBUILDABLE_METHODS.has(req.method?.toUpperCase() ?? '')) {
    const request = { headers: headersOf(req) }
    return sendResponse(res, methodNotAllowed(pathname, request) ?? notFound(request), cors)
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const docs = await answerDocs(pathname, String(req.headers['accept-encoding'] ?? ''))
    if (docs) {
      const headers = { ...cors, ...docs.headers, 'content-length': String(docs.body.byteLength) }
      return send(res, docs.status, headers, req.method === 'HEAD' ? undefined : docs.body)
    }
  }
  const key = cacheKey(req)
  const hit = key === null ? undefined : cache.get(key)
  if (hit) return send(res, hit.status, { ...hit.headers, ...cors }, hit.body)
  try {
    const request = new NodeRequest(req, url, await readBody(req))
    // Fetch refuses a URL with credentials (from a Host header such as `a@b`): the same 500 as before.
    if (url.username || url.password) request.toRequest()
    const direct = pathname.startsWith('/api/') ? await answerDirectly(request, pathname) : null
    if (direct instanceof JsonAnswer) {
      const written = jsonHeaders(direct)
      if (written) return finish(res, direct.status, written.headers, [], written.body, key, cors)
    }
    const response = direct
      ? toResponse(direct)
      : await getResponse(handlers, request.toRequest(), { baseUrl: origin })
    if (!response) return sendResponse(res, notFound(request), cors)
    // A forced network failure: the connection drops, so the client's fetch rejects.
    if (response.type === 'error') return void req.socket.destroy()
    const headers: Record<string, string> = {}
    response.headers.forEach((value, name) => {
      if (name !== 'set-cookie') headers[name] = value
    })
    const cookies = response.headers.getSetCookie()
    const body = new Uint8Array(await response.arrayBuffer())
    finish(res, response.status, headers, cookies, body, key, cors)
  } catch (error) {
    console.error('[mock] request failed:', error)
    if (!res.headersSent) {
      send(
        res,
        500,
        { ...cors, 'content-type': 'application/json' },
        JSON.stringify({ result: false, message: 'The mock failed to answer.', error: String(error) }),
      )
    } else res.end()
  }
}

async function writeRaw(socket: Duplex, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer())
  const lines = [`HTTP/1.1 ${response.status} ${STATUS_CODES[response.status] ?? ''}`]
  response.headers.forEach((value, name) => {
    lines.push(`${name}: ${value}`)
  })
  lines.push(`content-length: ${body.byteLength}`, 'connection: close')
  if (socket.writable)
    socket.end(Buffer.concat([Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'), body]))
}

/** A server's `clientError` listener: a request Node's parser refuses still gets the contract's answer, read from the raw bytes. */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Buffer },
  socket: Duplex,
): void {
  if (error.code === 'ECONNRESET' || !socket.writable) return
  const text = error.rawPacket?.toString('latin1') ?? ''
  const target = /^\S+ (\/\S*)/.exec(text)?.[1]
  const pathname = target ? new URL(target, 'http://mock.invalid').pathname : '/'
  const language = /\r\naccept-language:[ \t]*([^\r\n]*)/i.exec(text)?.[1] ?? ''
  const headers = new Headers({ 'accept-language': language.replace(/[^\x20-\x7e]/g, '') })
  void writeRaw(socket, refusedByParser(error.code, pathname, { headers })).catch(() => socket.destroy())
}

function originOf(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host
  return host ? `http://${host}` : fallback
}

/** Connect-style middleware for Vite's dev and preview servers: answers `/api/*`, `/__mock/*` and `/mock-images/*`, and hands every other URL to `next()`. */
export function createMockMiddleware() {
  return (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void): void => {
    if (isMockUrl(req.url ?? '')) handle(req, res, originOf(req, 'http://localhost')).catch(next)
    else next()
  }
}

export interface MockServer {
  url: string
  close(): Promise<void>
}

/** Serves the mock over HTTP (port 0 picks a free port). State lasts while the process runs. */
export function startMockServer(options: { port?: number; host?: string } = {}): Promise<MockServer> {
  const host = options.host ?? '127.0.0.1'
  const server = createServer((req, res) => {
    void handle(req, res, originOf(req, `http://${host}`))
  })
  server.keepAliveTimeout = 65_000
  // Node hands CONNECT to this event, not to the request handler; unanswered, the socket hangs up.
  server.on('connect', (req: IncomingMessage, socket: Duplex) => {
    const pathname = new URL(req.url ?? '/', `http://${host}`).pathname
    const request = { headers: headersOf(req) }
    void writeRaw(socket, methodNotAllowed(pathname, request) ?? notFound(request))
  })
  server.on('clientError', answerClientError)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 4010, host, () => {
      const { port } = server.address() as AddressInfo
      resolve({
        url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
        close: () =>
          new Promise<void>((done, fail) => {
            server.close((error) => (error ? fail(error) : done()))
            server.closeAllConnections()
          }),
      })
    })
  })
}
