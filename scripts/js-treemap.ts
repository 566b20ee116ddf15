// A route's first-load JS by module: `npx tsx scripts/js-treemap.ts apps/web/dist assets/index-abc.js ...`.
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { ChunkSizes } from '../apps/web/build/module-sizes.ts'
import { MODULE_SIZES } from '../apps/web/build/module-sizes.ts'

export interface ModuleShare {
  name: string
  gzip: number
}

export function readModuleSizes(dist: string): Record<string, ChunkSizes> {
  return JSON.parse(readFileSync(`${dist.replace(/\/?$/, '/')}${MODULE_SIZES}`, 'utf8'))
}

/** A package's files count as one entry (`@ark-ui/react`), the app's own files one each. */
export function groupOf(name: string): string {
  if (name.startsWith('apps/') || name.startsWith('packages/') || !name.includes('/')) return name
  const parts = name.split('/')
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name)
}

export function heaviestModules(
  sizes: Record<string, ChunkSizes>,
  files: string[],
  count = 10,
): { top: ModuleShare[]; total: number; unknown: string[] } {
  const byName = new Map<string, number>()
  const unknown: string[] = []
  let total = 0
  for (const file of new Set(files)) {
    const chunk = sizes[file]
    if (!chunk) {
      unknown.push(file)
      continue
    }
    total += chunk.gzip
    for (const [name, gzip] of Object.entries(chunk.modules)) {
      const group = groupOf(name)
      byName.set(group, (byName.get(group) ?? 0) + gzip)
    }
  }
  const top = [...byName]
    .map(([name, gzip]) => ({ name, gzip }))
    .sort((a, b) => b.gzip - a.gzip)
    .slice(0, count)
  return { top, total, unknown }
}

export function formatHeaviest(route: string, result: ReturnType<typeof heaviestModules>): string {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
  const lines = [`${route}: ${kb(result.total)} gzip over the build's chunks`]
  for (const [i, m] of result.top.entries())
    lines.push(`  ${String(i + 1).padStart(2)}. ${kb(m.gzip).padStart(8)}  ${m.name}`)
  if (result.unknown.length) lines.push(`  (not in the build's list: ${result.unknown.join(', ')})`)
  return lines.join('\n')
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [dist, ...files] = process.argv.slice(2)
  if (!dist || !files.length) throw new Error('usage: js-treemap.ts <dist> <chunk file>...')
  console.log(formatHeaviest(files.join(' '), heaviestModules(readModuleSizes(dist), files)))
}
