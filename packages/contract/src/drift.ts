// Compares two recordings of the contract journey call by call, by shape, never by value.
import type { Har, HarEntry } from './har.ts'
import { operationOf } from './har.ts'
import type { Contract } from './validate.ts'

export const DRIFT_KINDS = [
  'call',
  'status',
  'content-type',
  'header',
  'field',
  'type',
  'enum',
  'array',
  'error',
] as const
export type DriftKind = (typeof DRIFT_KINDS)[number]

export interface Drift {
  operation: string
  step: string
  kind: DriftKind
  /** A body path (`data.items[].name`, `(body)` for the whole), a header's name, or `-`. */
  path: string
  recorded: string
  mock: string
}

/** One difference seen in many calls of several operations: a server's habit, said once. */
export interface DriftPattern {
  kind: DriftKind
  /** The path, or `*.<leaf>` when the same leaf differs at several paths (`*.id`). */
  path: string
  recorded: string
  mock: string
  /** The calls it was seen in (by operation and step), and the differences it makes up (a call can hold several). */
  calls: number
  differences: number
  operations: string[]
}

export interface DriftReport {
  recorded: { source: string; contract: string; exchanges: number }
  mock: { source: string; exchanges: number }
  paired: number
  /** Why some calls could not be compared (a section of a journey stopped early); empty when whole. */
  incomplete: string[]
  drifts: Drift[]
  /** The differences that repeat across operations, most frequent first; each call is in `drifts` too. */
  patterns: DriftPattern[]
}

// openapi.yaml declares these on its answers, and names Allow in its rule for 405.
const NAMED_HEADERS = ['content-language', 'idempotent-replayed', 'allow']
const VOLATILE_VALUE = '<volatile>'

interface Facts {
  status: number
  contentType: string
  headers: Map<string, string>
  error: boolean
  types: Map<string, Set<string>>
  arrays: Map<string, Set<'empty' | 'items'>>
  enums: Map<string, Set<string>>
  /** Where this side shows nothing below: a null, or an empty list (`data[]`). */
  blind: string[]
}

function add<V>(map: Map<string, Set<V>>, key: string, value: V) {
  const set = map.get(key) ?? new Set<V>()
  set.add(value)
  map.set(key, set)
}

/** `response.body.data[0].id` → `['data', 0, 'id']`. */
function bodyPath(volatile: string): (string | number)[] | null {
  if (!volatile.startsWith('response.body')) return null
  return [...volatile.slice('response.body'.length).matchAll(/\.([^.[\]]+)|\[(\d+)\]/g)].map((m) =>
    m[2] === undefined ? (m[1] ?? '') : Number(m[2]),
  )
}

/** Replaces each volatile value by a placeholder of the same JSON type, so types still compare. */
function normalise(body: unknown, volatile: string[]): unknown {
  for (const where of volatile) {
    const path = bodyPath(where)
    if (!path || path.length === 0) continue
    let node = body as Record<string | number, unknown> | undefined
    for (const key of path.slice(0, -1)) node = node?.[key] as Record<string | number, unknown> | undefined
    const last = path.at(-1) as string | number
    if (!node || typeof node !== 'object' || !(last in node)) continue
    const value = node[last]
    if (typeof value === 'string') node[last] = VOLATILE_VALUE
    else if (typeof value === 'number') node[last] = 0
  }
  return body
}

const child = (at: string, key: string) => (at ? `${at}.${key}` : key)

