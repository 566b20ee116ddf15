// `--diff`: every way it cannot run ends with one line on stderr and its own exit code, never a report.
import { writeFileSync } from 'node:fs'
import { diffRuns } from './drift.ts'
import { type DriftFormat, renderDrift } from './drift-report.ts'
import { contractFingerprint, type Har } from './har.ts'
import { reachable } from './reachable.ts'
import {
  RecordingProblem,
  type RecordingProblemKind,
  type Replay,
  readRecording,
  replayJourney,
} from './recording.ts'
import { usedMockWarning } from './used-mock.ts'
import { type Contract, DEFAULT_SPEC_PATH, loadContract } from './validate.ts'

export const DIFF_EXIT = {
  same: 0,
  drift: 1,
  usage: 2,
  unreadable: 3,
  foreign: 4,
  otherContract: 5,
  unreachable: 6,
} as const

const PROBLEM_EXIT: Record<RecordingProblemKind, number> = {
  unreadable: DIFF_EXIT.unreadable,
  foreign: DIFF_EXIT.foreign,
  'other-contract': DIFF_EXIT.otherContract,
}

export interface DiffOptions {
  har: string
  against: string | undefined
  report: DriftFormat
  out: string | undefined
  warnOnly: boolean
  otp: string | undefined
  appKey: string | undefined
  version: string
  /** Stands in for the replay on the mock (tests hand in a run already recorded). */
  replay?: (recorded: Har, baseUrl: string) => Promise<Replay>
}

interface Io {
  out: (text: string) => void
  err: (line: string) => void
}

interface MockServer {
  url: string
  close(): Promise<void>
}

async function startEmbeddedMock(): Promise<MockServer> {
  process.env.MOCK_QUIET = '1'
  // Joined at run time: a literal would be bundled into the built CLI, msw and all.
  const specifier = ['@storefront/mock', 'http'].join('/')
  const mock = (await import(specifier)) as {
    startMockServer(options: { port: number }): Promise<MockServer>
  }
  return mock.startMockServer({ port: 0 })
}

// Parsing openapi.yaml and compiling its schemas is the slow part of a diff: once per process.
let contract: Contract | undefined

export async function runDiff(options: DiffOptions, io: Io): Promise<number> {
  const say = (line: string) => io.err(`storefront-contract: ${line}`)
  let recorded: Har
  try {
    recorded = readRecording(options.har, contractFingerprint(DEFAULT_SPEC_PATH))
  } catch (error) {
    if (!(error instanceof RecordingProblem)) throw error
    say(error.message)
    return PROBLEM_EXIT[error.kind]
  }

  let mock: MockServer | undefined
  let baseUrl = options.against
  if (baseUrl) {
    const unreachable = await reachable(baseUrl)
    if (unreachable) {
      say(`cannot reach ${baseUrl} (${unreachable})`)
      return DIFF_EXIT.unreachable
    }
    // A replay handed in is not made on that mock.
    const warning = options.replay
      ? null
      : await usedMockWarning(baseUrl, 'the replay can differ from one on a fresh mock')
    if (warning) say(warning)
  } else {
    try {
      mock = await startEmbeddedMock()
      baseUrl = mock.url
    } catch (error) {
      say(
        `cannot start the embedded mock (${(error as Error).message.split('\n')[0]}); give --against <mock url>`,
      )
      return DIFF_EXIT.unreachable
    }
  }

  try {
    let replay: Replay
    try {
      replay = options.replay
        ? await options.replay(recorded, baseUrl)
        : await replayJourney(recorded, {
            baseUrl,
            otp: options.otp,
            appKey: options.appKey,
            version: options.version,
          })
    } catch (error) {
      say(`the replay on ${baseUrl} could not run: ${(error as Error).message.split('\n')[0]}`)
      return DIFF_EXIT.usage
    }
    contract ??= loadContract(DEFAULT_SPEC_PATH)
    const report = diffRuns({
      recorded,
      mock: replay.har,
      contract,
      recordedSource: options.har,
      mockSource: options.against ? `the mock at ${options.against}` : 'the embedded mock',
      incomplete: replay.incomplete,
    })
    if (options.out) {
      writeFileSync(options.out, renderDrift(report, options.report, contract.operations))
      io.out(renderDrift(report, 'md'))
    } else {
      io.out(renderDrift(report, options.report, contract.operations))
    }
    const drifted = report.drifts.length > 0
    if (drifted && options.warnOnly) say(`${report.drifts.length} differences, reported only (--warn-only)`)
    return drifted && !options.warnOnly ? DIFF_EXIT.drift : DIFF_EXIT.same
  } finally {
    await mock?.close()
  }
}
