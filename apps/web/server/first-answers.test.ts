import { setupMockHarness } from '@storefront/mock/testing'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { SETTINGS_PATH } from '../src/app/first-answers'
import { anyFirstPage } from '../src/app/first-pages'
import { env } from '../src/lib/env'
import { fetchFirstAnswers } from './first-answers.ts'
import type { Renderer } from './renderer.ts'

const mock = setupMockHarness()

const renderer = { SETTINGS_PATH } as Renderer
const api = { baseUrl: env.apiUrl, appKey: 'storefront-web', timeoutMs: 5000 }
const guest = { lang: 'en' as const, token: undefined, requestId: 'first-answers-test' }

describe('the first answers of a page', () => {
  it('hold the 404 of the record the address names, so the page can say it does not exist', async () => {
    const page = anyFirstPage('/product/no-such-product', '')
    const { answers } = await fetchFirstAnswers(renderer, api, guest, page)
    expect(answers['/api/v1/client/product/no-such-product']).toEqual({
      result: false,
      message: expect.stringMatching(/not found/i),
    })
    expect(answers[SETTINGS_PATH]).toMatchObject({ result: true })
  })

  it('hold no other refusal: the app asks for those itself', async () => {
    const notFound = () => HttpResponse.json({ result: false, message: 'Not found.' }, { status: 404 })
    mock.server.use(http.get('*/api/v1/client/home', notFound))
    const { answers: home } = await fetchFirstAnswers(renderer, api, guest, anyFirstPage('/', ''))
    expect(Object.keys(home)).toEqual([SETTINGS_PATH])
    mock.force('getProduct', 503)
    const { answers: product } = await fetchFirstAnswers(renderer, api, guest, anyFirstPage('/product/3', ''))
    expect(Object.keys(product)).toEqual([SETTINGS_PATH])
  })

  it('say the API is down when the settings call answers 502-504, not when it fails in itself (a refused connection: e2e/real-topology)', async () => {
    mock.force('getAllSettings', 503)
    expect((await fetchFirstAnswers(renderer, api, guest, null)).apiDown).toBe('status 503')
    mock.force('getAllSettings', 500)
    expect((await fetchFirstAnswers(renderer, api, guest, null)).apiDown).toBeUndefined()
  })
})
