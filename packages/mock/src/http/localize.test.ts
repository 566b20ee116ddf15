import { describe, expect, it } from 'vitest'
import { UNSAFE_DESCRIPTION_PRODUCT_ID } from '../seed/index.ts'
import { shortDescriptionAr } from '../seed/products-ar.ts'
import { products } from '../store/catalog.ts'
import { call, captcha, get, setupMockHarness } from '../testing/index.ts'
import { requestLanguage } from './localize.ts'

setupMockHarness()

const ar = { 'accept-language': 'ar' }
const arabic = /[\u0600-\u06FF]/
// Latin words that may stay in Arabic text: brand, model and technical names.
const latinRun = /[A-Za-z]{4,}(?: [A-Za-z]{4,}){2,}/

describe('Accept-Language is negotiated as openapi.yaml says', () => {
  it.each([
    ['ar', 'ar'],
    ['AR-eg', 'ar'],
    ['en;q=0.1, ar', 'ar'],
    ['fr, ar;q=0.5, en;q=0.4', 'ar'],
    ['ar-EG,ar;q=0.9', 'ar'],
    ['ar, *;q=0.5', 'ar'],
    ['arn', 'en'],
    ['arn, en', 'en'],
    ['*, ar;q=0.5', 'en'],
    ['ar;q=0', 'en'],
    ['ar;q=0.000, en;q=0.001', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['fr', 'en'],
    ['', 'en'],
    [null, 'en'],
  ])('%j answers %s', (header, language) => {
    expect(requestLanguage(header)).toBe(language)
  })

  it('says so in Content-Language and in the text of the answer', async () => {
    const answer = await get('/api/v1/client/colors', undefined, { 'accept-language': 'en;q=0.1, ar' })
    expect(answer.headers.get('content-language')).toBe('ar')
    expect(answer.body.message).toMatch(arabic)
    const mapudungun = await get('/api/v1/client/colors', undefined, { 'accept-language': 'arn' })
    expect(mapudungun.headers.get('content-language')).toBe('en')
  })
})

describe('the mock answers in the language asked for', () => {
  it('sends English and Content-Language: en without an Arabic Accept-Language', async () => {
    const { headers, body } = await get('/api/v1/client/allSettings')
    expect(headers.get('content-language')).toBe('en')
    expect(body.data.categories[0].name).toBe('Smartphones')
  })

  it('sends the settings records in Arabic, with Content-Language: ar', async () => {
    const { headers, body } = await get('/api/v1/client/allSettings', undefined, {
      'accept-language': 'ar-EG,ar;q=0.9',
    })
    expect(headers.get('content-language')).toBe('ar')
    expect(body.message).toBe('تم بنجاح')
    const named = [...body.data.categories, ...body.data.colors, ...body.data.tags, ...body.data.homeSections]
    for (const record of named) expect(record.name, record.slug).toMatch(arabic)
    expect(body.data.categories[0].image.alt).toBe('الهواتف الذكية')
    for (const sort of body.data.sorts) expect(sort.label).toMatch(arabic)
    for (const page of body.data.pages) {
      expect(page.title).toMatch(arabic)
      expect(page.content).toMatch(arabic)
      expect(page.content).not.toMatch(latinRun)
    }
    const config = Object.fromEntries(
      body.data.configurations.map((c: { key: string; value: string }) => [c.key, c.value]),
    )
    expect(config.store_name).toBe('فولتلاين')
    expect(config.store_address).toMatch(arabic)
    expect(config.contact_email).toBe('support@voltline.example')
    // Brand names stay as they are.
    expect(body.data.brands[0].name).toBe('Zentro')
  })

  it('sends the home hero, sections and product texts in Arabic', async () => {
    const { body } = await get('/api/v1/client/home', undefined, ar)
    expect(body.data.hero.title).toBe('تقنية تحرّكك')
    expect(body.data.hero.subtitle).toMatch(arabic)
    for (const section of body.data.sections) {
      expect(section.name).toMatch(arabic)
      for (const product of section.products) {
        expect(product.short_description).toMatch(arabic)
        expect(product.category.name).toMatch(arabic)
        expect(product.name).not.toMatch(arabic)
      }
    }
  })

  it('gives every seeded product an Arabic short description', () => {
    const missing = products.findMany().filter((p) => shortDescriptionAr(p.short_description) === null)
    expect(missing.map((p) => p.short_description)).toEqual([])
  })

  it('sends a product page in Arabic, the hostile markup kept for the sanitiser to remove', async () => {
    const id = UNSAFE_DESCRIPTION_PRODUCT_ID
    const { body } = await get('/api/v1/client/product/{id}', `/api/v1/client/product/${id}`, ar)
    expect(body.data.description).toMatch(arabic)
    expect(body.data.description).toContain('<script>')
    expect(body.data.specifications[0].name).toMatch(arabic)
    for (const tag of body.data.tags) expect(tag.name).toMatch(arabic)
    for (const variant of body.data.variants) if (variant.color) expect(variant.color.name).toMatch(arabic)
    const english = await get('/api/v1/client/product/{id}', `/api/v1/client/product/${id}`)
    expect(english.body.data.description).not.toMatch(arabic)
  })

  it('sends team members in Arabic', async () => {
    const { body } = await get('/api/v1/client/team-members', undefined, ar)
    for (const member of body.data) {
      expect(member.name).toMatch(arabic)
      expect(member.role).toMatch(arabic)
      expect(member.bio).toMatch(arabic)
    }
  })

  it('sends validation and business errors in Arabic', async () => {
    const invalid = await call('post', '/api/v1/client/send-otp-login', {
      json: { email: 'not-an-email', recaptcha_token: await captcha() },
      headers: ar,
    })
    expect(invalid.status).toBe(422)
    expect(invalid.headers.get('content-language')).toBe('ar')
    expect(invalid.body.errors.email).toEqual(['يرجى إدخال بريد إلكتروني صالح.'])
    expect(invalid.body.message).toMatch(arabic)

    const wrongCode = await call('post', '/api/v1/client/verify-otp-login', {
      json: { email: 'nobody-here@example.com', otp: '123456' },
      headers: ar,
    })
    expect(wrongCode.body).toEqual({
      result: false,
      message: 'فشل التحقق من الرمز.',
      errors: { otp: ['فشل التحقق من الرمز.'] },
    })

    const signedOut = await get('/api/v1/client/cart', undefined, ar)
    expect(signedOut.status).toBe(401)
    expect(signedOut.body.message).toBe('لم يتم تسجيل الدخول.')
  })

  it('is deterministic: the same request gives the same Arabic answer', async () => {
    const first = await get('/api/v1/client/home', undefined, ar)
    const second = await get('/api/v1/client/home', undefined, ar)
    expect(second.body).toEqual(first.body)
  })
})
