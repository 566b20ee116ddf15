import type { ChaosRule, OperationEntry } from './mock-api'

/** The statuses a rule may answer: the operation's declared ones, or for `*` those every operation declares. */
export function chaosStatuses(operations: OperationEntry[], chosen: string): number[] {
  if (chosen !== '*') return operations.find((o) => o.operationId === chosen)?.statuses ?? []
  const [first, ...rest] = operations
  return (first?.statuses ?? []).filter((s) => rest.every((o) => o.statuses.includes(s)))
}

/** A rule from the form's text; what does not parse is sent as is, for the mock to refuse with its reason. */
export function chaosRule(
  chosen: string,
  fault: string,
  probability: string,
  next: string,
  latency: string,
): ChaosRule {
  const [min = '', max = min] = latency.split('-')
  return {
    operationId: chosen,
    ...(fault === 'network' ? { network: true } : fault ? { status: Number(fault) } : {}),
    ...(probability ? { probability: Number(probability) } : {}),
    ...(next ? { next: Number(next) } : {}),
    ...(latency ? { latencyMs: [Number(min), Number(max)] as [number, number] } : {}),
  }
}
