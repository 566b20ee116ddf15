// The browser talks to this server's own origin; `/api/*` is passed on to the API (docs/decisions/0047).
import { appendFileSync } from 'node:fs'
import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import { TOKEN_COOKIE } from '@storefront/sdk'
import type { ApiHealth } from './api-health.ts'
import { CACHE_CONTROL } from './cache-policy.ts'
import { DEFAULT_API_LIMITS } from './config.ts'

/** The contract's limit on request bodies (`openapi.yaml`, 413). */
export const REQUEST_BODY_LIMIT = 1024 * 1024

export interface ForwardLimits {
  answerTimeoutMs: number
  answerMaxBytes: number
}

export const DEFAULT_LIMITS: ForwardLimits = DEFAULT_API_LIMITS

/** Sees the head of each answer; a function it returns is given the whole body once it is in. */
export type AnswerWatcher = (
  req: IncomingMessage,
  status: number,
  headers: IncomingHttpHeaders,
) => ((body: Buffer) => void) | undefined

export interface Forwarder {
  (req: IncomingMessage, res: ServerResponse, extraHeaders: Record<string, string>): void
  close: () => void
}

// RFC 9110 §7.6.1: these describe one connection, not the message, and never cross a proxy.
const HOP_BY_HOP = new Set([
  'connection',
  'proxy-connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'proxy-authenticate',
  'proxy-authorization',
  'http2-settings',
])

function endToEnd(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const named = String(headers.connection ?? '')
    .toLowerCase()
    .split(',')
    .map((name) => name.trim())
  const kept: Record<string, string | string[]> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || HOP_BY_HOP.has(name) || named.includes(name)) continue
    kept[name] = value
  }
  return kept
}

const MESSAGES = {
  413: { en: 'The request body is too large.', ar: 'نص الطلب كبير جدًا.' },
  502: {
    en: 'The shop’s service did not answer properly. Please try again.',
    ar: 'لم تستجب خدمة المتجر كما ينبغي. يُرجى المحاولة مرة أخرى.',
  },
  504: {
    en: 'The shop’s service took too long to answer. Please try again.',
    ar: 'استغرقت خدمة المتجر وقتًا طويلًا للرد. يُرجى المحاولة مرة أخرى.',
  },
} as const

export function sendError(req: IncomingMessage, res: ServerResponse, status: keyof typeof MESSAGES): void {
  if (res.headersSent) {
    res.destroy()
    return
  }
  const language = String(req.headers['accept-language'] ?? '')
    .toLowerCase()
    .startsWith('ar')
    ? 'ar'
    : 'en'
  const body = JSON.stringify({ result: false, message: MESSAGES[status][language] })
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-language': language,
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': CACHE_CONTROL.never,
    // The rest of a refused body is not read; the connection cannot carry another request.
    ...(status === 413 ? { connection: 'close' } : {}),
  })
  res.end(req.method === 'HEAD' ? undefined : body)
}

/** A cookie the API sets belongs to the origin the browser asked, this one: its Domain would name the API's host. */
const withoutDomain = (cookie: string) => cookie.replace(/;\s*domain=[^;]*/gi, '')

function signedIn(req: IncomingMessage): boolean {
  if (req.headers.authorization) return true
  return String(req.headers.cookie ?? '')
    .split(/;\s*/)
    .some((part) => part.startsWith(`${TOKEN_COOKIE}=`) && part.length > TOKEN_COOKIE.length + 1)
}

function answerHeaders(req: IncomingMessage, upstream: IncomingMessage): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = endToEnd(upstream.headers)
  const cookies = upstream.headers['set-cookie']
  if (cookies) headers['set-cookie'] = cookies.map(withoutDomain)
  // A shopper's answer is theirs: no cache between here and the browser may keep it, whatever the API said.
  const control = String(upstream.headers['cache-control'] ?? '').toLowerCase()
  if (signedIn(req) && !/\b(private|no-store)\b/.test(control))
    headers['cache-control'] = CACHE_CONTROL.ownOnly
  return headers
}

const bodiless = (req: IncomingMessage, status: number) =>
  req.method === 'HEAD' || status === 204 || status === 304 || (status >= 100 && status < 200)

function forwardedHeaders(
  req: IncomingMessage,
  extraHeaders: Record<string, string>,
  host: string,
): OutgoingHttpHeaders {
  const client = req.socket.remoteAddress ?? ''
  const forwardedFor = req.headers['x-forwarded-for']
  const headers: OutgoingHttpHeaders = {
    ...endToEnd(req.headers),
    ...extraHeaders,
    host,
    'x-forwarded-for': forwardedFor ? `${String(forwardedFor)}, ${client}` : client,
    'x-forwarded-host': req.headers['x-forwarded-host'] ?? req.headers.host ?? '',
    'x-forwarded-proto': req.headers['x-forwarded-proto'] ?? 'http',
  }
  // A body without a stated length streams on in chunks.
  if (req.headers['transfer-encoding'] && req.headers['content-length'] === undefined)
    headers['transfer-encoding'] = 'chunked'
  return headers
}

