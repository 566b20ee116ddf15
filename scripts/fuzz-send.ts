/** Sends the fuzz cases to one server over raw sockets, a few connections at a time. */
import { type RawAnswer, rawExchange } from '@storefront/mock/testing'
import type { FuzzCase } from './fuzz-requests.ts'

export interface Outcome {
  target: string
  fuzzCase: FuzzCase
  answer: RawAnswer
}

export async function sendAll(
  target: string,
  url: string,
  cases: readonly FuzzCase[],
  { connections = 6, timeoutMs = 15_000 } = {},
): Promise<Outcome[]> {
  const outcomes: Outcome[] = []
  let next = 0
  const lane = async () => {
    for (let i = next++; i < cases.length; i = next++) {
      const fuzzCase = cases[i] as FuzzCase
      const answer = await rawExchange(url, { ...fuzzCase.request, timeoutMs })
      outcomes[i] = { target, fuzzCase, answer }
    }
  }
  await Promise.all(Array.from({ length: connections }, lane))
  return outcomes
}
