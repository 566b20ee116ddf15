import { afterEach, expect, it } from 'vitest'
import { enterWorld, worldInUse } from './mock-api'

afterEach(() => enterWorld(null))

it('reads the mock world from its cookie, enters another and goes back to the shared one; refuses a malformed id', () => {
  expect(worldInUse()).toBeNull()
  enterWorld('run-1')
  expect(worldInUse()).toBe('run-1')
  expect(document.cookie).toContain('mock_session=run-1')
  expect(() => enterWorld('a b')).toThrow(/1 to 64 letters/)
  expect(worldInUse()).toBe('run-1')
  enterWorld(null)
  expect(worldInUse()).toBeNull()
})
