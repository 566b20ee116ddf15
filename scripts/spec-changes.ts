// The one diff of openapi.yaml (api-smart-diff) that the gate, `spec:diff` and the CHANGELOG all read.
import { readdirSync, readFileSync } from 'node:fs'
import { apiCompare } from 'api-smart-diff'
import { parse } from 'yaml'

export const root = new URL('..', import.meta.url)
export const specUrl = new URL('openapi.yaml', root)
export const releasesUrl = new URL('docs/contract/releases/', root)
export const changelogUrl = new URL('docs/contract/CHANGELOG.md', root)

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

export function specChanges(before: Spec, after: Spec): Change[] {
  const { diffs } = apiCompare(before, after)
  const changes: Change[] = []
  for (const diff of diffs) {
    if (!KINDS.includes(diff.type) || inExample(diff.path)) continue
    const where = diff.path.join('.')
    const [section, path, method] = diff.path
    changes.push({
      kind: diff.type as ChangeKind,
      description: diff.description || `[${diff.action}] ${where}`,
      where,
      ...(section === 'paths' && METHODS.includes(String(method))
        ? { operation: `${String(method).toUpperCase()} ${path}` }
        : {}),
    })
  }
  return changes
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

/** `version` raised by `bump`. */
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

/** The released versions, oldest first. */
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
    const list = changes.filter((c) => c.kind === kind)
    if (list.length)
      blocks.push(
        [
          `### ${HEADINGS[kind]}`,
          '',
          ...list.map((c) => `- ${c.operation ? `\`${c.operation}\`: ` : ''}${c.description}`),
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
