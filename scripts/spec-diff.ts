// npm run spec:diff -- <git-ref>: the changes between openapi.yaml at <ref> and the working copy.
import { execFileSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parse } from 'yaml'
import { formatChanges, readSpec, root, specChanges } from './spec-changes.ts'

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

const ref = process.argv[2]
if (!ref || ref.startsWith('-')) {
  process.stderr.write('spec:diff: give a git ref to compare with, e.g. npm run spec:diff -- main\n')
  process.exit(2)
}
const before = specAt(ref)
if (!before) {
  process.stderr.write(
    `spec:diff: no openapi.yaml at "${ref}" (not a commit, branch or tag of this repository)\n`,
  )
  process.exit(2)
}
const changes = specChanges(before, readSpec())
process.stdout.write(`Changes to openapi.yaml since ${ref}:\n\n${formatChanges(changes)}\n`)
process.exitCode = changes.some((c) => c.kind === 'breaking' || c.kind === 'unclassified') ? 1 : 0
