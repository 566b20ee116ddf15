// Real shoppers' web vitals (src/features/vitals/report-vitals.ts), kept as JSON lines beside the access log.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { CACHE_CONTROL } from './cache-policy.ts'

export const VITALS_PATH = '/vitals'

const MAX_BODY_BYTES = 4096
const METRICS = new Set(['LCP', 'INP', 'CLS', 'TTFB'])
const RATINGS = new Set(['good', 'needs-improvement', 'poor'])
const DEVICES = new Set(['phone', 'tablet', 'desktop'])
/** Beyond these a value is not a measurement but a broken or forged beacon. */
const CEILINGS: Record<string, number> = { LCP: 120_000, INP: 60_000, CLS: 100, TTFB: 120_000 }

export interface Vital {
  name: string
  value: number
  rating: string
  route: string
  device: string
}

export function parseBeacon(body: string, routes: ReadonlySet<string>): Vital[] | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(body)
  } catch {
    return null
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > METRICS.size) return null
  const vitals: Vital[] = []
  for (const entry of parsed as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return null
    const { name, value, rating, route, device, ...rest } = entry as Record<string, unknown>
    if (Object.keys(rest).length > 0) return null
    if (typeof name !== 'string' || !METRICS.has(name)) return null
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > (CEILINGS[name] ?? 0))
      return null
    if (typeof rating !== 'string' || !RATINGS.has(rating)) return null
    if (typeof route !== 'string' || !routes.has(route)) return null
    if (typeof device !== 'string' || !DEVICES.has(device)) return null
    vitals.push({ name, value, rating, route, device })
  }
  return vitals
}

/** At most `perMinute` beacons a minute from one address, and `total` from all: a flood is dropped, not logged. */
export function createRateLimit(perMinute: number, total: number, now = () => Date.now()) {
  let window = 0
  let all = 0
  const byAddress = new Map<string, number>()
  return (address: string): boolean => {
    const minute = Math.floor(now() / 60_000)
    if (minute !== window) {
      window = minute
      all = 0
      byAddress.clear()
    }
    const count = (byAddress.get(address) ?? 0) + 1
    if (count > perMinute || all >= total) return false
    byAddress.set(address, count)
    all++
    return true
  }
}

type Log = (fields: Record<string, unknown>) => void

export function createVitalsEndpoint(
  routes: ReadonlySet<string>,
  log: Log,
  allow = createRateLimit(30, 600),
) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    const done = (status: number, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'cache-control': CACHE_CONTROL.never, ...headers })
      res.end()
    }
    if (req.method !== 'POST') {
      req.resume()
      done(405, { allow: 'POST' })
      return
    }
    if (Number(req.headers['content-length'] ?? 0) > MAX_BODY_BYTES) {
      req.resume()
      done(413, { connection: 'close' })
      return
    }
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    req.on('error', () => res.destroy())
    req.on('end', () => {
      if (size > MAX_BODY_BYTES) return done(413, { connection: 'close' })
      const vitals = parseBeacon(Buffer.concat(chunks).toString('utf8'), routes)
      if (!vitals) return done(400)
      if (allow(req.socket.remoteAddress ?? ''))
        for (const vital of vitals) log({ msg: 'web vital', ...vital })
      done(204)
    })
  }
}
