/** Build step: what each emitted chunk is made of, for scripts/js-treemap.ts. */
import { relative } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

export const MODULE_SIZES = '.vite/module-sizes.json'

export interface ChunkSizes {
  gzip: number
  /** Each module's share of `gzip`, by the size of its own code compressed alone (the minifier works on the whole chunk). */
  modules: Record<string, number>
}

export function moduleName(id: string, root: string): string {
  const clean = id.replace(/^\0/, '').replace(/\?.*$/, '')
  const at = clean.lastIndexOf('/node_modules/')
  return at >= 0 ? clean.slice(at + '/node_modules/'.length) : relative(root, clean)
}

export function moduleSizes(root: string): Plugin {
  return {
    name: 'storefront-module-sizes',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const sizes: Record<string, ChunkSizes> = {}
        for (const file of Object.values(bundle)) {
          if (file.type !== 'chunk') continue
          const gzip = gzipSync(file.code, { level: 9 }).length
          const alone = Object.entries(file.modules).map(
            ([id, m]) => [moduleName(id, root), m.code ? gzipSync(m.code, { level: 9 }).length : 0] as const,
          )
          const total = alone.reduce((sum, [, n]) => sum + n, 0) || 1
          const modules: Record<string, number> = {}
          for (const [name, n] of alone) modules[name] = (modules[name] ?? 0) + Math.round((gzip * n) / total)
          sizes[file.fileName] = { gzip, modules }
        }
        this.emitFile({ type: 'asset', fileName: MODULE_SIZES, source: JSON.stringify(sizes) })
      },
    },
  }
}
