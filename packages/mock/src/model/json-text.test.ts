import { describe, expect, it } from 'vitest'
import { fixedRecord, jsonText } from './json-text.ts'

describe('jsonText', () => {
  it('gives the bytes JSON.stringify gives', () => {
    const bare = Object.create(null) as Record<string, unknown>
    bare.k = 'v'
    const values: unknown[] = [
      undefined,
      null,
      'a"\u2028\ud800',
      [1, undefined, () => 1, Symbol('s'), Number.NaN, -0, 'x'],
      new Array(2),
      { a: undefined, b: () => 1, c: Symbol('s'), d: Infinity, 'é"': [{}], e: null },
      { when: new Date(0), map: new Map([[1, 2]]), boxed: new Number(3), bare },
      { toJSON: () => ({ swapped: true }) },
      Object.assign([1, 2], { extra: 3 }),
    ]
    for (const value of values) expect(jsonText(value)).toBe(JSON.stringify(value))
  })

  it('keeps the text of a fixed record, which can no longer change', () => {
    const record = fixedRecord({ id: 1, image: { url: '/a.webp' }, colors: [{ id: 2 }] })
    const body = { data: [record, record], total: 2 }
    expect(jsonText(body)).toBe(JSON.stringify(body))
    expect(jsonText(body)).toBe(JSON.stringify(body))
    expect(() => {
      ;(record.image as { url: string }).url = '/b.webp'
    }).toThrow(TypeError)
    expect(() => {
      record.colors.push({ id: 3 })
    }).toThrow(TypeError)
  })
})
