import { expect, it } from 'vitest'
import { mockConfig } from '../http/config.ts'
import { commerce } from '../store/commerce.ts'
import { DEMO_EMAIL, ORIGIN, setupMockHarness, signInThroughOutbox } from './index.ts'

const mock = setupMockHarness()

it('sets the delay every answer waits for, until the next test', () => {
  mock.setDelay(200)
  expect(mockConfig.snapshot().delayMs).toBe(200)
})

it('starts each test without a delay', () => {
  expect(mockConfig.snapshot().delayMs).toBe(0)
})

it('puts the data back to its seed on reset', async () => {
  const { token } = await signInThroughOutbox(ORIGIN, DEMO_EMAIL)
  expect(commerce.sessions.findFirst((q) => q.where({ token }))).toBeDefined()
  await mock.reset()
  expect(commerce.sessions.findFirst((q) => q.where({ token }))).toBeUndefined()
})
