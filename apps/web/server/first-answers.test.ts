// @vitest-environment node
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type MockServer, startMockServer } from '@storefront/mock/http'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { SETTINGS_PATH } from '../src/app/first-answers'
import { anyFirstPage } from '../src/app/first-pages'
import { createSettingsCache, fetchFirstAnswers } from './first-answers.ts'
import type { Renderer } from './renderer.ts'

const renderer = { SETTINGS_PATH } as Renderer
const guest = { lang: 'en' as const, token: undefined, requestId: 'first-answers-test' }
const options = (baseUrl: string) => ({ baseUrl, appKey: 'storefront-web', timeoutMs: 5000 })

let mock: MockServer
beforeAll(async () => {
  mock = await startMockServer({ port: 0 })
})
afterAll(() => mock.close())

let api: Server | undefined
afterEach(() => new Promise<void>((resolve) => (api ? api.close(() => resolve()) : resolve())))

/** A backend whose answers are the mock's, but for the paths given a status of their own. */
async function backend(statuses: Record<string, number>): Promise<string> {
  api = createServer(async (req, res) => {
    const status = statuses[new URL(req.url ?? '/', 'http://x').pathname]
    if (status) {
      res.writeHead(status, { 'content-type': 'application/json' })
      return res.end(JSON.stringify({ result: false, message: `status ${status}` }))
    }
    const answer = await fetch(`${mock.url}${req.url}`)
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(await answer.text())
  })
  await new Promise<void>((resolve) => api?.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(api.address() as AddressInfo).port}`
}

describe('the first answers of a page', () => {
  it('hold the 404 of the record the address names, so the page can say it does not exist', async () => {
    const page = anyFirstPage('/product/no-such-product', '')
    const { answers } = await fetchFirstAnswers(renderer, options(mock.url), guest, page)
    expect(answers['/api/v1/client/product/no-such-product']).toEqual({
      result: false,
      message: expect.stringMatching(/not found/i),
    })
    expect(answers[SETTINGS_PATH]).toMatchObject({ result: true })
  })

  it('hold no other refusal: the app asks for those itself', async () => {
    const base = await backend({ '/api/v1/client/home': 404, '/api/v1/client/product/3': 503 })
    const { answers: home } = await fetchFirstAnswers(renderer, options(base), guest, anyFirstPage('/', ''))
    expect(Object.keys(home)).toEqual([SETTINGS_PATH])
    const { answers: product } = await fetchFirstAnswers(
      renderer,
      options(base),
      guest,
      anyFirstPage('/product/3', ''),
    )
    expect(Object.keys(product)).toEqual([SETTINGS_PATH])
  })

  it('say the API is down when the settings call answers 502-504, not when it fails in itself (a refused connection: e2e/real-topology)', async () => {
    const down = await backend({ [SETTINGS_PATH]: 503 })
    expect((await fetchFirstAnswers(renderer, options(down), guest, null)).apiDown).toBe('status 503')
    await new Promise<void>((resolve) => api?.close(() => resolve()))
    const failing = await backend({ [SETTINGS_PATH]: 500 })
    expect((await fetchFirstAnswers(renderer, options(failing), guest, null)).apiDown).toBeUndefined()
  })

  it("are asked in the visitor's mock world, and never taken from or kept in the shared settings", async () => {
    // In this world the settings answer 503: only a call made in it finds the API down.
    const forced = await fetch(`${mock.url}/__mock/operations/getAllSettings`, {
      method: 'POST',
      headers: { 'x-mock-session': 'page-world', 'content-type': 'application/json' },
      body: JSON.stringify({ status: 503 }),
    })
    expect(forced.status).toBe(200)
    const settings = createSettingsCache(60_000)
    const withCache = { ...options(mock.url), settings }
    expect((await fetchFirstAnswers(renderer, withCache, guest, null)).apiDown).toBeUndefined()
    const inWorld = { ...guest, world: 'page-world' }
    expect((await fetchFirstAnswers(renderer, withCache, inWorld, null)).apiDown).toBe('status 503')
    expect((await fetchFirstAnswers(renderer, withCache, guest, null)).apiDown).toBeUndefined()
  })
})
