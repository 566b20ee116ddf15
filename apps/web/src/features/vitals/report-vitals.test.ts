import { describe, expect, it } from 'vitest'
import type { Metric } from 'web-vitals'
import { deviceClass, reportVitals, type VitalBeacon } from './report-vitals'

type Listener = (metric: Metric) => void

/** Stands in for web-vitals: the test says when each metric is reported. */
function fakeVitals() {
  const listeners: Record<string, Listener> = {}
  const on = (name: string) => (listener: Listener) => {
    listeners[name] = listener
  }
  const report = (name: Metric['name'], value: number) =>
    listeners[name]?.({ name, value, rating: 'good' } as Metric)
  return {
    load: async () => ({ onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onTTFB: on('TTFB') }),
    report,
  }
}

/** The page hidden, as when the shopper leaves it or switches away. */
function hide() {
  Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
  document.dispatchEvent(new Event('visibilitychange'))
}

async function sent(beacons: Blob[]): Promise<VitalBeacon[][]> {
  return Promise.all(beacons.map(async (beacon) => JSON.parse(await beacon.text()) as VitalBeacon[]))
}

describe('real-user web vitals', () => {
  it('sends the latest value of each metric in one beacon when the page is left, named by the route pattern', async () => {
    const vitals = fakeVitals()
    const beacons: Blob[] = []
    await reportVitals({
      route: '/product/:slug',
      sampleRate: 1,
      vitals: vitals.load as never,
      send: (body) => beacons.push(body),
      random: () => 0.5,
    })
    vitals.report('LCP', 1800)
    vitals.report('INP', 120)
    vitals.report('CLS', 0.01)
    vitals.report('CLS', 0.04)
    expect(beacons).toHaveLength(0)
    hide()
    hide()
    const [beacon] = await sent(beacons)
    expect(beacons).toHaveLength(1)
    expect(beacon?.map(({ name, value, route }) => [name, value, route])).toEqual([
      ['LCP', 1800, '/product/:slug'],
      ['INP', 120, '/product/:slug'],
      ['CLS', 0.04, '/product/:slug'],
    ])
  })

  it('measures nothing for a page load outside the sample', async () => {
    let loaded = false
    await reportVitals({
      route: '/',
      sampleRate: 0.1,
      vitals: async () => {
        loaded = true
        return fakeVitals().load() as never
      },
      send: () => undefined,
      random: () => 0.1,
    })
    expect(loaded).toBe(false)
  })

  it('names the device by its width and pointer', () => {
    expect(deviceClass(390, true)).toBe('phone')
    expect(deviceClass(800, true)).toBe('tablet')
    expect(deviceClass(800, false)).toBe('desktop')
    expect(deviceClass(1280, true)).toBe('desktop')
  })
})
