// The one diff of openapi.yaml (api-smart-diff) that the gate, `spec:diff` and the CHANGELOG all read.
import { readdirSync, readFileSync } from 'node:fs'
import { apiCompare } from 'api-smart-diff'
import { parse } from 'yaml'

export const root = new URL('..', import.meta.url)
export const specUrl = new URL('openapi.yaml', root)
export const releasesUrl = new URL('docs/contract/releases/', root)
export const changelogUrl = new URL('docs/contract/CHANGELOG.md', root)
export const ruleChangesUrl = new URL('docs/contract/rule-changes.yaml', root)

export type ChangeKind = 'breaking' | 'non-breaking' | 'deprecated' | 'unclassified'

export interface Change {
  kind: ChangeKind
  description: string
  where: string
  operation?: string
}

// biome-ignore lint/suspicious/noExplicitAny: an OpenAPI document as parsed from YAML.
export type Spec = any

export function readSpec(url: URL = specUrl): Spec {
  return parse(readFileSync(url, 'utf8'))
}

const METHODS: readonly string[] = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
const KINDS: readonly string[] = ['breaking', 'non-breaking', 'deprecated', 'unclassified']
const inExample = (path: readonly (string | number)[]) =>
  path.some((key) => key === 'example' || key === 'examples')

// JSON Schema keywords that bound a value: adding one makes fewer values valid, removing one more.
const BOUNDS = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'multipleOf',
  'pattern',
  'format',
  'const',
  'uniqueItems',
])
const LOWER_BOUNDS = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems'])
const UPPER_BOUNDS = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'])

// Words for readers; a rule they state is listed through docs/contract/rule-changes.yaml.
const WORDS = new Set(['description', 'summary', 'title'])

type Diff = ReturnType<typeof apiCompare>['diffs'][number]
type Direction = 'request' | 'response' | 'both' | null

/** Whether a change lets fewer values through (true), more (false), or neither can be told (null). */
function narrows(diff: Diff): boolean | null {
  const key = String(diff.path.at(-1))
  if (key === 'required' && (typeof diff.after === 'boolean' || typeof diff.before === 'boolean'))
    return (diff.after ?? false) === true && (diff.before ?? false) !== true
  if (!BOUNDS.has(key)) return null
  if (diff.action === 'add') return true
  if (diff.action === 'remove') return false
  if (typeof diff.before === 'number' && typeof diff.after === 'number') {
    if (LOWER_BOUNDS.has(key)) return diff.after > diff.before
    if (UPPER_BOUNDS.has(key)) return diff.after < diff.before
  }
  return null
}

// An added allOf only adds rules; the library reports the schema's `type` and `items` it moved there as removed.
function allOfNarrows(diff: Diff, allOfAdded: Set<string>): boolean | null {
  const parent = diff.path.slice(0, -1).join('.')
  if (diff.action === 'add' && diff.path.at(-1) === 'allOf') return true
  if (
    diff.action === 'remove' &&
    allOfAdded.has(parent) &&
    ['type', 'items'].includes(String(diff.path.at(-1)))
  )
    return true
  return null
}

function componentDirections(spec: Spec): Map<string, Direction> {
  const found = new Map<string, Direction>()
  const visit = (node: unknown, direction: 'request' | 'response', seen: Set<string>) => {
    if (Array.isArray(node)) for (const item of node) visit(item, direction, seen)
    else if (node && typeof node === 'object') {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) {
          const name = value.slice('#/components/'.length).split('/').slice(0, 2).join('.')
          const before = found.get(name)
          found.set(name, before && before !== direction ? 'both' : direction)
          if (seen.has(`${direction} ${name}`)) continue
          seen.add(`${direction} ${name}`)
          const [group, id] = name.split('.')
          visit(spec.components?.[group as string]?.[id as string], direction, seen)
        } else visit(value, direction, seen)
      }
    }
  }
  for (const item of Object.values(spec.paths ?? {}) as Record<string, Spec>[])
    for (const op of Object.values(item)) {
      if (!op || typeof op !== 'object') continue
      const seen = new Set<string>()
      visit(op.parameters, 'request', seen)
      visit(op.requestBody, 'request', seen)
      visit(op.responses, 'response', seen)
    }
  return found
}

function directionOf(path: readonly (string | number)[], components: Map<string, Direction>): Direction {
  if (path[0] === 'paths') {
    if (path.includes('responses')) return 'response'
    if (path.includes('parameters') || path.includes('requestBody')) return 'request'
    return null
  }
  if (path[0] === 'components') return components.get(`${String(path[1])}.${String(path[2])}`) ?? null
  return null
}

