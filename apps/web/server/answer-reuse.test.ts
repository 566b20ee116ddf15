// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { createSettingsCache, type Visitor } from './first-answers.ts'

const guest: Visitor = { lang: 'en', token: undefined, requestId: 'r1' }
const shopper: Visitor = { lang: 'en', token: 'secret', requestId: 'r2' }
const answered = (n: number) => Promise.resolve({ data: { result: true, n } })

/** Counts the calls of `ask`, each answering its own number. */
function counter() {
  let calls = 0
  return {
    ask: () => answered(++calls),
    get calls() {
      return calls
    },
  }
}

describe('answers reused across pages for a while', () => {
  it('reuses the settings for every visitor, and a guest page’s own answers for guests alone', async () => {
    const held = createSettingsCache(10_000)
    const settings = counter()
    await held(guest, settings.ask)
    await held(shopper, settings.ask)
    expect(settings.calls).toBe(1)

    const home = counter()
    expect(await held(guest, home.ask, '/api/v1/client/home')).toEqual({ data: { result: true, n: 1 } })
    expect(await held({ ...guest, requestId: 'r3' }, home.ask, '/api/v1/client/home')).toEqual({
      data: { result: true, n: 1 },
    })
    // A signed-in visitor's answers are theirs: asked every time.
    await held(shopper, home.ask, '/api/v1/client/home')
    await held(shopper, home.ask, '/api/v1/client/home')
    expect(home.calls).toBe(3)
    // Another language, another answer.
    await held({ ...guest, lang: 'ar' }, home.ask, '/api/v1/client/home')
    expect(home.calls).toBe(4)
  })

  it('keeps nothing that failed or said result: false, nor anything once the time is up, nor with no time', async () => {
    const held = createSettingsCache(10_000)
    let calls = 0
    const refusing = () => {
      calls++
      return Promise.resolve({ data: { result: false } })
    }
    await held(guest, refusing, '/x')
    await new Promise((resolve) => setTimeout(resolve))
    await held(guest, refusing, '/x')
    expect(calls).toBe(2)
    const failing = () => {
      calls++
      return Promise.reject(new Error('down'))
    }
    await held(guest, failing, '/y').catch(() => undefined)
    await new Promise((resolve) => setTimeout(resolve))
    await held(guest, failing, '/y').catch(() => undefined)
    expect(calls).toBe(4)

    const never = createSettingsCache(0)
    const each = counter()
    await never(guest, each.ask)
    await never(guest, each.ask, '/z')
    await never(guest, each.ask, '/z')
    expect(each.calls).toBe(3)

    const brief = createSettingsCache(20)
    const later = counter()
    await brief(guest, later.ask, '/w')
    await new Promise((resolve) => setTimeout(resolve, 40))
    await brief(guest, later.ask, '/w')
    expect(later.calls).toBe(2)
  })
})
