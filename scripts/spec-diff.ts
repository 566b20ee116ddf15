// npm run spec:diff: the changes to openapi.yaml since a ref, or `--check-version` (docs/development.md).
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import {
  formatChanges,
  raised,
  readSpec,
  releasedSpec,
  releasedVersions,
  requiredBump,
  root,
  specChanges,
  versionProblems,
} from './spec-changes.ts'

function specAt(ref: string): unknown {
  try {
    const text = execFileSync('git', ['show', `${ref}:openapi.yaml`], {
      cwd: fileURLToPath(root),
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      maxBuffer: 64 * 1024 * 1024,
    })
    return parse(text)
  } catch {
    return null
  }
}

function fail(line: string): never {
  process.stderr.write(`spec:diff: ${line}\n`)
  process.exit(2)
}

const args = process.argv.slice(2)
const checkVersion = args.includes('--check-version')
const ref = args.find((arg) => !arg.startsWith('-'))
const unknown = args.find((arg) => arg.startsWith('-') && arg !== '--check-version')
if (unknown) fail(`unknown option ${unknown}`)

if (checkVersion) {
  const last = releasedVersions().at(-1)
  const label = ref ?? `the last release (${last})`
  const before = ref ? specAt(ref) : last ? releasedSpec(last) : null
  if (!before) fail(ref ? `no openapi.yaml at "${ref}"` : 'no released copy in docs/contract/releases/')
  const after = readSpec()
  const { bump } = requiredBump(before, after)
  const version = (before as { info: { version: string } }).info.version
  const problems = versionProblems(before, after)
  process.stdout.write(
    `openapi.yaml ${after.info.version} against ${label}, ${version}: ` +
      `${bump === 'none' ? 'no change' : `a ${bump} change`}, so ${raised(version, bump)} or later.\n`,
  )
  if (problems.length > 0) process.stderr.write(`${problems.join('\n')}\n`)
  process.exit(problems.length > 0 ? 1 : 0)
}

if (!ref) fail('give a git ref to compare with, e.g. npm run spec:diff -- main')
const before = specAt(ref)
if (!before) fail(`no openapi.yaml at "${ref}" (not a commit, branch or tag of this repository)`)
const changes = specChanges(before, readSpec())
process.stdout.write(`Changes to openapi.yaml since ${ref}:\n\n${formatChanges(changes)}\n`)
process.exitCode = changes.some((c) => c.kind === 'breaking' || c.kind === 'unclassified') ? 1 : 0