// Where the library's rules misjudge a client: a bound added to an answer only promises more while on a request it
// refuses what a client may send; vendor extensions (`x-messages`) change nothing on the wire.
function kindFor(
  diff: Diff,
  components: Map<string, Direction>,
  allOfAdded: Set<string>,
): ChangeKind | 'annotation' | null {
  if (WORDS.has(String(diff.path.at(-1)))) return 'annotation'
  if (diff.path.some((key) => String(key).startsWith('x-'))) return 'non-breaking'
  const narrower = narrows(diff) ?? allOfNarrows(diff, allOfAdded)
  const direction = directionOf(diff.path, components)
  if (direction === 'response' && diff.action === 'add' && diff.path.at(-2) === 'headers')
    return 'non-breaking'
  if (narrower === null || direction === null || direction === 'both') return null
  return narrower === (direction === 'request') ? 'breaking' : 'non-breaking'
}

// The library pairs a changed `oneOf`'s branches by position: two `$ref`s that swap places are no change.
function swappedRefs(diffs: readonly Diff[]): Set<Diff> {
  const refs = diffs.filter((d) => d.action === 'replace' && d.path.at(-1) === '$ref')
  const shape = (d: Diff) => d.path.map((key, i) => (d.path[i - 1] === 'oneOf' ? '#' : String(key))).join('.')
  return new Set(
    refs.filter((d) =>
      refs.some((o) => o !== d && shape(o) === shape(d) && o.before === d.after && o.after === d.before),
    ),
  )
}

export interface RuleChange {
  /** Words of openapi.yaml (white space aside) that hold the rule in the newer document. */
  rule: string
  kind: ChangeKind
  change: string
  operation?: string
}

