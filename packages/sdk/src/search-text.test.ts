import { describe, expect, it } from 'vitest'
import { foldSearchText } from './search-text.ts'

describe('search text folding', () => {
  it('ignores case, spacing and Latin accents', () => {
    expect(foldSearchText('  Café   PRO ')).toBe('cafe pro')
  })

  it('ignores Arabic short vowels, shadda and tatweel', () => {
    expect(foldSearchText('سَمّـاعَات')).toBe(foldSearchText('سماعات'))
  })

  it('treats the alef forms أ إ آ ٱ as ا', () => {
    expect(new Set(['أجهزة', 'إجهزة', 'آجهزة', 'ٱجهزة', 'اجهزة'].map(foldSearchText)).size).toBe(1)
  })

  it('treats ة as ه and ى as ي', () => {
    expect(foldSearchText('الذكية')).toBe(foldSearchText('الذكيه'))
    expect(foldSearchText('مستوى')).toBe(foldSearchText('مستوي'))
  })

  it('reads Arabic-Indic digits as Latin ones', () => {
    expect(foldSearchText('تلفزيون ٤K')).toBe(foldSearchText('تلفزيون 4k'))
    expect(foldSearchText('۵G')).toBe('5g')
  })
})
