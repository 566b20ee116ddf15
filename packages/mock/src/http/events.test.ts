// GET /__mock/events: the mock's calls and forced answers as they happen, over the HTTP server.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startMockServer } from '../http.ts'
import { subscriberCount } from './mock-events.ts'

let server: Awaited<ReturnType<typeof startMockServer>>
beforeAll(async () => {
  process.env.MOCK_QUIET = '1'
  server = await startMockServer({ port: 0 })
})
afterAll(() => server?.close())

interface Event {
  type: string
  data: Record<string, unknown>
}

/** Reads a text/event-stream body event by event. */
function events(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffered = ''
  return async function next(): Promise<Event> {
    for (;;) {
      const end = buffered.indexOf('\n\n')
      if (end >= 0) {
        const block = buffered.slice(0, end)
        buffered = buffered.slice(end + 2)
        const type = /^event: (.+)$/m.exec(block)?.[1]
        const data = /^data: (.+)$/m.exec(block)?.[1]
        if (type && data) return { type, data: JSON.parse(data) }
        continue
      }
      const { value, done } = await reader.read()
      if (done) throw new Error('the stream ended')
      buffered += decoder.decode(value, { stream: true })
    }
  }
}

it('streams each call the mock answers and each change of the forced answers, and lets go of a client that leaves', async () => {
  const leave = new AbortController()
  const response = await fetch(`${server.url}/__mock/events`, { signal: leave.signal })
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/)
  const next = events(response.body as ReadableStream<Uint8Array>)
  // What is forced now, first, so a subscriber starts from the truth.
  expect(await next()).toEqual({ type: 'forced', data: {} })

  await fetch(`${server.url}/api/v1/client/tags`)
  expect(await next()).toMatchObject({
    type: 'call',
    data: { method: 'GET', path: '/api/v1/client/tags', status: 200, operationId: 'getTags' },
  })

  await fetch(`${server.url}/__mock/operations/getTags`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ status: 500 }),
  })
  expect(await next()).toEqual({ type: 'forced', data: { getTags: { status: 500 } } })
  await fetch(`${server.url}/api/v1/client/tags`)
  expect(await next()).toMatchObject({ type: 'call', data: { status: 500, forced: 'status=500' } })

  await fetch(`${server.url}/__mock/reset`, { method: 'POST' })
  expect(await next()).toEqual({ type: 'forced', data: {} })

  expect(subscriberCount()).toBe(1)
  leave.abort()
  await expect.poll(subscriberCount).toBe(0)
})
