// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { composePage, type PageTemplate } from './page-template.ts'

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

describe('the first answers written into the page', () => {
  it('cannot close their script: a </script> payload stays inside the JSON, and reads back the same', () => {
    const payload = { name: '</script><script>alert(1)</script>', lines: 'a\u2028b\u2029c' }
    const page = composePage(template, { lang: 'en', answers: { '/api/v1/client/product/x': payload } })
    const opening = '<script type="application/json" id="first-answers">'
    const start = page.indexOf(opening) + opening.length
    const json = page.slice(start, page.indexOf('</script>', start))
    expect(json).not.toContain('<')
    expect(json).not.toMatch(/[\u2028\u2029]/)
    expect(JSON.parse(json).answers['/api/v1/client/product/x']).toEqual(payload)
    expect(page.match(/<script/g)).toHaveLength(2)
  })
})
