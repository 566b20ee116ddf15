import type { IncomingHttpHeaders, IncomingMessage } from 'node:http'
import { type MockRequest, rememberUrl } from './mock-request.ts'

export function headersOf(req: Pick<IncomingMessage, 'headers'>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined || name.startsWith(':')) continue
    if (Array.isArray(value)) for (const v of value) headers.append(name, v)
    else headers.set(name, value)
  }
  return headers
}

// Fetch's Headers drop these from either end of a value.
const HTTP_WHITESPACE = /^[\t\n\r ]+|[\t\n\r ]+$/g
const isHttpWhitespace = (code: number) => code === 0x20 || code === 0x09 || code === 0x0a || code === 0x0d

/** `Headers.get` read straight from Node's parsed headers, as `headersOf` would fill a Headers. */
export class NodeHeaders implements Pick<Headers, 'get'> {
  readonly #raw: IncomingHttpHeaders
  constructor(raw: IncomingHttpHeaders) {
    this.#raw = raw
  }
  get(name: string): string | null {
    const value = this.#raw[name.toLowerCase()]
    if (value === undefined) return null
    return Array.isArray(value) ? value.map(normalized).join(', ') : normalized(value)
  }
}

function normalized(value: string): string {
  const last = value.length - 1
  if (last < 0 || (!isHttpWhitespace(value.charCodeAt(0)) && !isHttpWhitespace(value.charCodeAt(last))))
    return value
  return value.replace(HTTP_WHITESPACE, '')
}

/** The request the contract's answers read: a Fetch Request, with its Headers and AbortSignal, is built only for a body or for msw's handler list. */
export class NodeRequest implements MockRequest {
  readonly method: string
  readonly url: string
  readonly headers: NodeHeaders
  readonly #req: IncomingMessage
  readonly #body: Buffer | undefined
  #request: Request | undefined
  constructor(req: IncomingMessage, url: URL, body: Buffer | undefined) {
    this.method = req.method ?? 'GET'
    this.url = url.href
    this.headers = new NodeHeaders(req.headers)
    this.#req = req
    this.#body = body
    rememberUrl(this, url)
  }
  toRequest(): Request {
    this.#request ??= new Request(this.url, {
      method: this.method,
      headers: headersOf(this.#req),
      ...(this.#body ? { body: new Uint8Array(this.#body) } : {}),
    })
    return this.#request
  }
  text(): Promise<string> {
    return this.toRequest().text()
  }
  arrayBuffer(): Promise<ArrayBuffer> {
    return this.toRequest().arrayBuffer()
  }
  formData(): Promise<FormData> {
    return this.toRequest().formData()
  }
  json(): Promise<unknown> {
    return this.toRequest().json()
  }
}

// RFC 9110's Host: a reg-name (unreserved, sub-delims, percent escapes) or an IP literal, then a port.
const HOST = /^(?:\[[\dA-Fa-f:.]+\]|[\w\-.~!$&'()*+,;=%]+)(?::\d*)?$/

/** The URL a request names (RFC 9112 §3.2-3.3), or null when its target or its Host cannot make one: an origin-form target is a path even when it starts `//`. */
export function requestUrl(
  req: Pick<IncomingMessage, 'url' | 'headers'> & Partial<Pick<IncomingMessage, 'httpVersion'>>,
  fallbackOrigin: string,
): URL | null {
  // The asterisk form (`OPTIONS *`) asks about the server as a whole.
  const target = req.url === '*' ? '/' : (req.url ?? '/')
  const host = req.headers.host
  let url: URL
  try {
    if (/^https?:\/\//i.test(target)) url = new URL(target)
    else if (!target.startsWith('/')) return null
    // HTTP/1.1 requires a Host (RFC 9112 §3.2); an HTTP/1.0 request may come without one.
    else if (!host && req.httpVersion === '1.1') return null
    else if (!host) url = new URL(`${fallbackOrigin}${target}`)
    else if (HOST.test(host)) url = new URL(`http://${host}${target}`)
    else return null
  } catch {
    return null
  }
  // Fetch refuses a URL with credentials, and a Host never carries them.
  return url.username || url.password ? null : url
}
