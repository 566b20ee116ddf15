import { readFileSync } from 'node:fs'
import { contractFingerprint, createHarRecorder, type Har } from './har.ts'
import { runContract } from './journey.ts'
import type { JourneyOptions } from './session.ts'
import { DEFAULT_SPEC_PATH, loadContract } from './validate.ts'

export type RecordingProblemKind = 'unreadable' | 'foreign' | 'other-contract'

/** Why a recording cannot be diffed; the message is one line for a person. */
export class RecordingProblem extends Error {
  readonly kind: RecordingProblemKind
  constructor(kind: RecordingProblemKind, message: string) {
    super(message)
    this.kind = kind
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function ourEntry(entry: unknown): boolean {
  if (!isObject(entry) || !isObject(entry.request) || !isObject(entry.response)) return false
  const { request, response } = entry
  return (
    typeof request.method === 'string' &&
    typeof request.url === 'string' &&
    URL.canParse(request.url) &&
    typeof response.status === 'number' &&
    Array.isArray(response.headers) &&
    isObject(response.content) &&
    Array.isArray(entry._volatile)
  )
}

/** Checks a recording's text is a run storefront-contract saved against the contract of `fingerprint`. */
export function parseRecording(text: string, name: string, fingerprint: string): Har {
  let har: unknown
  try {
    har = JSON.parse(text)
  } catch (error) {
    throw new RecordingProblem(
      'unreadable',
      `${name} is not valid JSON, perhaps cut short (${(error as Error).message.split('\n')[0]})`,
    )
  }
  const log = isObject(har) && isObject(har.log) ? har.log : null
  if (!log || !Array.isArray(log.entries))
    throw new RecordingProblem('foreign', `${name} is not a HAR file (it has no log.entries)`)
  const creator = isObject(log.creator) ? log.creator : {}
  const comment = typeof creator.comment === 'string' ? creator.comment : ''
  if (creator.name !== 'storefront-contract' || !/^openapi\.yaml \S+ sha256:[0-9a-f]+$/.test(comment)) {
    const by = typeof creator.name === 'string' && creator.name ? creator.name : 'another tool'
    throw new RecordingProblem(
      'foreign',
      `${name} was written by ${by}, not by storefront-contract --record: it has no contract fingerprint`,
    )
  }
  const bad = log.entries.findIndex((entry) => !ourEntry(entry))
  if (bad >= 0 || log.entries.length === 0)
    throw new RecordingProblem(
      'foreign',
      bad >= 0
        ? `${name}: entry ${bad + 1} is not an exchange storefront-contract --record writes`
        : `${name} holds no exchange`,
    )
  if (comment !== fingerprint)
    throw new RecordingProblem(
      'other-contract',
      `${name} was recorded against ${comment}, but this contract is ${fingerprint}: record the run again`,
    )
  return har as Har
}

export function readRecording(path: string, fingerprint: string): Har {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new RecordingProblem(
      'unreadable',
      `cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    )
  }
  return parseRecording(text, path, fingerprint)
}

export interface Replay {
  har: Har
  incomplete: string[]
}

export async function recordJourney(
  options: Omit<JourneyOptions, 'fetch'> & { version?: string },
): Promise<Replay> {
  const specPath = options.specPath ?? DEFAULT_SPEC_PATH
  const recorder = createHarRecorder(
    contractFingerprint(specPath),
    options.version ?? '0.0.0',
    loadContract(specPath),
  )
  const report = await runContract({ ...options, fetch: recorder.fetch })
  return {
    har: recorder.har(),
    incomplete: report.notes.filter((note) => note.includes('stopped early')),
  }
}

/** Replays the journey of `recorded` on `baseUrl`: the section on an account with deliveries only where the recording has it. */
export function replayJourney(
  recorded: Har,
  options: Omit<JourneyOptions, 'fetch' | 'returnsEmail'> & { version?: string },
): Promise<Replay> {
  const returns = recorded.log.entries.some((e) => e._step?.endsWith('account with deliveries'))
  return recordJourney({ ...options, ...(returns ? {} : { returnsEmail: null }) })
}
