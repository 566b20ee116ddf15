import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { adjustStock, findVariant, listVariants } from '../../store/catalog.ts'
import { get, ORIGIN, register, setupMockHarness } from '../../testing/index.ts'
import { mockConfig } from '../config.ts'

setupMockHarness()

const dev = (path: string, init?: RequestInit) =>
  fetch(`${ORIGIN}${path}`, init).then(async (r) => ({ status: r.status, body: await r.json() }))
const postJson = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('development endpoints', () => {
  it('reports health', async () => {
    const { status, body } = await dev('/__mock/health')
    expect(status).toBe(200)
    expect(body).toMatchObject({ result: true, status: 'ok', products: 220 })
  })

  it('resets the data to the seed', async () => {
    const variant = listVariants().find((v) => v.stock > 2)!
    await adjustStock(variant.id, -2)
    expect(findVariant(variant.id)?.variant.stock).toBe(variant.stock - 2)
    const { status } = await dev('/__mock/reset', { method: 'POST' })
    expect(status).toBe(200)
    expect(findVariant(variant.id)?.variant.stock).toBe(variant.stock)
  })

  it('reads and changes the failure knobs, refusing bad values', async () => {
    expect((await dev('/__mock/config')).body.data).toEqual({ delayMs: 0, errorRate: 0, errorStatus: 500 })
    const changed = await dev('/__mock/config', postJson({ errorStatus: 503, delayMs: 5 }))
    expect(changed.body.data).toEqual({ delayMs: 5, errorRate: 0, errorStatus: 503 })
    expect(mockConfig.errorStatus).toBe(503)
    for (const bad of [
      { errorRate: 2 },
      { errorStatus: 200 },
      { delayMs: -1 },
      { validateResponses: false },
    ]) {
      const refused = await dev('/__mock/config', postJson(bad))
      expect(refused.status).toBe(422)
      expect(refused.body.result).toBe(false)
    }
    expect(mockConfig.validateResponses).toBe(true)
    expect((await dev('/__mock/config', { method: 'POST', body: '[1]' })).status).toBe(400)
  })

  it('refuses a `__proto__` key as it refuses any key it does not know, and changes nothing', async () => {
    const refused = await dev('/__mock/config', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"__proto__":{"errorRate":1},"delayMs":5}',
    })
    expect(refused.status).toBe(422)
    expect(Object.keys(refused.body.errors)).toEqual(['__proto__'])
    expect(mockConfig.snapshot()).toMatchObject({ delayMs: 0, errorRate: 0 })
    expect(Object.getPrototypeOf(mockConfig)).toBe(Object.prototype)
    mockConfig.update(JSON.parse('{"__proto__":{"delayMs":7},"errorStatus":503}'))
    expect(Object.getPrototypeOf(mockConfig)).toBe(Object.prototype)
    expect(mockConfig.snapshot()).toMatchObject({ delayMs: 0, errorStatus: 503 })
  })
})