export function readRuleChanges(url: URL = ruleChangesUrl): RuleChange[] {
  const doc = parse(readFileSync(url, 'utf8')) as { changes?: RuleChange[] } | null
  return doc?.changes ?? []
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim()

export function textOf(spec: Spec): string {
  const parts: string[] = []
  const walk = (node: unknown) => {
    if (typeof node === 'string') parts.push(squeeze(node))
    else if (node && typeof node === 'object') for (const value of Object.values(node)) walk(value)
  }
  walk(spec)
  return parts.join('\n')
}

export function ruleChanges(before: Spec, after: Spec, rules: RuleChange[] = readRuleChanges()): Change[] {
  const [old, now] = [textOf(before), textOf(after)]
  return rules
    .filter(({ rule }) => now.includes(squeeze(rule)) && !old.includes(squeeze(rule)))
    .map(({ kind, change, operation }) => ({
      kind,
      description: `[Rule] ${squeeze(change)}`,
      where: 'rules',
      ...(operation ? { operation } : {}),
    }))
}

/** The library's description, or the change's place where its template lost the words (double spaces, no `[Action]`). */
function describe(diff: Diff, where: string): string {
  const text = squeeze(diff.description ?? '')
  if (text.startsWith('[') && !/\] (to|from) `/.test(text)) return text
  const schema = diff.path.lastIndexOf('schema')
  const place =
    schema >= 0
      ? diff.path.slice(schema + 1).join('.')
      : diff.path[0] === 'paths'
        ? diff.path.slice(3).join('.')
        : where
  return `[${diff.action}] ${place}${text && !text.startsWith('[') ? ` ${text}` : ''}`
}

export function specChanges(before: Spec, after: Spec): Change[] {
  // api-smart-diff merges allOf into the documents it is given: it gets copies, so a caller's spec stays as read.
  const { diffs } = apiCompare(structuredClone(before), structuredClone(after))
  const swapped = swappedRefs(diffs)
  const components = componentDirections(after)
  for (const [name, direction] of componentDirections(before)) {
    const now = components.get(name)
    if (now !== direction) components.set(name, now ? 'both' : direction)
  }
  const allOfAdded = new Set(
    diffs
      .filter((d) => d.action === 'add' && d.path.at(-1) === 'allOf')
      .map((d) => d.path.slice(0, -1).join('.')),
  )
  const changes: Change[] = []
  for (const diff of diffs) {
    if (inExample(diff.path) || swapped.has(diff)) continue
    const kind = kindFor(diff, components, allOfAdded) ?? diff.type
    if (!KINDS.includes(kind)) continue
    const where = diff.path.join('.')
    const [section, path, method] = diff.path
    changes.push({
      kind: kind as ChangeKind,
      description: describe(diff, where),
      where,
      ...(section === 'paths' && METHODS.includes(String(method))
        ? { operation: `${String(method).toUpperCase()} ${path}` }
        : {}),
    })
  }
  return [...ruleChanges(before, after), ...changes]
}

const major = (version: string) => Number(String(version).split('.')[0])

/** Empty when `after` may replace `before`: no breaking change, or a raised major version. */
export function gateProblems(before: Spec, after: Spec): string[] {
  const breaking = specChanges(before, after).filter(
    (c) => c.kind === 'breaking' || c.kind === 'unclassified',
  )
  if (breaking.length === 0 || major(after.info.version) > major(before.info.version)) return []
  return [
    `openapi.yaml ${after.info.version} breaks ${before.info.version} without raising its major version:`,
    ...breaking.map((c) => `  ${c.description} (${c.where})`),
  ]
}

export type Bump = 'major' | 'minor' | 'patch' | 'none'

/** The least raise of `info.version` the changes from `before` to `after` need: a break the major, an addition the minor, any other edit (wording, examples) the patch. */
export function requiredBump(before: Spec, after: Spec): { bump: Bump; changes: Change[] } {
  const changes = specChanges(before, after)
  if (changes.some((c) => c.kind === 'breaking' || c.kind === 'unclassified'))
    return { bump: 'major', changes }
  if (changes.length > 0) return { bump: 'minor', changes }
  const text = (spec: Spec) => JSON.stringify({ ...spec, info: { ...spec.info, version: '' } })
  return { bump: text(before) === text(after) ? 'none' : 'patch', changes }
}

export function raised(version: string, bump: Bump): string {
  const [x = 0, y = 0, z = 0] = String(version).split('.').map(Number)
  if (bump === 'major') return `${x + 1}.0.0`
  if (bump === 'minor') return `${x}.${y + 1}.0`
  if (bump === 'patch') return `${x}.${y}.${z + 1}`
  return `${x}.${y}.${z}`
}

/** Empty when `after.info.version` is raised at least as far as its changes from `before` need; else what is wrong and the least version that would do. */
export function versionProblems(before: Spec, after: Spec): string[] {
  const { bump, changes } = requiredBump(before, after)
  const [from, to] = [String(before.info.version), String(after.info.version)]
  const least = raised(from, bump)
  if (byVersion(to, least) >= 0) return []
  const why = {
    major: 'it breaks',
    minor: 'it adds to',
    patch: 'its wording or examples changed since',
    none: 'it is the same contract as',
  }[bump]
  const listed = changes.filter((c) =>
    bump === 'major' ? c.kind === 'breaking' || c.kind === 'unclassified' : true,
  )
  return [
    `openapi.yaml ${to} must be ${least} or later: ${why} ${from} (set info.version, then the packages' versions)`,
    ...listed.slice(0, 20).map((c) => `  ${c.description} (${c.where})`),
    ...(listed.length > 20 ? [`  and ${listed.length - 20} more`] : []),
  ]
}

const byVersion = (a: string, b: string) => {
  const [x, y] = [a, b].map((v) => v.split('.').map(Number))
  for (let i = 0; i < 3; i++) if ((x?.[i] ?? 0) !== (y?.[i] ?? 0)) return (x?.[i] ?? 0) - (y?.[i] ?? 0)
  return 0
}

export function releasedVersions(): string[] {
  return readdirSync(releasesUrl)
    .filter((name) => name.endsWith('.yaml'))
    .map((name) => name.slice(0, -'.yaml'.length))
    .sort(byVersion)
}

export const releasedSpec = (version: string): Spec => readSpec(new URL(`${version}.yaml`, releasesUrl))

const HEADINGS: Record<ChangeKind, string> = {
  breaking: 'Breaking',
  'non-breaking': 'Added or relaxed',
  deprecated: 'Deprecated',
  unclassified: 'Unclassified (counted as breaking)',
}

export function formatChanges(changes: Change[], none = 'No change to the contract.'): string {
  if (changes.length === 0) return none
  const blocks: string[] = []
  for (const kind of Object.keys(HEADINGS) as ChangeKind[]) {
    const reached = new Map<string, string[]>()
    for (const c of changes.filter((change) => change.kind === kind)) {
      const operations = reached.get(c.description) ?? []
      if (c.operation && !operations.includes(c.operation)) operations.push(c.operation)
      reached.set(c.description, operations)
    }
    if (reached.size)
      blocks.push(
        [
          `### ${HEADINGS[kind]}`,
          '',
          ...[...reached].map(
            ([description, operations]) =>
              `- ${description}${operations.length ? ` (${operations.map((o) => `\`${o}\``).join(', ')})` : ''}`,
          ),
        ].join('\n'),
      )
  }
  return blocks.join('\n\n')
}

/** docs/contract/CHANGELOG.md: what openapi.yaml changed since the last release, then each release. */
export function changelog(current: Spec = readSpec()): string {
  const versions = releasedVersions()
  const sections = ['# Changelog of the storefront API contract (openapi.yaml)', '']
  sections.push(
    'Generated by `npm run spec:changelog` from the released copies in `docs/contract/releases/`.',
    '',
  )
  const last = versions.at(-1)
  if (last) {
    sections.push(`## Unreleased (openapi.yaml ${current.info.version})`, '')
    sections.push(formatChanges(specChanges(releasedSpec(last), current), `No change since ${last}.`), '')
  }
  for (let i = versions.length - 1; i >= 0; i--) {
    const version = versions[i] as string
    const previous = versions[i - 1]
    sections.push(`## ${version}`, '')
    sections.push(
      previous ? formatChanges(specChanges(releasedSpec(previous), releasedSpec(version))) : 'First release.',
      '',
    )
  }
  return sections.join('\n')
}
