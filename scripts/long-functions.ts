// Named functions over the limit, and a ratchet on those over the watch line; seed data, being a table, is left out.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'

export const LIMIT = 80
export const WATCH = 60
/** The most functions over WATCH lines there may be; lowered as functions are split, never raised. */
export const CEILING = 36

export interface LongFunction {
  file: string
  name: string
  lines: number
}

export const ALLOWED: Record<string, string> = {}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const SKIPPED_DIRS = ['node_modules', 'dist', 'dist-server', 'generated', 'seed', 'coverage']
const SKIPPED_FILE =
  /\.(test|e2e)\.tsx?$|\.d\.ts$|\.gen\.ts$|i18n-types\.ts$|i18n-util[\w.]*\.ts$|commerce-seed\.ts$/

export function sourceFiles(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.includes(entry.name) && !entry.name.startsWith('.')) out.push(...sourceFiles(path))
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !SKIPPED_FILE.test(entry.name)) out.push(path)
  }
  return out
}

function nameOf(node: ts.Node): string | undefined {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) {
    return node.name.getText()
  }
  if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) return undefined
  // A wrapper such as `memo(() => …)` or `forwardRef(function …)` keeps the name it is assigned to.
  let holder: ts.Node = node.parent
  while (ts.isCallExpression(holder) || ts.isParenthesizedExpression(holder) || ts.isAsExpression(holder)) {
    holder = holder.parent
  }
  if (
    ts.isVariableDeclaration(holder) ||
    ts.isPropertyAssignment(holder) ||
    ts.isPropertyDeclaration(holder)
  ) {
    return holder.name.getText()
  }
  return node.name?.getText()
}

export function longFunctionsIn(file: string, source: string, limit = LIMIT): LongFunction[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true)
  const found: LongFunction[] = []
  const visit = (node: ts.Node) => {
    const name = nameOf(node)
    if (name !== undefined) {
      const start = tree.getLineAndCharacterOfPosition(node.getStart(tree)).line
      const end = tree.getLineAndCharacterOfPosition(node.getEnd()).line
      const lines = end - start + 1
      if (lines > limit) found.push({ file, name, lines })
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found
}

export function findLongFunctions(
  limit = LIMIT,
  folders = ['apps', 'packages', 'scripts', 'e2e'],
): LongFunction[] {
  return folders
    .flatMap(sourceFiles)
    .flatMap((file) =>
      longFunctionsIn(relative(root, join(root, file)), readFileSync(join(root, file), 'utf8'), limit),
    )
}

export const isAllowed = (fn: LongFunction) => `${fn.file}#${fn.name}` in ALLOWED

export function ratchet(overWatch: number, ceiling = CEILING): { failed: boolean; message: string } {
  const counted = `${overWatch} function(s) over ${WATCH} lines (ceiling ${ceiling})`
  if (overWatch > ceiling)
    return { failed: true, message: `${counted}: split one rather than raise the ceiling` }
  if (overWatch < ceiling) return { failed: false, message: `${counted}: lower CEILING to ${overWatch}` }
  return { failed: false, message: counted }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const watched = findLongFunctions(WATCH)
  const found = watched.filter((fn) => fn.lines > LIMIT)
  for (const fn of found) {
    const reason = ALLOWED[`${fn.file}#${fn.name}`]
    console.log(`${fn.file}: ${fn.name} ${fn.lines} lines${reason ? ` (allowed: ${reason})` : ''}`)
  }
  const over = found.filter((fn) => !isAllowed(fn))
  console.log(
    over.length ? `${over.length} function(s) over ${LIMIT} lines` : `no function over ${LIMIT} lines`,
  )
  const verdict = ratchet(watched.length)
  console.log(verdict.message)
  process.exit(over.length || verdict.failed ? 1 : 0)
}
