import { describe, expect, it } from 'vitest'
import { templateOf, validateResponse } from './contract.ts'

describe('the run-time contract checks', () => {
  it('refuses an undocumented status and a wrong body each time, however often the same check is asked', () => {
    for (let round = 0; round < 2; round++) {
      expect(validateResponse('get', '/api/v1/client/colors', 201, {})[0]).toMatch(
        /status 201 is not documented/,
      )
      expect(validateResponse('get', '/api/v1/client/colors', 200, { result: true })).not.toEqual([])
      expect(
        validateResponse('get', '/api/v1/client/colors', 200, { result: true, message: 'OK', data: [] }),
      ).toEqual([])
    }
  })

  it('gives each request path its own template, asked again or not', () => {
    for (let round = 0; round < 2; round++) {
      expect(templateOf('/api/v1/client/addresses/default')).toBe('/api/v1/client/addresses/default')
      expect(templateOf('/api/v1/client/addresses/7')).toBe('/api/v1/client/addresses/{id}')
      expect(templateOf('/api/v1/client/nothing')).toBeNull()
    }
  })
})
