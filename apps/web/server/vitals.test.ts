// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { createRateLimit, createVitalsEndpoint, parseBeacon } from './vitals.ts'

const ROUTES = new Set(['/', '/product/:slug', 'not-found'])
const good = { name: 'LCP', value: 1234.5, rating: 'good', route: '/product/:slug', device: 'phone' }

describe('a web vitals beacon', () => {
  it('is taken when every metric is one the page measures, on a route it knows', () => {
    const beacon = [
      good,
      { name: 'CLS', value: 0.02, rating: 'good', route: '/product/:slug', device: 'phone' },
    ]
    expect(parseBeacon(JSON.stringify(beacon), ROUTES)).toEqual(beacon)
  })

  it('is refused whole when any part of it is not what the page sends', () => {
    for (const bad of [
      '{',
      '{}',
      '[]',
      JSON.stringify([{ ...good, name: 'FID' }]),
      JSON.stringify([{ ...good, value: -1 }]),
      JSON.stringify([{ ...good, value: '1200' }]),
      JSON.stringify([{ ...good, value: 1e9 }]),
      JSON.stringify([{ ...good, rating: 'great' }]),
      JSON.stringify([{ ...good, route: '/product/nova-x-1' }]),
      JSON.stringify([{ ...good, device: 'watch' }]),
      JSON.stringify([{ ...good, email: 'nora@example.com' }]),
      JSON.stringify([good, good, good, good, good]),
    ])
      expect(parseBeacon(bad, ROUTES), bad).toBeNull()
  })

  it('is dropped past a rate per address and in all, a minute at a time', () => {
    let now = 0
    const allow = createRateLimit(2, 3, () => now)
    expect([allow('a'), allow('a'), allow('a')]).toEqual([true, true, false])
    expect([allow('b'), allow('c')]).toEqual([true, false])
    now = 60_000
    expect(allow('a')).toBe(true)
  })
})

describe('POST /vitals', () => {
  let server: Server | undefined
  afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())))

  async function start() {
    const lines: Record<string, unknown>[] = []
    const endpoint = createVitalsEndpoint(ROUTES, (fields) => lines.push(fields))
    server = createServer(endpoint)
    await new Promise<void>((done) => server?.listen(0, '127.0.0.1', done))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/vitals`
    return { url, lines }
  }

  it('writes one line per metric of a good beacon, and nothing for a bad one', async () => {
    const { url, lines } = await start()
    const taken = await fetch(url, { method: 'POST', body: JSON.stringify([good]) })
    expect(taken.status).toBe(204)
    expect(lines).toEqual([{ msg: 'web vital', ...good }])
    const refused = await fetch(url, { method: 'POST', body: JSON.stringify([{ ...good, name: 'FID' }]) })
    expect(refused.status).toBe(400)
    const huge = await fetch(url, { method: 'POST', body: 'x'.repeat(5000) })
    expect(huge.status).toBe(413)
    expect((await fetch(url)).status).toBe(405)
    expect(lines).toHaveLength(1)
  })
})
