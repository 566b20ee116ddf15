// npm run spec:changelog writes docs/contract/CHANGELOG.md; with --check it fails when that file is stale.
import { readFileSync, writeFileSync } from 'node:fs'
import { changelog, changelogUrl } from './spec-changes.ts'

const next = changelog()
if (process.argv.includes('--check')) {
  let current = ''
  try {
    current = readFileSync(changelogUrl, 'utf8')
  } catch {}
  if (current !== next) {
    process.stderr.write('docs/contract/CHANGELOG.md is stale: run npm run spec:changelog\n')
    process.exit(1)
  }
} else {
  writeFileSync(changelogUrl, next)
}
