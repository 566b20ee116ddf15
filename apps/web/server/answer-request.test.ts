// @vitest-environment node
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'
import { isApiError } from '@storefront/sdk'
import { afterEach, describe, expect, it } from 'vitest'
import { answerHeaders, requestAnswer } from './answer-request.ts'
import { apiDownReason, fetchFirstAnswers } from './first-answers.ts'
import type { FirstPage, Renderer } from './renderer.ts'

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

/** An API that answers every request with `answer`, and keeps the headers it was sent. */
async function api(answer: (res: import('node:http').ServerResponse) => void) {
  const seen: IncomingHttpHeaders[] = []
  server = createServer((req, res) => {
    seen.push(req.headers)
    answer(res)
  })
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen }
}

const json =
  (status: number, body: unknown, gzip = false) =>
  (res: import('node:http').ServerResponse) => {
    const bytes = Buffer.from(JSON.stringify(body))
    res.writeHead(status, {
      'content-type': 'application/json',
      ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    })
    res.end(gzip ? gzipSync(bytes) : bytes)
  }

describe("the server's requests for a page's first answers", () => {
  it("sends the headers the app's client sends, and reads the JSON, compressed or not", async () => {
    const headers = await answerHeaders({
      baseUrl: 'http://api.invalid',
      appKey: 'shop',
      token: 't1',
      lang: 'ar',
    })
    expect(headers).toMatchObject({
      authorization: 'Bearer t1',
      'accept-language': 'ar',
      'x-app-key': 'shop',
    })
    const plain = await api(json(200, { result: true, data: { n: 1 } }))
    expect(await requestAnswer(new URL(`${plain.url}/a?b=1`), headers, AbortSignal.timeout(5000))).toEqual({
      result: true,
      data: { n: 1 },
    })
    expect(plain.seen[0]).toMatchObject({ authorization: 'Bearer t1', 'x-app-key': 'shop' })
    await new Promise<void>((resolve) => server?.close(() => resolve()))
    const packed = await api(json(200, { result: true, data: 'zipped' }, true))
    expect(await requestAnswer(new URL(packed.url), {}, AbortSignal.timeout(5000))).toEqual({
      result: true,
      data: 'zipped',
    })
  })

  it('fails as the SDK does, so a down API is told from a slow or refusing one', async () => {
    const down = await api(json(503, { result: false, message: 'down' }))
    const refused = await requestAnswer(new URL(down.url), {}, AbortSignal.timeout(5000)).catch(
      (e: unknown) => e,
    )
    expect(isApiError(refused) && refused.status).toBe(503)
    expect(apiDownReason(refused)).toBe('status 503')
    await new Promise<void>((resolve) => server?.close(() => resolve()))

    const slow = await api(() => undefined)
    const late = await requestAnswer(new URL(slow.url), {}, AbortSignal.timeout(100)).catch((e: unknown) => e)
    expect((late as Error).name).toBe('TimeoutError')
    expect(apiDownReason(late)).toBeUndefined()
    server?.closeAllConnections()

    const gone = await requestAnswer(
      new URL(slow.url.replace(/:\d+$/, ':1')),
      {},
      AbortSignal.timeout(5000),
    ).catch((e: unknown) => e)
    expect(gone).toBeInstanceOf(TypeError)
    expect(apiDownReason(gone)).toBe('ECONNREFUSED')
  })
})

describe("a page's first answers", () => {
  it('keep the 404 of the record the address names, and leave any other refusal to the app', async () => {
    const { url } = await api((res) => {
      const path = res.req.url ?? ''
      if (path === '/api/v1/client/allSettings') return json(200, { result: true, data: {} })(res)
      json(404, { result: false, message: 'Not found.' })(res)
    })
    const written = (path: string, record: boolean) =>
      ({
        path,
        method: 'get',
        template: path,
        init: undefined,
        record,
      }) as unknown as FirstPage['answers'][number]
    const page = {
      name: 'product',
      params: {},
      answers: [
        written('/api/v1/client/product/gone', true),
        written('/api/v1/client/reviews?product=gone', false),
      ],
      largestImage: () => undefined,
    } satisfies FirstPage
    const renderer = { SETTINGS_PATH: '/api/v1/client/allSettings' } as Renderer
    const { answers, apiDown } = await fetchFirstAnswers(
      renderer,
      { baseUrl: url, appKey: 'shop', timeoutMs: 5000 },
      { lang: 'en', token: undefined, requestId: 'r' },
      page,
    )
    expect(answers).toEqual({
      '/api/v1/client/allSettings': { result: true, data: {} },
      '/api/v1/client/product/gone': { result: false, message: 'Not found.' },
    })
    expect(apiDown).toBeUndefined()
  })
})
