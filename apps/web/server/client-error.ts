// Requests Node's parser refuses never reach the handler; unanswered, Node would send an empty 400 or 431.
import { type IncomingMessage, STATUS_CODES } from 'node:http'
import type { Duplex } from 'node:stream'
import { targetUrl } from './request-target.ts'

interface RawRequest {
  method: string
  path: string
  headers: Headers
}

export function readRawRequest(raw: Buffer | undefined): RawRequest {
  const [requestLine = '', ...lines] = (raw?.toString('latin1') ?? '').split('\r\n')
  const headers = new Headers()
  for (const line of lines) {
    const at = line.indexOf(':')
    if (at <= 0) continue
    try {
      headers.set(line.slice(0, at).trim(), line.slice(at + 1).trim())
    } catch {
      // A header line the Fetch API cannot hold is left out; it cannot change the answer.
    }
  }
  const [method = '', target = '/'] = requestLine.split(' ')
  const path = (target.startsWith('/') && targetUrl(target)?.pathname) || '/'
  return { method, path, headers }
}

function write(socket: Duplex, status: number, headers: Record<string, string>, body: Buffer) {
  const head = Object.entries({ ...headers, 'content-length': String(body.byteLength), connection: 'close' })
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')
  if (socket.writable)
    socket.end(
      Buffer.concat([Buffer.from(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n\r\n`), body]),
    )
}

const TOO_LARGE = { en: 'The request headers are too large.', ar: 'ترويسات الطلب كبيرة جدًا.' }

type ParserError = Error & { code?: string; rawPacket?: Buffer }

/** An answer already started on this connection would be garbled by another (Node's refusal checks too). */
const answering = (socket: Duplex) =>
  (socket as Duplex & { _httpMessage?: { headersSent: boolean } | null })._httpMessage?.headersSent === true

export function createClientErrorHandler(api: () => string | null) {
  const answer = answerRefused(api)
  // Node calls this outside any request handler: an exception here would end the process.
  return (error: ParserError, socket: Duplex): void => {
    try {
      answer(error, socket)
    } catch (failure) {
      console.error(JSON.stringify({ time: new Date().toISOString(), error: String(failure) }))
      socket.destroy()
    }
  }
}

/** Node hands CONNECT to its own event and, unheard, drops the connection unanswered. */
export function createConnectHandler(api: () => string | null) {
  const refused = createClientErrorHandler(api)
  return (req: IncomingMessage, socket: Duplex): void => {
    const lines = [`${req.method} ${req.url} HTTP/1.1`]
    for (let i = 0; i + 1 < req.rawHeaders.length; i += 2)
      lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
    const rawPacket = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1')
    refused(Object.assign(new Error('CONNECT'), { code: 'HPE_INVALID_METHOD', rawPacket }), socket)
  }
}

function answerRefused(api: () => string | null) {
  return (error: ParserError, socket: Duplex): void => {
    if (error.code === 'ECONNRESET' || !socket.writable || answering(socket)) return
    const request = readRawRequest(error.rawPacket)
    const language = request.headers.get('accept-language')?.toLowerCase().startsWith('ar') ? 'ar' : 'en'
    const base = api()
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const body = Buffer.from(JSON.stringify({ result: false, message: TOO_LARGE[language] }))
      write(socket, 431, { 'content-type': 'application/json', 'content-language': language }, body)
    } else if (error.code === 'HPE_INVALID_METHOD' && request.path.startsWith('/api/') && base) {
      fetch(`${base}${request.path}`, {
        method: 'PROPFIND',
        headers: { 'accept-language': language },
        signal: AbortSignal.timeout(5000),
      })
        .then(async (answer) => {
          const headers: Record<string, string> = {}
          for (const name of ['allow', 'content-type', 'content-language']) {
            const value = answer.headers.get(name)
            if (value) headers[name] = value
          }
          write(socket, answer.status, headers, Buffer.from(await answer.arrayBuffer()))
        })
        .catch(() => socket.destroy())
    } else if (error.code === 'HPE_INVALID_METHOD') {
      const headers = { allow: 'GET, HEAD', 'content-type': 'text/plain' }
      write(socket, 405, headers, Buffer.from('Method not allowed'))
    } else {
      write(socket, 400, { 'content-type': 'text/plain' }, Buffer.from('Bad request'))
    }
  }
}
