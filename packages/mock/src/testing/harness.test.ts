import { expect, it } from 'vitest'
import { mockConfig } from '../http/config.ts'
import { commerce } from '../store/commerce.ts'
import { mswRuntimeProblem } from './harness.ts'
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

it('names the Node version msw 3 needs where it cannot run, and lets msw 2 run on Node 20', () => {
  expect(mswRuntimeProblem('3.0.5', false, '20.20.2')).toBe(
    'msw 3.0.5 needs Node 22.12 or newer, and this is Node 20.20.2: upgrade Node, or install msw 2 (npm install -D msw@^2.12.0), which @storefront/mock also supports',
  )
  expect(mswRuntimeProblem('3.0.5', true, '24.21.0')).toBeNull()
  expect(mswRuntimeProblem('2.12.0', false, '20.20.2')).toBeNull()
})
