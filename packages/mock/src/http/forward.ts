// Hybrid mode's forwarding, for Node servers only: node:http streams both ways, reaches any port
// (fetch refuses the ones the Fetch standard blocks), and passes the backend's bytes on unchanged.
import {
  type ClientRequest,
  request as httpRequest,
  type IncomingMessage,
  type ServerResponse,
} from 'node:http'
import { request as httpsRequest } from 'node:https'
import { pipeline } from 'node:stream/promises'
import { brotliDecompressSync, gunzipSync, inflateSync, type ZlibOptions } from 'node:zlib'
import { backendBreach, type Hybrid, notAnswered, operationOf, passedOnPairs } from './hybrid.ts'
import { logCall } from './request-log.ts'

/** A larger backend answer is passed on unread (logged as `unchecked`): the contract's bodies are far smaller. */
export const CHECKED_BODY_BYTES = 1_048_576

// Decoded at once, within the checked size: the call's entry is then logged as the client's answer ends.
const decoders: Record<string, (buffer: Buffer, options: ZlibOptions) => Buffer> = {
  gzip: gunzipSync,
  'x-gzip': gunzipSync,
  deflate: inflateSync,
  br: brotliDecompressSync,
}

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

interface Call {
  hybrid: Hybrid
  req: IncomingMessage
  res: ServerResponse
  pass: PassOn
  method: string
  entry: { at: string; method: string; path: string; operationId: string; source: 'backend' }
  elapsed: () => number
  settled: boolean
  gotAnswer: boolean
  clientLeft: boolean
  settle: () => void
}

// Passes a call on as it streams in and its answer back as it streams out, bytes unchanged; a copy of the
// answer is checked against the contract once it has ended. A backend that does not answer gives 502.
export function forward(
  hybrid: Hybrid,
  req: IncomingMessage,
  res: ServerResponse,
  pass: PassOn,
): Promise<void> {
  const started = performance.now()
  const method = req.method ?? 'GET'
  const op = operationOf(method, pass.pathname)
  const entry = {
    at: new Date().toISOString(),
    method,
    path: `${pass.pathname}${pass.search}`,
    operationId: op?.operationId ?? `${method} ${pass.pathname}`,
    source: 'backend' as const,
  }
  const elapsed = () => Math.round(performance.now() - started)
  return new Promise<void>((resolve) => {
    const call: Call = {
      hybrid,
      req,
      res,
      pass,
      method,
      entry,
      elapsed,
      settled: false,
      gotAnswer: false,
      clientLeft: false,
      settle: () => {
        call.settled = true
        resolve()
      },
    }
    const upstream = openUpstream(call)
    upstream.on('response', (answer) => {
      call.gotAnswer = true
      answered(call, answer)
    })
    // The client left before the answer ended: nobody waits for the rest of it.
    res.once('close', () => {
      if (res.writableFinished) return
      call.clientLeft = true
      if (!call.gotAnswer) upstream.destroy()
    })
    sendBody(call, upstream)
  })
}

function openUpstream(call: Call): ClientRequest {
  const { hybrid, pass, method } = call
  const base = hybrid.backend.pathname.replace(/\/$/, '')
  const target = new URL(`${base}${pass.pathname}${pass.search}`, hybrid.backend)
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest
  // Node sets Host from the target; the length and encodings pass unchanged, as the bytes do.
  const upstream = send(target, {
    method,
    headers: outgoing(passedOnPairs(pairs(call.req.rawHeaders), ['host'])),
    timeout: hybrid.timeoutMs,
  })
  upstream.on('timeout', () => upstream.destroy(new TimedOut('timed out')))
  upstream.on('error', (error) => {
    // After the answer began, its own stream reports the failure (in `answered`).
    if (call.settled || call.gotAnswer) return
    notAnsweredBy(call, error)
  })
  return upstream
}

function notAnsweredBy(call: Call, error: unknown): void {
  const { req, res, method } = call
  const reason = call.clientLeft
    ? 'the client left before the backend answered'
    : `the backend ${call.hybrid.backend.origin} did not answer: ${failureReason(error)}`
  logCall({ ...call.entry, status: 502, durationMs: call.elapsed(), network: reason })
  req.resume()
  if (!res.headersSent) {
    const answer = notAnswered(req.headers['accept-language'], reason)
    const headers: Record<string, string> = {
      ...call.pass.cors,
      'content-length': String(answer.body.byteLength),
    }
    answer.headers.forEach((value, name) => {
      headers[name] = value
    })
    res.writeHead(answer.status, headers)
    res.end(method === 'HEAD' ? undefined : answer.body)
  }
  call.settle()
}

function sendBody(call: Call, upstream: ClientRequest): void {
  const { req, res, pass } = call
  if (call.method === 'GET' || call.method === 'HEAD') {
    req.resume()
    return void upstream.end()
  }
  let size = 0
  req.on('data', (chunk: Buffer) => {
    if (call.settled) return
    size += chunk.byteLength
    if (size > pass.maxBodyBytes) {
      call.settled = true
      upstream.destroy()
      if (!res.headersSent) pass.tooLarge()
      else res.destroy()
      return call.settle()
    }
    if (!upstream.write(chunk)) req.pause()
  })
  upstream.on('drain', () => req.resume())
  req.once('end', () => {
    if (!call.settled) upstream.end()
  })
}

function answered(call: Call, answer: IncomingMessage): void {
  const { res } = call
  const headers = passedOnPairs(pairs(answer.rawHeaders))
  res.writeHead(answer.statusCode ?? 502, { ...outgoing(headers), ...call.pass.cors })
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
    () => check(call, answer, headers, size <= CHECKED_BODY_BYTES ? Buffer.concat(kept) : null),
    (error: unknown) => {
      const who =
        call.clientLeft && !backendBroke
          ? 'the client left'
          : `the backend ${call.hybrid.backend.origin} stopped`
      logCall({
        ...call.entry,
        status: answer.statusCode ?? 0,
        durationMs: call.elapsed(),
        network: `${who} before the answer ended: ${failureReason(error)}`,
      })
      call.settle()
    },
  )
}

function check(call: Call, answer: IncomingMessage, headers: [string, string][], raw: Buffer | null): void {
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
    breach = backendBreach(
      call.method,
      call.pass.pathname,
      status,
      list,
      typeof body === 'string' ? null : body,
    )
  } catch (error) {
    breach = (error as Error).message
  }
  logCall({
    ...call.entry,
    status,
    durationMs: call.elapsed(),
    ...(breach ? { contract: { side: 'response' as const, reason: breach } } : {}),
    ...(unchecked ? { unchecked } : {}),
  })
  call.settle()
}
