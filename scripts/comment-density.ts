// Comment lines (starting //, /* or *) over the non-blank lines of the hand-written, non-test sources.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const CEILING = 3.5

const IN_SCOPE = /^(apps|packages|scripts)\/.*\.(ts|tsx|js)$/
const LEFT_OUT = /(^|\/)generated\/|\.gen\.ts$|i18n-types\.ts$|i18n-util[\w.]*\.ts$|\.(test|e2e)\.[jt]sx?$/

export const counted = (file: string) => IN_SCOPE.test(file) && !LEFT_OUT.test(file)

export interface Density {
  comments: number
  lines: number
  percent: number
}

export function densityOf(sources: string[]): Density {
  let lines = 0
  let comments = 0
  for (const source of sources) {
    for (const line of source.split('\n')) {
      if (line.trim() === '') continue
      lines++
      if (/^\s*(\/\/|\/\*|\*)/.test(line)) comments++
    }
  }
  return { comments, lines, percent: lines ? (100 * comments) / lines : 0 }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
  const prefix = process.argv[2] ?? ''
  const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => counted(file) && file.startsWith(prefix))
  const { comments, lines, percent } = densityOf(
    files.map((file) => readFileSync(resolve(root, file), 'utf8')),
  )
  const verdict = percent <= CEILING ? 'within' : 'over'
  console.log(
    `${comments} / ${lines} non-blank lines are comments (${percent.toFixed(2)}%, ${verdict} ${CEILING}%)`,
  )
  if (!prefix && percent > CEILING) process.exit(1)
}
