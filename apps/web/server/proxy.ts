import { appendFileSync } from 'node:fs'
import { type IncomingMessage, request, type ServerResponse } from 'node:http'

export interface ProxyTargets {
  api: string
  mock: string
  violationsLog?: string
}

/** `onAnswer` sees the status and headers first: the Prism check reads its verdicts there. */
function forward(
  target: string,
  req: IncomingMessage,
  res: ServerResponse,
  extraHeaders: Record<string, string>,
  onAnswer?: (status: number, headers: IncomingMessage['headers'], body: Buffer) => void,
) {
  const url = new URL(req.url ?? '/', target)
  const upstream = request(
    url,
    { method: req.method, headers: { ...req.headers, ...extraHeaders, host: url.host } },
    (answer) => {
      const chunks: Buffer[] = []
      answer.on('data', (chunk: Buffer) => chunks.push(chunk))
      answer.on('end', () => {
        const body = Buffer.concat(chunks)
        onAnswer?.(answer.statusCode ?? 502, answer.headers, body)
        const headers = { ...answer.headers }
        delete headers['transfer-encoding']
        delete headers.connection
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

export function createProxy(targets: ProxyTargets) {
  return (req: IncomingMessage, res: ServerResponse, extraHeaders: Record<string, string>): boolean => {
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (path.startsWith('/api/')) {
      forward(targets.api, req, res, extraHeaders, (status, headers, body) => {
        const violations = headers['sl-violations']
        const problem = String(headers['content-type'] ?? '').includes('application/problem+json')
        if (!violations && !problem) return
        const line = `${req.method} ${req.url} -> ${status} ${violations ? `sl-violations: ${String(violations)}` : body.toString('utf8')}\n`
        if (targets.violationsLog) appendFileSync(targets.violationsLog, line)
        else process.stderr.write(line)
      })
      return true
    }
    if (path.startsWith('/__mock/') || path.startsWith('/mock-images/')) {
      forward(targets.mock, req, res, extraHeaders)
      return true
    }
    return false
  }
}
