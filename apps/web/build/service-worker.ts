import { createHash } from 'node:crypto'
import { copyFileSync, readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { build, type Plugin } from 'vite'

export const SERVICE_WORKER_FILE = 'sw.js'
export const OFFLINE_SHELL_FILE = 'offline.html'

/** Hashed names never change under the same name: no revision needed. */
const HASHED = /^assets\//

export interface PrecacheEntry {
  url: string
  revision: string | null
}

export function precacheEntries(dist: string): PrecacheEntry[] {
  return readdirSync(dist, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter(
      (path) =>
        !path.startsWith('.vite/') &&
        !/\.(br|gz)$/.test(path) &&
        path !== SERVICE_WORKER_FILE &&
        path !== 'index.html',
    )
    .sort()
    .map((path) => ({
      url: `/${path}`,
      revision: HASHED.test(path)
        ? null
        : createHash('sha256')
            .update(readFileSync(join(dist, path)))
            .digest('hex')
            .slice(0, 16),
    }))
}

// After the build: the offline shell (the page as the browser renders it alone) and `sw.js` with the file list.
export function serviceWorker(source: string): Plugin {
  let outDir = ''
  return {
    name: 'storefront-service-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir)
    },
    async closeBundle() {
      copyFileSync(join(outDir, 'index.html'), join(outDir, OFFLINE_SHELL_FILE))
      const entries = precacheEntries(outDir)
      const buildId = createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 12)
      await build({
        configFile: false,
        logLevel: 'warn',
        publicDir: false,
        define: {
          __PRECACHE_MANIFEST__: JSON.stringify(entries),
          __BUILD_ID__: JSON.stringify(buildId),
          'process.env.NODE_ENV': '"production"',
        },
        build: {
          outDir,
          emptyOutDir: false,
          copyPublicDir: false,
          reportCompressedSize: false,
          target: 'es2022',
          lib: {
            entry: source,
            formats: ['iife'],
            name: 'storefrontServiceWorker',
            fileName: () => SERVICE_WORKER_FILE,
          },
        },
      })
    },
  }
}