function factsOf(entry: HarEntry, enumPaths: Set<string>): Facts {
  const volatile = entry._volatile ?? []
  const headers = new Map<string, string>()
  for (const { name, value } of entry.response.headers) {
    const lower = name.toLowerCase()
    if (!NAMED_HEADERS.includes(lower)) continue
    headers.set(
      lower,
      volatile.includes(`response.header.${lower}`)
        ? VOLATILE_VALUE
        : lower === 'allow'
          ? value
              .split(',')
              .map((m) => m.trim().toUpperCase())
              .sort()
              .join(', ')
          : value.trim(),
    )
  }
  const facts: Facts = {
    status: entry.response.status,
    contentType: (entry.response.content.mimeType ?? '').split(';')[0]?.trim().toLowerCase() ?? '',
    headers,
    error: entry.response.status >= 400,
    types: new Map(),
    arrays: new Map(),
    enums: new Map(),
    blind: [],
  }
  let body: unknown
  try {
    body = facts.contentType.includes('json') ? JSON.parse(entry.response.content.text || 'null') : undefined
  } catch {
    body = undefined
  }
  if (body === undefined) return facts
  const walk = (value: unknown, at: string) => {
    const type = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value
    add(facts.types, at || '(body)', type)
    if (enumPaths.has(at) && type !== 'object' && type !== 'array') add(facts.enums, at, String(value))
    if (value === null) facts.blind.push(at)
    else if (Array.isArray(value)) {
      add(facts.arrays, at || '(body)', value.length > 0 ? 'items' : 'empty')
      if (value.length === 0) facts.blind.push(`${at}[]`)
      for (const item of value) walk(item, `${at}[]`)
    } else if (typeof value === 'object') {
      for (const [key, v] of Object.entries(value as object)) walk(v, child(at, key))
    }
  }
  walk(normalise(body, volatile), '')
  return facts
}

const unseen = (facts: Facts, path: string) =>
  facts.blind.some((b) => path === b || path.startsWith(`${b}.`) || path.startsWith(`${b}[`))
const list = (values: Iterable<string>) => [...values].sort().join(', ')

