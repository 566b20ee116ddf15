import { describe, expect, it } from 'vitest'
import { chaosRule, chaosStatuses } from './chaos-form'
import type { OperationEntry } from './mock-api'

const entry = (operationId: string, statuses: number[]): OperationEntry => ({
  operationId,
  method: 'GET',
  path: `/${operationId}`,
  statuses,
  examples: {},
})

describe("the toolbar's fault rule form", () => {
  it("offers an operation's declared statuses, and for * only those every operation declares", () => {
    const operations = [entry('getCart', [200, 401, 500, 503]), entry('getColors', [200, 500, 503])]
    expect(chaosStatuses(operations, 'getCart')).toEqual([200, 401, 500, 503])
    expect(chaosStatuses(operations, '*')).toEqual([200, 500, 503])
  })

  it('builds a rule of each kind from the fields, leaving out what is empty', () => {
    expect(chaosRule('getCart', '503', '0.5', '3', '100-400')).toEqual({
      operationId: 'getCart',
      status: 503,
      probability: 0.5,
      next: 3,
      latencyMs: [100, 400],
    })
    expect(chaosRule('*', 'network', '', '', '')).toEqual({ operationId: '*', network: true })
    expect(chaosRule('getCart', '', '', '', '250')).toEqual({ operationId: 'getCart', latencyMs: [250, 250] })
  })
})
