import type { paths } from '@storefront/sdk/schema'
import { describe, expect, it } from 'vitest'
import { call, setupMockHarness } from '../testing/index.ts'
import { operations, requiresAuth } from './contract.ts'

setupMockHarness()

// The answers every operation declares before its own rules run: the coverage matrix counts them.
const all = operations()
  .map(({ method, path, op }) => ({ method, path: path as keyof paths & string, op }))
  .filter(({ op }) => op.operationId)

describe('the answers the route layer gives every operation', () => {
  it.each(all.filter(({ op }) => op.responses?.['400']))(
    '$op.operationId: 400 for a malformed header',
    async ({ method, path }) => {
      const res = await call(method, path, { params: { id: 1 }, headers: { 'x-tracking-data': '{not json' } })
      expect(res.status).toBe(400)
      expect(res.body.errors['X-Tracking-Data']).toEqual(['The X-Tracking-Data header must be JSON.'])
    },
  )

  it.each(all.filter(({ op }) => requiresAuth(op)))(
    '$op.operationId: 401 without a token',
    async ({ method, path }) => {
      const res = await call(method, path, { params: { id: 1 } })
      expect(res.status).toBe(401)
      expect(res.body.message).toBe('Unauthenticated.')
    },
  )
})