function errorShape(facts: Facts): Map<string, string> {
  const shape = new Map<string, string>()
  for (const [path, types] of facts.types) {
    if (path === '(body)') continue
    if (!path.includes('.') && !path.includes('[')) shape.set(path, list(types))
    else if (/^errors\.[^.[]+$/.test(path)) shape.set(path, list(types))
  }
  return shape
}

function compare(a: Facts, b: Facts, at: (kind: DriftKind, path: string, r: string, m: string) => void) {
  if (a.status !== b.status) at('status', '-', String(a.status), String(b.status))
  if (a.contentType !== b.contentType)
    at('content-type', '-', a.contentType || '(none)', b.contentType || '(none)')
  for (const name of NAMED_HEADERS) {
    const r = a.headers.get(name)
    const m = b.headers.get(name)
    if (r !== m) at('header', name, r ?? '(absent)', m ?? '(absent)')
  }
  // An error against a success differs in every field: the status says it all.
  if (a.error !== b.error) return
  if (a.error) {
    const r = errorShape(a)
    const m = errorShape(b)
    for (const key of new Set([...r.keys(), ...m.keys()]))
      if (r.get(key) !== m.get(key)) at('error', key, r.get(key) ?? '(absent)', m.get(key) ?? '(absent)')
    return
  }
  for (const [path, types] of a.types) {
    const other = b.types.get(path)
    if (!other) {
      if (!unseen(b, path)) at('field', path, `present (${list(types)})`, '(absent)')
    } else if (list(types) !== list(other)) at('type', path, list(types), list(other))
  }
  for (const [path, types] of b.types)
    if (!a.types.has(path) && !unseen(a, path)) at('field', path, '(absent)', `present (${list(types)})`)
  for (const [path, values] of a.enums) {
    const other = b.enums.get(path)
    if (!other) continue
    const onlyRecorded = [...values].filter((v) => !other.has(v))
    const onlyMock = [...other].filter((v) => !values.has(v))
    if (onlyRecorded.length || onlyMock.length)
      at('enum', path, `only here: ${list(onlyRecorded) || '-'}`, `only here: ${list(onlyMock) || '-'}`)
  }
  const shown = (s: Set<string>) =>
    s.size === 2 ? 'empty and with items' : s.has('empty') ? 'always empty' : 'with items'
  for (const [path, seen] of a.arrays) {
    const other = b.arrays.get(path)
    if (!other || shown(seen) === shown(other)) continue
    if ((seen.size === 1 && seen.has('empty')) || (other.size === 1 && other.has('empty')))
      at('array', path, shown(seen), shown(other))
  }
}

function keyOf(entry: HarEntry, contract: Contract) {
  return {
    operation: entry._operation ?? operationOf(contract, entry.request.method, entry.request.url),
    step: entry._step ?? '',
  }
}

/** Pairs the calls by operation and journey step (and their order within that pair), so an extra call shifts nothing else. */
function pair(recorded: HarEntry[], mock: HarEntry[], contract: Contract) {
  const index = (entries: HarEntry[]) => {
    const seen = new Map<string, number>()
    return entries.map((entry) => {
      const { operation, step } = keyOf(entry, contract)
      const base = `${operation}\u0000${step}`
      const n = seen.get(base) ?? 0
      seen.set(base, n + 1)
      return { key: `${base}\u0000${n}`, operation, step, entry }
    })
  }
  const left = index(recorded)
  const right = new Map(index(mock).map((item) => [item.key, item]))
  const pairs: { operation: string; step: string; recorded?: HarEntry; mock?: HarEntry }[] = []
  for (const item of left) {
    const other = right.get(item.key)
    right.delete(item.key)
    pairs.push({ operation: item.operation, step: item.step, recorded: item.entry, mock: other?.entry })
  }
  for (const item of right.values())
    pairs.push({ operation: item.operation, step: item.step, mock: item.entry })
  return pairs
}

function enumPathsOf(entry: HarEntry, contract: Contract): Set<string> {
  const pathname = new URL(entry.request.url).pathname
  const template = contract.templateOf(pathname, entry.request.method)
  return template ? contract.enumPaths(entry.request.method, template, entry.response.status) : new Set()
}

const PATTERN_MIN_CALLS = 3
const PATTERN_MIN_OPERATIONS = 2
const BODY_KINDS = new Set<DriftKind>(['field', 'type', 'enum', 'array', 'error'])

const leaf = (path: string) => path.split('.').at(-1)?.replace(/\[\]/g, '') ?? path

/** Groups differences by kind, leaf and both sides; a call's own status is left out of "called (200)". */
export function patternsOf(drifts: Drift[]): DriftPattern[] {
  const groups = new Map<string, { drifts: Drift[]; recorded: string; mock: string; at: string }>()
  for (const d of drifts) {
    const at = BODY_KINDS.has(d.kind) ? leaf(d.path) : d.path
    const side = (value: string) => (d.kind === 'call' ? value.replace(/ \(\d+\)$/, '') : value)
    const key = [d.kind, at, side(d.recorded), side(d.mock)].join('\u0000')
    const group = groups.get(key) ?? { drifts: [], recorded: side(d.recorded), mock: side(d.mock), at }
    group.drifts.push(d)
    groups.set(key, group)
  }
  const patterns: DriftPattern[] = []
  for (const group of groups.values()) {
    const operations = [...new Set(group.drifts.map((d) => d.operation))]
    const calls = new Set(group.drifts.map((d) => `${d.operation}\u0000${d.step}`)).size
    if (calls < PATTERN_MIN_CALLS || operations.length < PATTERN_MIN_OPERATIONS) continue
    const paths = new Set(group.drifts.map((d) => d.path))
    const [kind] = group.drifts.map((d) => d.kind)
    patterns.push({
      kind: kind as DriftKind,
      path: paths.size === 1 ? ([...paths][0] as string) : `*.${group.at}`,
      recorded: group.recorded,
      mock: group.mock,
      calls,
      differences: group.drifts.length,
      operations,
    })
  }
  return patterns.sort((a, b) => b.calls - a.calls || b.operations.length - a.operations.length)
}

export interface DiffInput {
  recorded: Har
  mock: Har
  contract: Contract
  recordedSource: string
  mockSource: string
  incomplete?: string[]
}

export function diffRuns({
  recorded,
  mock,
  contract,
  recordedSource,
  mockSource,
  incomplete = [],
}: DiffInput): DriftReport {
  const drifts: Drift[] = []
  let paired = 0
  for (const p of pair(recorded.log.entries, mock.log.entries, contract)) {
    const at = (kind: DriftKind, path: string, r: string, m: string) =>
      drifts.push({ operation: p.operation, step: p.step, kind, path, recorded: r, mock: m })
    if (!p.recorded || !p.mock) {
      const called = (e: HarEntry | undefined) => (e ? `called (${e.response.status})` : 'not called')
      at('call', '-', called(p.recorded), called(p.mock))
      continue
    }
    paired++
    compare(
      factsOf(p.recorded, enumPathsOf(p.recorded, contract)),
      factsOf(p.mock, enumPathsOf(p.mock, contract)),
      at,
    )
  }
  return {
    recorded: {
      source: recordedSource,
      contract: recorded.log.creator.comment,
      exchanges: recorded.log.entries.length,
    },
    mock: { source: mockSource, exchanges: mock.log.entries.length },
    paired,
    incomplete,
    drifts,
    patterns: patternsOf(drifts),
  }
}
