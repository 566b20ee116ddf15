import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { urlOf } from './mock-request.ts'
import { headersOf, NodeHeaders, NodeRequest } from './node-request.ts'

describe('the HTTP server request', () => {
  const raw = {
    'accept-language': ' ar-EG\t',
    authorization: 'Bearer abc',
    'x-tracking-data': '{"a":1} ',
    'set-cookie': [' a=1', 'b=2 '],
    empty: '',
  }

  it('reads each header as a Fetch Headers filled from the same request would', () => {
    const light = new NodeHeaders(raw)
    const fetchHeaders = headersOf({ headers: raw })
    for (const name of [...Object.keys(raw), 'Accept-Language', 'AUTHORIZATION', 'absent'])
      expect(light.get(name), name).toBe(fetchHeaders.get(name))
  })

  it('gives the URL it was built with to urlOf, and its body through a Fetch Request built once', async () => {
    const url = new URL('http://mock.test/api/v1/client/shop?page=2')
    const req = {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
    } as unknown as IncomingMessage
    const request = new NodeRequest(req, url, Buffer.from('\uFEFF{"a":"é"}'))
    expect(request.url).toBe(url.href)
    expect(urlOf(request)).toBe(url)
    expect(request.toRequest()).toBe(request.toRequest())
    expect(await request.text()).toBe('{"a":"é"}')
  })
})
