import { describe, expect, it } from 'vitest'
import { p75, readVitals, report } from './vitals-report.ts'

const line = (name: string, value: number, route = '/') =>
  JSON.stringify({
    time: '2026-11-28T00:00:00.000Z',
    msg: 'web vital',
    name,
    value,
    rating: 'good',
    route,
    device: 'phone',
    pid: 1,
  })

describe('vitals:report', () => {
  it('takes the 75th percentile by nearest rank', () => {
    expect(p75([400, 100, 300, 200])).toBe(300)
    expect(p75([5])).toBe(5)
    expect(p75([1, 2, 3, 4, 5, 6, 7, 8])).toBe(6)
  })

  it('reads the web vital lines of a server log and leaves the rest', () => {
    const log = [
      '{"msg":"listening"}',
      line('LCP', 1000),
      'not json "web vital"',
      JSON.stringify({ method: 'GET', url: '/', status: 200 }),
      line('CLS', 0.1, '/shop'),
    ].join('\n')
    expect(readVitals(log).map((vital) => [vital.name, vital.value, vital.route])).toEqual([
      ['LCP', 1000, '/'],
      ['CLS', 0.1, '/shop'],
    ])
  })

  it('prints one row per route and metric, in the order the vitals are read', () => {
    const vitals = readVitals(
      [
        line('INP', 80, '/shop'),
        line('LCP', 900),
        line('LCP', 2100),
        line('LCP', 1500),
        line('CLS', 0.05, '/shop'),
      ].join('\n'),
    )
    expect(report(vitals).split('\n')).toEqual([
      '| route | metric | beacons | p75 |',
      '|---|---|---|---|',
      '| / | LCP | 3 | 2100 ms |',
      '| /shop | INP | 1 | 80 ms |',
      '| /shop | CLS | 1 | 0.050 |',
    ])
  })
})
