// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { composePage, composePageBytes, firstAnswersJson, type PageTemplate } from './page-template.ts'

const html =
  '<!doctype html><html lang="en" dir="ltr"><head><meta charset="UTF-8" />' +
  '<meta name="description" content="Template description" /><title>Storefront</title></head>' +
  '<body><div id="root"></div><script type="module" src="/assets/main.js"></script></body></html>'
const template: PageTemplate = {
  browserRendered: html,
  serverRendered: html,
  scriptSources: [],
  pageChunks: () => [],
  entryImports: [],
}
const fallbackHead =
  '<title>المتجر</title><link rel="canonical" href="https://shop.example/shop?lang=ar" data-page-meta="">'

describe('a page left to the browser', () => {
  it('is in the visitor’s language and carries the head it was given instead of the template’s', () => {
    const page = composePage(template, { lang: 'ar', answers: {}, head: fallbackHead })
    expect(page).toContain('<html lang="ar" dir="rtl">')
    expect(page).toContain(fallbackHead)
    expect(page).not.toContain('<title>Storefront</title>')
    expect(page).not.toContain('Template description')
    expect(page).toContain('<meta charset="UTF-8" />')
    expect(page).toContain('<div id="root"></div>')
  })

  it('keeps the template’s title and description when it has no head of its own, still in the visitor’s language', () => {
    const page = composePage(template, { lang: 'ar', answers: {} })
    expect(page).toContain('<html lang="ar" dir="rtl">')
    expect(page).toContain('<title>Storefront</title>')
    expect(composePage(template, { lang: 'en', answers: {} })).toContain('<html lang="en" dir="ltr">')
  })
})

describe('the theme the visitor stored', () => {
  it('is marked on <html> when the server knows it, and left out when it does not', () => {
    expect(composePage(template, { lang: 'en', theme: 'dark', answers: {} })).toContain(
      '<html lang="en" dir="ltr" data-theme="dark">',
    )
    expect(composePage(template, { lang: 'ar', answers: {} })).toContain('<html lang="ar" dir="rtl">')
    expect(composePage(template, { lang: 'en', answers: {} })).not.toContain('data-theme')
  })
})

describe('the consent mark', () => {
  it('names on <html> what the consent cookie held, or that the banner is in the page', () => {
    expect(composePage(template, { lang: 'en', consent: 'ask', answers: {} })).toContain(
      '<html lang="en" dir="ltr" data-consent="ask">',
    )
    expect(composePage(template, { lang: 'en', consent: 'false', answers: {} })).toContain(
      'data-consent="false"',
    )
  })
})

describe('the first answers written into the page', () => {
  // A one-byte page escapes every character beyond Latin-1; an Arabic page (two-byte markup) keeps
  // them, and has an escaper of its own: both must keep a payload inside its script.
  it.each([
    ['a one-byte page', 'en', undefined],
    ['an Arabic page', 'ar', { html: '<p>المتجر</p>', head: '<title>المتجر</title>' }],
  ])(
    'cannot close their script on %s: a </script> payload stays inside the JSON, and reads back the same',
    (_, lang, rendered) => {
      const payload = { name: '</script><script>alert(1)</script>', lines: 'a\u2028b\u2029c', ar: 'جنيه' }
      const page = composePage(template, {
        lang,
        answers: { '/api/v1/client/product/x': payload },
        ...(rendered ? { rendered } : {}),
      })
      const opening = '<script type="application/json" id="first-answers">'
      const start = page.indexOf(opening) + opening.length
      const json = page.slice(start, page.indexOf('</script>', start))
      expect(json).not.toContain('<')
      expect(json).not.toMatch(/[\u2028\u2029]/)
      expect(JSON.parse(json).answers['/api/v1/client/product/x']).toEqual(payload)
      expect(page.match(/<script/g)).toHaveLength(2)
      // Which escaper wrote it: Arabic letters escaped on the one-byte page only.
      expect(json.includes('جنيه')).toBe(lang === 'ar')
    },
  )
})

describe('the first answers beside markup of one-byte characters', () => {
  const answers = {
    '/api/v1/client/allSettings': { name: { en: 'Pound £', ar: 'جنيه إسترليني' }, symbol: '€' },
  }
  const firstAnswers = (page: string) => {
    const opening = '<script type="application/json" id="first-answers">'
    const start = page.indexOf(opening) + opening.length
    return page.slice(start, page.indexOf('</script>', start))
  }
  const rendered = (markup: string) => ({ html: markup, head: '<title>Shop</title>' })

  it('escape every character beyond Latin-1, so the whole page stays one-byte, and read back the same', () => {
    const page = composePage(template, {
      lang: 'en',
      answers,
      rendered: rendered('<p>© 2026 Storefront</p>'),
    })
    expect(page).not.toMatch(/[\u0100-\uffff]/)
    expect(firstAnswers(page)).toContain('Pound £')
    expect(JSON.parse(firstAnswers(page)).answers).toEqual(answers)
  })

  it('are written as they are when the markup is two-byte anyway (an Arabic page), where escapes would only add bytes', () => {
    const page = composePage(template, { lang: 'ar', answers, rendered: rendered('<p>المتجر</p>') })
    expect(firstAnswers(page)).toContain('جنيه إسترليني')
    expect(JSON.parse(firstAnswers(page)).answers).toEqual(answers)
  })
})

describe('the first answers block', () => {
  it('is the JSON of the whole block, each answer written once however many pages carry it', () => {
    const settings = { result: true, data: { name: 'Shop <1>' } }
    const block = { lang: 'en', answers: { '/s': settings, '/p?x=1': { result: true, data: [1, null] } } }
    const write = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c')
    expect(firstAnswersJson(block, write)).toBe(write(block))
    const money = { EUR: '€1.00' }
    expect(firstAnswersJson({ ...block, money }, write)).toBe(write({ ...block, money }))
    let writes = 0
    const counted = (value: unknown) => {
      writes++
      return write(value)
    }
    firstAnswersJson(block, counted)
    const once = writes
    firstAnswersJson({ lang: 'ar', answers: { '/s': settings } }, counted)
    // The settings' JSON is reused: only the language and the path are written again.
    expect(writes - once).toBe(2)
  })
})

describe('the page as bytes', () => {
  it('is the composed page in UTF-8, template parts and all, in either language and with or without markup', () => {
    const pages = [
      { lang: 'en', answers: {} },
      { lang: 'ar', answers: { '/api/v1/client/x': { result: true, name: 'هاتف' } }, head: fallbackHead },
      {
        lang: 'en',
        theme: 'dark',
        consent: 'ask',
        rootStyle: '--c:#fff',
        answers: { '/api/v1/client/y': { result: true, name: 'Café – “best”' } },
        rendered: {
          html: '<link rel="preload" as="image" href="/a.png"><p>Grüße — ١٢٣</p>',
          head: '<title>T</title>',
        },
      },
    ]
    for (const parts of pages) {
      const bytes = composePageBytes(template, parts)
      expect(bytes.equals(Buffer.from(composePage(template, parts)))).toBe(true)
      // Twice: the second takes the template's parts already encoded.
      expect(composePageBytes(template, parts).equals(bytes)).toBe(true)
    }
  })
})
