// A blocked image or script is a broken page somewhere: the browser says which, and the log keeps it.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CACHE_CONTROL } from './cache-policy.ts'

export const CSP_REPORT_PATH = '/csp-report'

const MAX_REPORT_BYTES = 64 * 1024
/** Reports logged per minute at most: a page that breaks for everyone must not drown the log. */
const MAX_PER_MINUTE = 60

type Log = (fields: Record<string, unknown>) => void

let windowStart = 0
let inWindow = 0

function readReport(body: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(body) as { 'csp-report'?: Record<string, unknown> } | null
    const report = parsed?.['csp-report']
    return report && typeof report === 'object' ? report : null
  } catch {
    return null
  }
}

const clip = (value: unknown) => (typeof value === 'string' ? value.slice(0, 300) : undefined)

/** `report-uri`'s POST: one log line per violation, within a rate; always 204, so nothing retries. */
export function answerCspReport(req: IncomingMessage, res: ServerResponse, log: Log): void {
  const done = (status: number) => {
    res.writeHead(status, {
      'cache-control': CACHE_CONTROL.never,
      ...(status === 405 ? { allow: 'POST' } : {}),
    })
    res.end()
  }
  if (req.method !== 'POST') {
    req.resume()
    done(405)
    return
  }
  const chunks: Buffer[] = []
  let size = 0
  req.on('data', (chunk: Buffer) => {
    size += chunk.length
    if (size <= MAX_REPORT_BYTES) chunks.push(chunk)
  })
  req.on('error', () => res.destroy())
  req.on('end', () => {
    const report = size <= MAX_REPORT_BYTES ? readReport(Buffer.concat(chunks).toString('utf8')) : null
    const now = Date.now()
    if (now - windowStart > 60_000) {
      windowStart = now
      inWindow = 0
    }
    if (report && inWindow++ < MAX_PER_MINUTE)
      log({
        msg: 'csp violation',
        directive: clip(report['effective-directive'] ?? report['violated-directive']),
        blocked: clip(report['blocked-uri']),
        page: clip(report['document-uri']),
      })
    done(204)
  })
}
