import { JSDOM } from 'jsdom'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sanitizeHtml, setSanitizerWindow } from './sanitize'

describe('sanitizeHtml', () => {
  it('strips <script> elements', () => {
    const out = sanitizeHtml('<p>Hi</p><script>alert(1)</script>')
    expect(out).toBe('<p>Hi</p>')
  })

  it('strips on* event handler attributes', () => {
    const out = sanitizeHtml('<img src="x.png" onerror="alert(1)"><a href="/a" onclick="steal()">a</a>')
    expect(out).not.toMatch(/onerror|onclick/i)
    expect(out).toContain('src="x.png"')
    expect(out).toContain('href="/a"')
  })

  it('strips javascript: URLs and keeps ordinary formatting', () => {
    const out = sanitizeHtml('<a href="javascript:alert(1)">x</a><ul><li><strong>ok</strong></li></ul>')
    expect(out).not.toContain('javascript:')
    expect(out).toContain('<ul><li><strong>ok</strong></li></ul>')
  })

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('')
  })
})

// The server's output is compared with a real browser's in e2e/security.e2e.ts (happy-dom is not one).
describe('sanitizeHtml on the server (a jsdom window, as apps/web/server gives it)', () => {
  const hostile =
    '<h3>Specs</h3><p>Lab photo: <img src=x onerror=alert(1)></p><script>alert("x")</script>' +
    '<a href="javascript:alert(1)">More</a><ul><li><strong>Display:</strong> 6.1-inch</li></ul>'
  beforeAll(() =>
    setSanitizerWindow(new JSDOM('').window as unknown as Parameters<typeof setSanitizerWindow>[0]),
  )
  afterAll(() => setSanitizerWindow(window as unknown as Parameters<typeof setSanitizerWindow>[0]))

  it('cleans a text it has cleaned before to the same result, also after many others', () => {
    const first = sanitizeHtml(hostile)
    expect(first).not.toMatch(/script|onerror|javascript/)
    expect(first).toContain('<strong>Display:</strong>')
    expect(sanitizeHtml(hostile)).toBe(first)
    for (let i = 0; i < 300; i++) sanitizeHtml(`<p>${i}<img src=x onerror="alert(${i})"></p>`)
    expect(sanitizeHtml(hostile)).toBe(first)
    expect(sanitizeHtml('<p>7<img src=x onerror="alert(7)"></p>')).not.toContain('onerror')
  })

  it('removes script, handlers and javascript: links, and keeps the formatting', () => {
    expect(sanitizeHtml(hostile)).toBe(
      '<h3>Specs</h3><p>Lab photo: <img src="x"></p><a>More</a><ul><li><strong>Display:</strong> 6.1-inch</li></ul>',
    )
  })
})
