// Comment lines (starting //, /* or *) over all lines of the hand-written, non-test TypeScript.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const LEFT_OUT = /generated|\.gen\.ts|i18n-types|i18n-util|\.test\.|\.e2e\.|\/i18n\/(en|ar)\//
const prefix = process.argv[2] ?? ''

const files = execFileSync('git', ['ls-files', '*.ts', '*.tsx'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && !LEFT_OUT.test(file) && file.startsWith(prefix))
let lines = 0
let comments = 0
for (const file of files) {
  for (const line of readFileSync(file, 'utf8').replace(/\n$/, '').split('\n')) {
    lines++
    if (/^\s*(\/\/|\/\*|\*)/.test(line)) comments++
  }
}
console.log(`${comments} / ${lines} lines are comments (${((100 * comments) / lines).toFixed(2)}%)`)
