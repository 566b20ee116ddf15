import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { urlOf } from './mock-request.ts'
import { headersOf, NodeHeaders, NodeRequest, requestUrl } from './node-request.ts'

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

describe('the URL of a request', () => {
  const url = (target: string, host?: string) =>
    requestUrl({ url: target, headers: host === undefined ? {} : { host } }, 'http://mock.invalid')?.href ??
    null

  it('takes an origin-form target as path and query, even one that starts //', () => {
    expect(url('/api/v1/client/home?x=1', 'shop.test:8080')).toBe(
      'http://shop.test:8080/api/v1/client/home?x=1',
    )
    expect(url('//', 'x')).toBe('http://x//')
    expect(url('//evil.example/a', 'x')).toBe('http://x//evil.example/a')
    expect(url('/api/..//', 'x')).toBe('http://x//')
    expect(url('/a', undefined)).toBe('http://mock.invalid/a')
    expect(url('*', 'x')).toBe('http://x/')
  })

  it('takes an absolute-form target as it is, and no other form', () => {
    expect(url('http://other.test/api/v1/client/home', 'x')).toBe('http://other.test/api/v1/client/home')
    for (const target of ['example.com:443', 'api/v1', '', 'http://a:b@x/'])
      expect(url(target, 'x'), target).toBeNull()
  })

  it('makes none from a Host that names no host', () => {
    for (const host of ['a b', 'x:99999', '[', 'a%zz', 'a@b', 'a/b', 'a?b', 'a#b', 'a\\b', ''])
      expect(url('/', host), host).toBe(host === '' ? 'http://mock.invalid/' : null)
    for (const host of ['localhost:5173', '127.0.0.1', '[::1]:4010', 'shop.example.com'])
      expect(url('/', host), host).toBe(`http://${host}/`)
  })
})
