import { describe, expect, it } from 'vitest'
import { pageItems } from './page-items'

describe('shop pagination', () => {
  it('lists page numbers with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1])
    expect(pageItems(1, 5)).toEqual([1, 2, null, 5])
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10])
    expect(pageItems(3, 5)).toEqual([1, 2, 3, 4, 5])
  })
})