describe('error injection and delay', () => {
  it('answers the status asked for in X-Mock-Error, or in __error', async () => {
    const header = await fetch(`${ORIGIN}/api/v1/client/allSettings`, { headers: { 'X-Mock-Error': '503' } })
    expect(header.status).toBe(503)
    expect(await header.json()).toMatchObject({ result: false })
    const query = await fetch(`${ORIGIN}/api/v1/client/send-otp-login?__error=429`, { method: 'POST' })
    expect(query.status).toBe(429)
    expect((await get('/api/v1/client/home')).status).toBe(200)
  })

  it('refuses with 400 a status the operation does not declare, naming the ones it does', async () => {
    for (const url of ['/api/v1/client/home?__error=429', '/api/v1/client/home?__error=teapot']) {
      const refused = await fetch(`${ORIGIN}${url}`)
      expect(refused.status, url).toBe(400)
      const body = await refused.json()
      expect(body.errors['X-Mock-Error'][0]).toMatch(
        /^getHome does not declare status \S+ \(declared: 200, 400, 500, 503\)\.$/,
      )
    }
    const teapot = await fetch(`${ORIGIN}/api/v1/client/cart`, { headers: { 'X-Mock-Error': '418' } })
    expect(teapot.status).toBe(401)
    const { token } = await register('teapot@example.com')
    const declared = await fetch(`${ORIGIN}/api/v1/client/cart`, {
      headers: { 'X-Mock-Error': '418', authorization: `Bearer ${token}` },
    })
    expect(declared.status).toBe(400)
    expect((await declared.json()).message).toMatch(/getCart does not declare status 418/)
  })

  it('answers 500 where the configured error status is one the operation does not declare', async () => {
    await dev('/__mock/config', postJson({ errorRate: 1, errorStatus: 429 }))
    expect((await fetch(`${ORIGIN}/api/v1/client/send-otp-login`, { method: 'POST' })).status).toBe(429)
    expect((await fetch(`${ORIGIN}/api/v1/client/colors`)).status).toBe(500)
    await dev('/__mock/config', postJson({ errorRate: 0 }))
  })

  it('fails every call when the error rate is 1', async () => {
    await dev('/__mock/config', postJson({ errorRate: 1, errorStatus: 502 }))
    expect((await fetch(`${ORIGIN}/api/v1/client/colors`)).status).toBe(502)
    await dev('/__mock/config', postJson({ errorRate: 0 }))
    expect((await fetch(`${ORIGIN}/api/v1/client/colors`)).status).toBe(200)
  })

  it('delays an answer by X-Mock-Delay milliseconds', async () => {
    const started = performance.now()
    // Far apart, so a busy machine's slow undelayed call cannot pass for a delayed one.
    await fetch(`${ORIGIN}/api/v1/client/colors`, { headers: { 'X-Mock-Delay': '600' } })
    expect(performance.now() - started).toBeGreaterThanOrEqual(590)
    const quick = performance.now()
    await fetch(`${ORIGIN}/api/v1/client/colors`)
    expect(performance.now() - quick).toBeLessThan(590)
  })
})

describe('generated images', () => {
  /** Format and size as an image decoder reads them. */
  const decode = async (url: string) => {
    const response = await fetch(`${ORIGIN}${url}`)
    const bytes = Buffer.from(await response.arrayBuffer())
    const { format, width, height } = await sharp(bytes).metadata()
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      bytes,
      format,
      width,
      height,
    }
  }

  it('sends a WebP of the size the catalogue promises, the same bytes each time', async () => {
    const product = (await get('/api/v1/client/product/{id}', '/api/v1/client/product/12')).body.data
    const image = product.images[1]
    const picture = await decode(image.url)
    expect(picture).toMatchObject({ status: 200, type: 'image/webp', format: 'webp' })
    expect([picture.width, picture.height]).toEqual([image.width, image.height])
    expect((await decode(image.url)).bytes.equals(picture.bytes)).toBe(true)
  })

  it('draws every kind of picture the seed hands out', async () => {
    const { body } = await get('/api/v1/client/home')
    const team = (await get('/api/v1/client/team-members')).body.data
    const images = [
      body.data.hero.image,
      ...body.data.categories.map((c: { image: unknown }) => c.image),
      ...body.data.brands.map((b: { logo: unknown }) => b.logo),
      ...team.map((member: { image: unknown }) => member.image),
    ] as { url: string; width: number; height: number }[]
    for (const image of images) {
      const picture = await decode(image.url)
      expect([picture.format, picture.width, picture.height], image.url).toEqual([
        'webp',
        image.width,
        image.height,
      ])
    }
  })

  it("draws a colour's pictures in that colour", async () => {
    const product = (await get('/api/v1/client/product/{id}', '/api/v1/client/product/12')).body.data
    const variant = product.variants.find((v: { images: unknown[] }) => v.images.length > 0)
    if (!variant?.color) throw new Error('product 12 should have a coloured variant with pictures')
    const { bytes } = await decode(variant.images[0].url)
    const { channels } = await sharp(bytes).stats()
    const hex = variant.color.hex.replace('#', '')
    const wanted = [0, 2, 4].map((at) => Number.parseInt(hex.slice(at, at + 2), 16))
    // A quarter of the picture's gradient lies over the colour, so it is near it, not equal.
    channels.slice(0, 3).forEach((channel, i) => {
      expect(Math.abs(channel.mean - (wanted[i] ?? 0)), `channel ${i}`).toBeLessThan(64)
    })
  })

  it('answers 404 for a picture that does not exist', async () => {
    expect((await fetch(`${ORIGIN}/mock-images/product-99999-1.webp`)).status).toBe(404)
    expect((await fetch(`${ORIGIN}/mock-images/whatever.png`)).status).toBe(404)
  })
})
