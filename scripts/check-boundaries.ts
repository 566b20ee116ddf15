// Which folder may import which: features never import each other, shared layers never reach up,
// packages stand alone. `npx tsx scripts/check-boundaries.ts` lists every import that breaks a rule.
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface Breach {
  file: string
  specifier: string
  rule: string
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const web = 'apps/web/src/'

/** Every module specifier a source file names: static and dynamic imports, re-exports. */
export function importsOf(source: string): string[] {
  const found: string[] = []
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1])
  return found
}

/** The repository path an import lands on ('' for a package outside the repository). */
function target(file: string, specifier: string): string {
  if (specifier.startsWith('.')) return relative(root, resolve(root, dirname(file), specifier))
  if (specifier === '@storefront/mock' || specifier.startsWith('@storefront/mock/')) return 'packages/mock'
  if (specifier === '@storefront/sdk' || specifier.startsWith('@storefront/sdk/')) return 'packages/sdk'
  if (specifier === '@storefront/web' || specifier.startsWith('@storefront/web/')) return 'apps/web'
  return ''
}

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`)
const webLayer = (path: string) => (path.startsWith(web) ? path.slice(web.length).split('/')[0] : undefined)

export function ruleBroken(file: string, specifier: string): string | undefined {
  const to = target(file, specifier)
  if (!to) return undefined
  if (under(file, 'packages') && (under(to, 'apps') || under(to, 'scripts'))) {
    return 'a package imports no app and no script'
  }
  if (under(file, 'packages/sdk') && under(to, 'packages/mock')) return 'the SDK does not import the mock'
  if (under(file, 'scripts') && under(to, web.slice(0, -1)))
    return "scripts do not reach into the web app's source"
  const from = webLayer(file)
  const into = webLayer(to)
  if (!from || !into) return undefined
  if (from === 'features' && into === 'features') {
    const feature = (path: string) => path.slice(`${web}features/`.length).split('/')[0]
    if (feature(file) !== feature(to)) return 'features never import each other; they meet in app/'
  }
  const allowed: Record<string, string[]> = {
    lib: ['lib', 'i18n'],
    i18n: ['i18n'],
    data: ['data', 'lib', 'i18n'],
    components: ['components', 'lib', 'i18n', 'data'],
    testing: ['testing', 'lib', 'app', 'i18n', 'data'],
  }
  const may = allowed[from]
  const test = /\.test\.tsx?$/.test(file) && into === 'testing'
  if (may && !may.includes(into) && !test) return `${from}/ imports only from ${may.join(', ')}`
  return undefined
}

function sources(dir: string): string[] {
  const out: string[] = []
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!['node_modules', 'dist', 'dist-server', 'generated'].includes(entry.name))
        out.push(...sources(path))
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) out.push(path)
  }
  return out
}

export function findBreaches(folders = ['apps', 'packages', 'scripts', 'e2e']): Breach[] {
  const breaches: Breach[] = []
  for (const file of folders.flatMap(sources)) {
    for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
      const rule = ruleBroken(file, specifier)
      if (rule) breaches.push({ file, specifier, rule })
    }
  }
  return breaches
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const breaches = findBreaches()
  for (const b of breaches) console.log(`${b.file}: '${b.specifier}' (${b.rule})`)
  console.log(
    breaches.length ? `${breaches.length} import(s) cross a boundary` : 'no import crosses a boundary',
  )
  process.exit(breaches.length ? 1 : 0)
}
