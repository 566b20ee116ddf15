// Hybrid mode's forwarding, for Node servers only: node:http streams both ways, reaches any port
// (fetch refuses the ones the Fetch standard blocks), and passes the backend's bytes on unchanged.
import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http'
import { request as httpsRequest } from 'node:https'
import { pipeline } from 'node:stream/promises'
import { brotliDecompressSync, gunzipSync, inflateSync, type ZlibOptions } from 'node:zlib'
import { backendBreach, type Hybrid, notAnswered, operationOf, passedOnPairs } from './hybrid.ts'
import { logCall } from './request-log.ts'

/** The largest backend answer whose body is checked: the contract's bodies are far smaller, and a larger one is passed on unread (logged as `unchecked`). */
export const CHECKED_BODY_BYTES = 1_048_576

// Decoded at once, within the checked size: the call's entry is then logged as the client's answer ends.
const decoders: Record<string, (buffer: Buffer, options: ZlibOptions) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
}

/** The body as sent before its `Content-Encoding`, within the checked size; a string says why it cannot be checked. */
function decoded(raw: Buffer, encoding: string | undefined): Buffer | string {
  const coding = (encoding ?? '').trim().toLowerCase()
  if (coding === '' || coding === 'identity') return raw
  const decode = decoders[coding]
  if (!decode) return `its content-encoding "${coding}" is not one the check reads`
  try {
    return decode(raw, { maxOutputLength: CHECKED_BODY_BYTES })
  } catch (error) {
    if (error instanceof RangeError) return `the body is larger than ${CHECKED_BODY_BYTES} bytes once decoded`
    throw new Error(`the body is not valid ${coding}`)
  }
}

const failureReason = (error: unknown): string => {
  const err = error as Error & { code?: string }
  return err.code ?? err.message
}

/** Header pairs from Node's raw list, names in lower case. */
const pairs = (raw: readonly string[]): [string, string][] => {
  const out: [string, string][] = []
  for (let i = 0; i < raw.length; i += 2) out.push([(raw[i] as string).toLowerCase(), raw[i + 1] as string])
  return out
}

/** Headers for node:http, a repeated one (Set-Cookie) kept as its lines. */
function outgoing(headers: Iterable<[string, string]>): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [name, value] of headers) {
    const before = out[name]
    out[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]
  }
  return out
}

/** How a server hands a call over to `forward`. */
export interface PassOn {
  pathname: string
  search: string
  /** The mock's CORS headers: the browser talks to the mock's origin, so they win over the backend's. */
  cors: Record<string, string>
  /** The request body's limit; past it the call is not forwarded further and `tooLarge` answers. */
  maxBodyBytes: number
  tooLarge: () => void
}

class TimedOut extends Error {
  code = 'timed out'
}

/**
 * Passes a call on to the backend as it streams in, and its answer back as it streams out, bytes
 * unchanged; a copy of the answer, up to CHECKED_BODY_BYTES, is checked against the contract once it
 * has ended. A backend that does not answer gives 502. Each call is logged with `source: backend`.
 */
