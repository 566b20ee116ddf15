/** The fuzz step's verdict: every request answered (or, when cut off, closed), no 5xx, every process alive, and a normal request answered afterwards. */
import type { Outcome } from './fuzz-send.ts'

/** A server process at the end of the run: null when it is alive and nothing of it died on the way. */
export interface ProcessReport {
  name: string
  problem: string | null
}

export interface Afterwards {
  name: string
  ok: boolean
  detail: string
}

export function problemOf({ fuzzCase, answer }: Outcome): string | null {
  switch (answer.ending) {
    case 'answered':
      return answer.status >= 500 ? `answered ${answer.status}` : null
    case 'closed':
      return fuzzCase.answerRequired ? 'closed without an answer' : null
    case 'reset':
      return 'connection reset without an answer'
    case 'cut':
      return answer.status ? `answer ${answer.status} cut off` : 'answer cut off'
    case 'timeout':
      return `no answer within ${(answer.ms / 1000).toFixed(1)} s`
  }
}

export interface Verdict {
  failures: string[]
  count: number
  slowest: Outcome | undefined
}

export function judge(
  outcomes: readonly Outcome[],
  processes: readonly ProcessReport[],
  afterwards: readonly Afterwards[],
): Verdict {
  // A dead process first: it explains the failed requests after it.
  const failures: string[] = []
  for (const { name, problem } of processes) if (problem) failures.push(`${name}: ${problem}`)
  for (const { name, ok, detail } of afterwards) if (!ok) failures.push(`${name}: ${detail}`)
  let slowest: Outcome | undefined
  for (const outcome of outcomes) {
    const problem = problemOf(outcome)
    if (problem) failures.push(`${outcome.target}: ${problem}: ${outcome.fuzzCase.label}`)
    else if (outcome.answer.ending === 'answered' && (!slowest || outcome.answer.ms > slowest.answer.ms))
      slowest = outcome
  }
  return { failures, count: outcomes.length, slowest }
}
