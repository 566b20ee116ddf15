import { describe, expect, it } from 'vitest'
import { useBrowser } from './browser.ts'

const b = useBrowser()

describe('aliases of the spec routes', () => {
  it('answers /contact-us and the other common aliases with 301 to the spec route, keeping the query', async () => {
    const cases: [string, string][] = [
      ['/contact-us', '/contact'],
      ['/contactus?from=mail', '/contact?from=mail'],
      ['/contact_us', '/contact'],
      ['/Contact-Us/', '/contact'],
      ['/aboutus', '/about-us'],
      ['/terms', '/terms-conditions'],
      ['/faqs', '/faq'],
    ]
    for (const [from, to] of cases) {
      const answer = await fetch(`${b.baseUrl}${from}`, { redirect: 'manual' })
      expect([from, answer.status, answer.headers.get('location')]).toEqual([from, 301, to])
    }
    const page = await fetch(`${b.baseUrl}/contact`)
    expect(page.status).toBe(200)
  })
})
