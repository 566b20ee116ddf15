// Chaos rules over the HTTP server: no msw in this process, so the server's own paths are used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startMockServer } from '../http.ts'
import { addChaos } from './chaos.ts'
import { resetDb } from './reset.ts'

describe('chaos over HTTP', () => {
  let server: Awaited<ReturnType<typeof startMockServer>>
  beforeAll(async () => {
    process.env.MOCK_QUIET = '1'
    server = await startMockServer({ port: 0 })
    await resetDb()
  })
  afterAll(() => server?.close())

  it('reaches a catalogue read the server had kept, and clears with DELETE', async () => {
    const colors = `${server.url}/api/v1/client/colors`
    expect((await fetch(colors)).status).toBe(200)
    expect((await fetch(colors)).status).toBe(200)
    addChaos({ rules: [{ operationId: 'getColors', status: 503 }] })
    expect((await fetch(colors)).status).toBe(503)
    const cleared = await fetch(`${server.url}/__mock/chaos`, { method: 'DELETE' })
    expect((await cleared.json()).data.rules).toEqual([])
    expect((await fetch(colors)).status).toBe(200)
  })

  it('refuses a page of an origin that may not use the development endpoints', async () => {
    const answer = await fetch(`${server.url}/__mock/chaos`, { headers: { origin: 'https://evil.example' } })
    expect(answer.status).toBe(403)
  })
})
