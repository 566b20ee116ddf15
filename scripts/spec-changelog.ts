// npm run spec:changelog writes docs/contract/CHANGELOG.md; scripts/spec-changes.test.ts fails when it is stale.
import { writeFileSync } from 'node:fs'
import { changelog, changelogUrl } from './spec-changes.ts'

writeFileSync(changelogUrl, changelog())
