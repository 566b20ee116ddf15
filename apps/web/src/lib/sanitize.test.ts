import { describe, expect, it } from 'vitest'
import { sanitizeHtml } from './sanitize'

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