export function forward(
  hybrid: Hybrid,
  req: IncomingMessage,
  res: ServerResponse,
  pass: PassOn,
): Promise<void> {
  const started = performance.now()
  const method = req.method ?? 'GET'
  const base = hybrid.backend.pathname.replace(/\/$/, '')
  const target = new URL(`${base}${pass.pathname}${pass.search}`, hybrid.backend)
  const op = operationOf(method, pass.pathname)
  const entry = {
    at: new Date().toISOString(),
    method,
    path: `${pass.pathname}${pass.search}`,
    operationId: op?.operationId ?? `${method} ${pass.pathname}`,
    source: 'backend' as const,
  }
  const elapsed = () => Math.round(performance.now() - started)
  const backendName = hybrid.backend.origin
  return new Promise<void>((resolve) => {
    let settled = false
    let gotAnswer = false
    let clientLeft = false
    const settle = () => {
      settled = true
      resolve()
    }
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest
    // Node sets Host from the target; the length and encodings pass unchanged, as the bytes do.
    const upstream = send(target, {
      method,
      headers: outgoing(passedOnPairs(pairs(req.rawHeaders), ['host'])),
      timeout: hybrid.timeoutMs,
    })
    upstream.on('timeout', () => upstream.destroy(new TimedOut('timed out')))
    upstream.on('error', (error) => {
      // After the answer began, its own stream reports the failure (below).
      if (settled || gotAnswer) return
      const reason = clientLeft
        ? 'the client left before the backend answered'
        : `the backend ${backendName} did not answer: ${failureReason(error)}`
      logCall({ ...entry, status: 502, durationMs: elapsed(), network: reason })
      req.resume()
      if (!res.headersSent) {
        const answer = notAnswered(req.headers['accept-language'], reason)
        const headers: Record<string, string> = {
          ...pass.cors,
          'content-length': String(answer.body.byteLength),
        }
        answer.headers.forEach((value, name) => {
          headers[name] = value
        })
        res.writeHead(answer.status, headers)
        res.end(method === 'HEAD' ? undefined : answer.body)
      }
      settle()
    })
    upstream.on('response', (answer) => {
      gotAnswer = true
      answered(answer)
    })
    // The client left before the answer ended: nobody waits for the rest of it.
    res.once('close', () => {
      if (res.writableFinished) return
      clientLeft = true
      if (!gotAnswer) upstream.destroy()
    })
    sendBody()

    function sendBody() {
      if (method === 'GET' || method === 'HEAD') {
        req.resume()
        return void upstream.end()
      }
      let size = 0
      req.on('data', (chunk: Buffer) => {
        if (settled) return
        size += chunk.byteLength
        if (size > pass.maxBodyBytes) {
          settled = true
          upstream.destroy()
          if (!res.headersSent) pass.tooLarge()
          else res.destroy()
          return resolve()
        }
        if (!upstream.write(chunk)) req.pause()
      })
      upstream.on('drain', () => req.resume())
      req.once('end', () => {
        if (!settled) upstream.end()
      })
    }

    function answered(answer: IncomingMessage) {
      const headers = passedOnPairs(pairs(answer.rawHeaders))
      const out = outgoing(headers)
      res.writeHead(answer.statusCode ?? 502, { ...out, ...pass.cors })
      const kept: Buffer[] = []
      let size = 0
      let backendBroke = false
      answer.once('error', () => {
        backendBroke = true
      })
      answer.on('data', (chunk: Buffer) => {
        size += chunk.byteLength
        if (size <= CHECKED_BODY_BYTES) kept.push(chunk)
      })
      pipeline(answer, res).then(
        () => check(answer, headers, size <= CHECKED_BODY_BYTES ? Buffer.concat(kept) : null),
        (error: unknown) => {
          const who = clientLeft && !backendBroke ? 'the client left' : `the backend ${backendName} stopped`
          logCall({
            ...entry,
            status: answer.statusCode ?? 0,
            durationMs: elapsed(),
            network: `${who} before the answer ended: ${failureReason(error)}`,
          })
          settle()
        },
      )
    }

    function check(answer: IncomingMessage, headers: [string, string][], raw: Buffer | null) {
      const status = answer.statusCode ?? 0
      const list = new Headers()
      for (const [name, value] of headers) list.append(name, value)
      let unchecked: string | undefined
      let breach: string | null
      try {
        const body =
          raw === null
            ? `the body is larger than ${CHECKED_BODY_BYTES} bytes`
            : decoded(raw, answer.headers['content-encoding'])
        if (typeof body === 'string') unchecked = `${body}: only its status and headers were checked`
        breach = backendBreach(method, pass.pathname, status, list, typeof body === 'string' ? null : body)
      } catch (error) {
        breach = (error as Error).message
      }
      logCall({
        ...entry,
        status,
        durationMs: elapsed(),
        ...(breach ? { contract: { side: 'response' as const, reason: breach } } : {}),
        ...(unchecked ? { unchecked } : {}),
      })
      settle()
    }
  })
}
