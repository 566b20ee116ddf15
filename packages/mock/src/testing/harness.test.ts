import { expect, it } from 'vitest'
import { mockConfig } from '../http/config.ts'
import { commerce } from '../store/commerce.ts'
import { listWorlds } from '../store/worlds.ts'
import { mswRuntimeProblem } from './harness.ts'
import { call, DEMO_EMAIL, ORIGIN, readOutboxCode, setupMockHarness, signInThroughOutbox } from './index.ts'

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

it('picks an isolated world: its forced answers, chaos rules and outbox stay in it, and it is gone by the next test', async () => {
  const alpha = mock.world('alpha')
  alpha.force('getColors', 503)
  mock.world('beta').chaos('getBrands', { status: 500 })
  expect((await call('get', '/api/v1/client/colors', { world: 'alpha' })).status).toBe(503)
  expect((await call('get', '/api/v1/client/colors')).status).toBe(200)
  expect((await call('get', '/api/v1/client/brands', { world: 'beta' })).status).toBe(500)
  expect((await call('get', '/api/v1/client/brands', { world: 'alpha' })).status).toBe(200)
  await signInThroughOutbox(ORIGIN, DEMO_EMAIL, { world: 'alpha' })
  expect((await readOutboxCode(ORIGIN, DEMO_EMAIL, { world: 'alpha' })).code).toMatch(/^\d{6}$/)
  expect((await readOutboxCode(ORIGIN, DEMO_EMAIL)).code).toBeNull()
  await alpha.reset()
  expect((await call('get', '/api/v1/client/colors', { world: 'alpha' })).status).toBe(200)
  expect(() => mock.world('no spaces')).toThrow(/no world id/)
  // Least recently used first: alpha was reset last.
  expect(listWorlds().map((world) => world.id)).toEqual(['beta', 'alpha'])
})

it('starts each test with no world but the shared one', () => {
  expect(listWorlds()).toEqual([])
})

it('refuses a malformed world in-process too', async () => {
  const refused = await fetch(`${ORIGIN}/api/v1/client/colors`, { headers: { 'x-mock-session': 'a b' } })
  expect(refused.status).toBe(400)
  expect((await refused.json()).errors).toHaveProperty('X-Mock-Session')
})
