// Which folder may import which, and no import goes round in a circle.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export interface Breach {
  file: string
  specifier: string
  rule: string
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const web = 'apps/web/src/'

export function importsOf(source: string): string[] {
  const found: string[] = []
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"]([^'"]+)['"]/gm
  for (const match of source.matchAll(pattern)) if (match[1]) found.push(match[1])
  return found
}

function target(file: string, specifier: string): string {
  if (specifier.startsWith('.')) return relative(root, resolve(root, dirname(file), specifier))
  if (specifier === '@storefront/mock' || specifier.startsWith('@storefront/mock/')) return 'packages/mock'
  if (specifier === '@storefront/sdk' || specifier.startsWith('@storefront/sdk/')) return 'packages/sdk'
  if (specifier === '@storefront/web' || specifier.startsWith('@storefront/web/')) return 'apps/web'
  return ''
}

const under = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`)
const mock = 'packages/mock/src/'
// Lowest first; src/'s root entries and docs/ (an entry of its own) stand above every layer.
const MOCK_LAYERS = ['generated', 'model', 'seed', 'store', 'http', 'testing']
const mockRank = (path: string) => {
  const [first, second] = path.slice(mock.length).split('/')
  return second === undefined || first === 'docs' ? MOCK_LAYERS.length : MOCK_LAYERS.indexOf(first ?? '')
}
const webLayer = (path: string) => (path.startsWith(web) ? path.slice(web.length).split('/')[0] : undefined)

export function ruleBroken(file: string, specifier: string): string | undefined {
  const to = target(file, specifier)
  if (!to) return undefined
  // A package's build and test configs are the repository's tooling, not the package's code.
  const config = /\.config\.ts$/.test(file)
  if (under(file, 'packages') && !config && (under(to, 'apps') || under(to, 'scripts'))) {
    return 'a package imports no app and no script'
  }
  if (under(file, 'packages/sdk') && under(to, 'packages/mock')) return 'the SDK does not import the mock'
  if (under(file, 'scripts') && under(to, web.slice(0, -1)))
    return "scripts do not reach into the web app's source"
  if (under(file, 'scripts') && under(to, 'e2e')) return 'scripts never import e2e; e2e may import scripts'
  if (file.startsWith(mock) && to.startsWith(mock) && !/\.test\.ts$/.test(file)) {
    if (mockRank(to) > mockRank(file))
      return "the mock's layers import downward only: testing → http → store → seed → model"
  }
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

function resolveSource(file: string, specifier: string): string | undefined {
  if (!specifier.startsWith('.')) return undefined
  const base = relative(root, resolve(root, dirname(file), specifier))
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]
  return candidates.find((path) => /\.(ts|tsx|mts)$/.test(path) && existsSync(join(root, path)))
}

export function findCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const order = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const cycles: string[][] = []
  const visit = (node: string) => {
    order.set(node, order.size)
    low.set(node, order.get(node) ?? 0)
    stack.push(node)
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0))
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, order.get(next) ?? 0))
      }
    }
    if (low.get(node) !== order.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()
      if (member !== undefined) component.push(member)
    } while (member !== undefined && member !== node)
    const selfImport = graph.get(node)?.includes(node)
    if (component.length > 1 || selfImport) cycles.push(component.reverse())
  }
  for (const node of graph.keys()) if (!order.has(node)) visit(node)
  return cycles
}

export function findBreaches(folders = ['apps', 'packages', 'scripts', 'e2e']): Breach[] {
  const breaches: Breach[] = []
  const graph = new Map<string, string[]>()
  for (const file of folders.flatMap(sources)) {
    const edges: string[] = []
    for (const specifier of importsOf(readFileSync(join(root, file), 'utf8'))) {
      const rule = ruleBroken(file, specifier)
      if (rule) breaches.push({ file, specifier, rule })
      const landed = resolveSource(file, specifier)
      if (landed) edges.push(landed)
    }
    graph.set(file, edges)
  }
  for (const cycle of findCycles(graph)) {
    const [first = ''] = cycle
    breaches.push({
      file: first,
      specifier: cycle[1] ?? first,
      rule: `import cycle: ${[...cycle, first].join(' → ')}`,
    })
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
