import { describe, expect, it } from 'vitest'
import { editDistance, nearestMatches } from './nearest-matches'

const names = ['Laptops', 'Smartphones', 'Headphones', 'Tessel', 'Zentro', 'TVs & Monitors', 'Wireless'].map(
  (name) => ({ name, value: name }),
)

describe('nearest matches of a search that found nothing', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('lpatop', 'laptop')).toBe(1)
    expect(editDistance('kitten', 'sitting')).toBe(3)
  })

  it('finds the names a typo was aiming at, closest first', () => {
    expect(nearestMatches('lapotps', names).map((m) => m.name)).toEqual(['Laptops'])
    expect(nearestMatches('tesel charger', names).map((m) => m.name)).toEqual(['Tessel'])
    expect(nearestMatches('monitr', names).map((m) => m.name)).toEqual(['TVs & Monitors'])
    expect(nearestMatches('headphone', names).map((m) => m.name)).toEqual(['Headphones'])
  })

  it('suggests nothing for text unlike any name', () => {
    expect(nearestMatches('zzzz-no-such-thing', names)).toEqual([])
    expect(nearestMatches('a', names)).toEqual([])
  })
})
