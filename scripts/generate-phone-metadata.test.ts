import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { phoneMetadataPath, phoneMetadataSource, sliceMetadata } from './generate-phone-metadata.ts'

describe('phone metadata slice', () => {
  it('keeps only the chosen countries, each under its calling code', () => {
    const full = {
      version: 4,
      country_calling_codes: { '1': ['US', 'JM', 'CA'], '20': ['EG'], '7': ['RU'] },
      countries: { US: ['1'], JM: ['1'], CA: ['1'], EG: ['20'], RU: ['7'] },
    }
    expect(sliceMetadata(full, ['US', 'CA', 'EG'])).toEqual({
      version: 4,
      country_calling_codes: { '1': ['US', 'CA'], '20': ['EG'] },
      countries: { US: ['1'], CA: ['1'], EG: ['20'] },
    })
    expect(() => sliceMetadata(full, ['XX'])).toThrow(/no phone metadata for XX/)
  })

  it('is committed as generated from the installed library (npm run generate)', () => {
    expect(readFileSync(phoneMetadataPath, 'utf8')).toBe(phoneMetadataSource())
  })
})
