// Field data from real shoppers, with their consent: what the lab benches cannot see.
import type { Metric } from 'web-vitals'

export const VITALS_PATH = '/vitals'
export const MEASURING_MARK = 'web-vitals-measuring'

export type DeviceClass = 'phone' | 'tablet' | 'desktop'

/** One metric as the server's `/vitals` takes it (apps/web/server/vitals.ts checks the same shape). */
export interface VitalBeacon {
  name: Metric['name']
  value: number
  rating: Metric['rating']
  /** The route's pattern, never the address: `/product/:slug`, not the product. */
  route: string
  device: DeviceClass
}

export function deviceClass(width: number, coarse: boolean): DeviceClass {
  if (width < 640) return 'phone'
  if (width < 1024 && coarse) return 'tablet'
  return 'desktop'
}

interface VitalsOptions {
  route: string
  sampleRate: number
  vitals?: () => Promise<Pick<typeof import('web-vitals'), 'onLCP' | 'onINP' | 'onCLS' | 'onTTFB'>>
  send?: (body: Blob) => void
  random?: () => number
}

export async function reportVitals({
  route,
  sampleRate,
  vitals = () => import('web-vitals'),
  send = (body) => navigator.sendBeacon(VITALS_PATH, body),
  random = Math.random,
}: VitalsOptions): Promise<void> {
  if (!(random() < sampleRate)) return
  const { onLCP, onINP, onCLS, onTTFB } = await vitals()
  const device = deviceClass(window.innerWidth, matchMedia('(pointer: coarse)').matches)
  const queue = new Map<string, VitalBeacon>()
  const add = (metric: Metric) =>
    queue.set(metric.name, { name: metric.name, value: metric.value, rating: metric.rating, route, device })
  const flush = () => {
    if (queue.size === 0) return
    send(new Blob([JSON.stringify([...queue.values()])], { type: 'application/json' }))
    queue.clear()
  }
  onLCP(add)
  onINP(add)
  onCLS(add)
  onTTFB(add)
  // web-vitals reports on hide in its own listener, added first, so one beacon carries every metric.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  // A mark in the page's own timeline: measuring has begun (the browser journeys wait for it).
  performance.mark(MEASURING_MARK)
}