/** An answer over the limit, or of unknown length, is held until whole: never passed on half-written. */
export function createForwarder(
  target: string,
  limits: ForwardLimits = DEFAULT_LIMITS,
  watch?: AnswerWatcher,
  health?: ApiHealth,
): Forwarder {
  const base = new URL(target)
  const secure = base.protocol === 'https:'
  const agent = secure ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true })
  const request = secure ? httpsRequest : httpRequest
  const basePath = base.pathname.replace(/\/$/, '')

  const forward = (req: IncomingMessage, res: ServerResponse, extraHeaders: Record<string, string>) => {
    const declared = Number(req.headers['content-length'] ?? 0)
    if (declared > REQUEST_BODY_LIMIT) {
      req.resume()
      sendError(req, res, 413)
      return
    }
    const headers = forwardedHeaders(req, extraHeaders, base.host)
    let settled = false
    const upstream = request(
      {
        protocol: base.protocol,
        hostname: base.hostname.replace(/^\[|\]$/g, ''),
        port: base.port || (secure ? 443 : 80),
        method: req.method,
        path: `${basePath}${req.url ?? '/'}`,
        headers,
        agent,
      },
      (answer) => {
        clearTimeout(timer)
        settled = true
        if (answer.statusCode && answer.statusCode < 502) health?.answered()
        relay(req, res, answer, limits, watch)
      },
    )
    const fail = (status: 413 | 502 | 504) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      upstream.destroy()
      sendError(req, res, status)
    }
    const timer = setTimeout(() => fail(504), limits.answerTimeoutMs)
    upstream.on('error', (error: Error & { code?: string }) => {
      if (!settled) health?.failed(error.code ?? error.message)
      fail(502)
    })
    upstream.setTimeout(limits.answerTimeoutMs, () => upstream.destroy(new Error('upstream idle')))
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy()
    })

    let sent = 0
    req.on('data', (chunk: Buffer) => {
      sent += chunk.length
      if (sent > REQUEST_BODY_LIMIT) {
        req.unpipe(upstream)
        fail(413)
      }
    })
    req.on('error', () => upstream.destroy())
    req.pipe(upstream)
  }
  return Object.assign(forward, { close: () => agent.destroy() })
}

function relay(
  req: IncomingMessage,
  res: ServerResponse,
  answer: IncomingMessage,
  limits: ForwardLimits,
  watch?: AnswerWatcher,
) {
  const status = answer.statusCode ?? 502
  const headers = answerHeaders(req, answer)
  const onBody = watch?.(req, status, answer.headers)
  if (bodiless(req, status)) {
    answer.resume()
    res.writeHead(status, headers)
    res.end()
    return
  }
  const length = answer.headers['content-length']
  const known = length !== undefined && /^\d+$/.test(length)
  if (known && Number(length) > limits.answerMaxBytes) {
    answer.destroy()
    sendError(req, res, 502)
    return
  }
  const chunks: Buffer[] = []
  let received = 0
  const held = !known || onBody !== undefined
  if (!held) res.writeHead(status, headers)
  answer.on('data', (chunk: Buffer) => {
    received += chunk.length
    if (received > limits.answerMaxBytes) {
      answer.destroy()
      sendError(req, res, 502)
      return
    }
    if (held) chunks.push(chunk)
    else res.write(chunk)
  })
  answer.on('end', () => {
    if (res.writableEnded || res.destroyed) return
    if (!held) {
      res.end()
      return
    }
    const body = Buffer.concat(chunks)
    onBody?.(body)
    res.writeHead(status, { ...headers, 'content-length': String(body.length) })
    res.end(body)
  })
  // Cut off halfway: a browser must not take a partial answer for a whole one.
  answer.on('error', () => (res.headersSent ? res.destroy() : sendError(req, res, 502)))
}

export interface ProxyTargets {
  api: string
  mock: string
  violationsLog?: string
}

const prismVerdicts =
  (violationsLog: string | undefined): AnswerWatcher =>
  (req, status, headers) => {
    const violations = headers['sl-violations']
    const problem = String(headers['content-type'] ?? '').includes('application/problem+json')
    if (!violations && !problem) return undefined
    return (body) => {
      const line = `${req.method} ${req.url} -> ${status} ${violations ? `sl-violations: ${String(violations)}` : body.toString('utf8')}\n`
      if (violationsLog) appendFileSync(violationsLog, line)
      else process.stderr.write(line)
    }
  }

export function createApiRoutes(
  routes: {
    api?: string | undefined
    mock?: string | undefined
    violationsLog?: string | undefined
    prism?: boolean
  },
  limits: ForwardLimits = DEFAULT_LIMITS,
  health?: ApiHealth,
) {
  const api = routes.api
    ? createForwarder(
        routes.api,
        limits,
        routes.prism ? prismVerdicts(routes.violationsLog) : undefined,
        health,
      )
    : null
  const mock = routes.mock ? createForwarder(routes.mock, limits) : null
  const serve = (
    req: IncomingMessage,
    res: ServerResponse,
    extraHeaders: Record<string, string>,
  ): boolean => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (api && path.startsWith('/api/')) {
      api(req, res, extraHeaders)
      return true
    }
    if (mock && (path.startsWith('/__mock/') || path.startsWith('/mock-images/'))) {
      mock(req, res, extraHeaders)
      return true
    }
    return false
  }
  return Object.assign(serve, {
    close: () => {
      api?.close()
      mock?.close()
    },
  })
}
