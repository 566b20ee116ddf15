import { connect } from 'node:net'

/** Bytes to send as they are: fetch and Node's client refuse most malformed requests before they leave. */
export interface RawRequest {
  /** The request line and header lines, each ending `\r\n`, then the empty line (or not: a cut-off head). */
  head: string
  body?: readonly Buffer[]
  pauseMs?: number
  /** Closes the sending side after the last piece: the server then knows nothing more will come. */
  end?: boolean
  /** The request is HEAD: its answer has no body whatever its headers say. */
  headOnly?: boolean
  timeoutMs?: number
}

/** How an exchange ended: a whole answer, a close with no answer (orderly, or a reset), an answer cut off, or nothing before the timeout. */
export type RawEnding = 'answered' | 'closed' | 'reset' | 'cut' | 'timeout'

export interface RawAnswer {
  ending: RawEnding
  status: number
  headers: [string, string][]
  body: Buffer
  ms: number
}

const CRLF2 = Buffer.from('\r\n\r\n')

interface Parsed {
  status: number
  headers: [string, string][]
  body: Buffer
  whole: boolean
}

function chunked(data: Buffer): { body: Buffer; whole: boolean } {
  const parts: Buffer[] = []
  let at = 0
  for (;;) {
    const line = data.indexOf('\r\n', at)
    if (line < 0) return { body: Buffer.concat(parts), whole: false }
    const size = Number.parseInt(data.subarray(at, line).toString('latin1'), 16)
    if (!Number.isFinite(size)) return { body: Buffer.concat(parts), whole: false }
    // The last chunk: its size line's end may begin the empty line that ends the trailers.
    if (size === 0) return { body: Buffer.concat(parts), whole: data.indexOf(CRLF2, line) >= 0 }
    if (data.length < line + 2 + size + 2) return { body: Buffer.concat(parts), whole: false }
    parts.push(data.subarray(line + 2, line + 2 + size))
    at = line + 2 + size + 2
  }
}

/** The first final answer in `data` (interim 1xx answers skipped), or null before its head is whole. */
function parse(data: Buffer, headOnly: boolean, closed: boolean): Parsed | null {
  let rest = data
  for (;;) {
    const split = rest.indexOf(CRLF2)
    if (split < 0) return null
    const [statusLine = '', ...lines] = rest.subarray(0, split).toString('latin1').split('\r\n')
    const status = Number(/^HTTP\/\d\.\d (\d{3})/.exec(statusLine)?.[1] ?? 0)
    const headers = lines.map((line): [string, string] => {
      const at = line.indexOf(':')
      return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()]
    })
    const after = rest.subarray(split + 4)
    if (status >= 100 && status < 200 && status !== 101) {
      rest = after
      continue
    }
    const header = (name: string) => headers.find(([n]) => n === name)?.[1]
    if (headOnly || status === 204 || status === 304 || status === 101)
      return { status, headers, body: Buffer.alloc(0), whole: true }
    if (/chunked/i.test(header('transfer-encoding') ?? '')) return { status, headers, ...chunked(after) }
    const length = header('content-length')
    if (length !== undefined) {
      const n = Number(length)
      return { status, headers, body: after.subarray(0, n), whole: after.length >= n }
    }
    // Neither length nor chunks: the body runs to the close.
    return { status, headers, body: after, whole: closed }
  }
}

export function rawExchange(url: string, request: RawRequest): Promise<RawAnswer> {
  const { hostname, port } = new URL(url)
  const timeoutMs = request.timeoutMs ?? 10_000
  return new Promise((resolve) => {
    const started = performance.now()
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''))
    let received = Buffer.alloc(0)
    let serverEnded = false
    let settled = false
    const timers: NodeJS.Timeout[] = []
    const settle = (ending: RawEnding, parsed: Parsed | null) => {
      if (settled) return
      settled = true
      for (const timer of timers) clearTimeout(timer)
      socket.destroy()
      resolve({
        ending,
        status: parsed?.status ?? 0,
        headers: parsed?.headers ?? [],
        body: parsed?.body ?? Buffer.alloc(0),
        ms: performance.now() - started,
      })
    }
    const check = (closed: boolean) => {
      const parsed = parse(received, request.headOnly === true, closed)
      if (parsed?.whole) return settle('answered', parsed)
      if (!closed) return
      if (parsed) return settle('cut', parsed)
      settle(received.length > 0 ? 'cut' : serverEnded ? 'closed' : 'reset', null)
    }
    timers.push(
      setTimeout(() => settle('timeout', parse(received, request.headOnly === true, false)), timeoutMs),
    )
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      check(false)
    })
    socket.on('end', () => {
      serverEnded = true
      check(true)
    })
    // A write refused after the server's orderly close is that close, not a reset.
    socket.on('error', () => check(true))
    socket.on('close', () => check(true))
    socket.on('connect', () => {
      socket.write(request.head, 'latin1')
      const pieces = request.body ?? []
      const finish = () => {
        if (request.end) socket.end()
      }
      if (!request.pauseMs) {
        for (const piece of pieces) socket.write(piece)
        return finish()
      }
      pieces.forEach((piece, i) => {
        timers.push(
          setTimeout(
            () => {
              if (settled || socket.destroyed) return
              socket.write(piece)
              if (i === pieces.length - 1) finish()
            },
            i * (request.pauseMs ?? 0),
          ),
        )
      })
      if (pieces.length === 0) finish()
    })
  })
}

/** Sends a head and the start of its body, waits for the answer, then sends `rest` and closes: how the connection then ended. A server that closed as soon as it had answered resets it (`reset`), and a client can lose that answer. */
export function sendAfterAnswer(
  url: string,
  head: string,
  first: Buffer,
  rest: Buffer,
  timeoutMs = 10_000,
): Promise<{ status: number; ending: 'closed' | 'reset' | 'timeout' }> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname.replace(/^\[|\]$/g, ''))
    let received = Buffer.alloc(0)
    let sentRest = false
    let reset = false
    const status = () => Number(/^HTTP\/\d\.\d (\d{3})/.exec(received.toString('latin1'))?.[1] ?? 0)
    const timer = setTimeout(() => {
      socket.destroy()
      resolve({ status: status(), ending: 'timeout' })
    }, timeoutMs)
    socket.on('data', (chunk: Buffer) => {
      received = Buffer.concat([received, chunk])
      if (sentRest || received.indexOf(CRLF2) < 0) return
      sentRest = true
      socket.end(rest)
    })
    socket.on('error', () => {
      reset = true
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ status: status(), ending: reset ? 'reset' : 'closed' })
    })
    socket.write(head, 'latin1')
    socket.write(first)
  })
}
