import { readFileSync } from 'node:fs'
import { createRequire, registerHooks } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import UnoCSS from 'unocss/vite'
import {
  type Connect,
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  loadEnv,
  type Plugin,
} from 'vite'
import { compileHints } from './build/compile-hints.ts'
import { moduleSizes } from './build/module-sizes.ts'
import { serviceWorker } from './build/service-worker.ts'

type Middleware = Connect.NextHandleFunction

// The workspace packages this config imports load from source, never from a dist a pack left behind.
registerHooks({
  resolve: (specifier, context, next) =>
    next(specifier, { ...context, conditions: [...context.conditions, '@storefront/source'] }),
})

// Loaded only in mock mode, so builds never bundle the mock; a bad MOCK_BACKEND stops the dev server.
async function loadMockMiddleware(): Promise<Middleware | null> {
  let mock: typeof import('@storefront/mock/http')
  try {
    mock = await import('@storefront/mock/http')
  } catch (error) {
    console.warn('[mock-api] @storefront/mock/http could not be loaded; /api is not served.', error)
    return null
  }
  const middleware = mock.createMockMiddleware() as Middleware
  if (process.env.MOCK_BACKEND)
    console.info(
      `[mock-api] hybrid mode: ${process.env.MOCK_BACKEND} answers /api except ${process.env.MOCK_ONLY || '(no operation mocked)'}`,
    )
  return middleware
}

function mockApi(): Plugin {
  return {
    name: 'storefront-mock-api',
    async configureServer(server) {
      const middleware = await loadMockMiddleware()
      if (middleware) server.middlewares.use(middleware)
    },
    async configurePreviewServer(server) {
      const middleware = await loadMockMiddleware()
      if (middleware) server.middlewares.use(middleware)
    },
  }
}

const WORKER_SCRIPT = 'mockServiceWorker.js'

/** Demo mode: msw's worker script from the installed msw (so it always matches), emitted into the build and served in dev. */
function mockWorkerScript(): Plugin {
  const read = () => readFileSync(createRequire(import.meta.url).resolve(`msw/${WORKER_SCRIPT}`), 'utf8')
  return {
    name: 'storefront-mock-worker-script',
    configureServer(server) {
      server.middlewares.use(`/${WORKER_SCRIPT}`, (_req, res) => {
        res.setHeader('content-type', 'text/javascript; charset=utf-8')
        res.end(read())
      })
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: WORKER_SCRIPT, source: read() })
    },
  }
}

const DOCS_ENTRY = 'mock-docs'

/** Demo mode: the mock's API reference (/__mock/docs) as files, since a service worker does not answer page loads. */
function mockDocsFiles(): Plugin {
  return {
    name: 'storefront-mock-docs',
    config: () => ({
      build: {
        rollupOptions: {
          input: {
            index: fileURLToPath(new URL('index.html', import.meta.url)),
            [DOCS_ENTRY]: fileURLToPath(
              new URL('../../packages/mock/src/docs/demo-worker.ts', import.meta.url),
            ),
          },
        },
      },
    }),
    async generateBundle(_options, bundle) {
      const docs = await import('@storefront/mock/docs')
      const dir = docs.rendererDir()
      if (!dir) return this.error('the API reference needs @scalar/api-reference installed')
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === DOCS_ENTRY,
      )
      if (!entry) return this.error(`no ${DOCS_ENTRY} chunk in the demo build`)
      const at = (name: string) => `${docs.DOCS_PATH.slice(1)}/${name}`
      this.emitFile({
        type: 'asset',
        fileName: at('index.html'),
        source: docs.docsPage({ scripts: [`/${entry.fileName}`], waitFor: 'mockReady' }),
      })
      this.emitFile({ type: 'asset', fileName: at('openapi.json'), source: JSON.stringify(docs.docsSpec()) })
      for (const file of docs.RENDERER_FILES)
        this.emitFile({
          type: 'asset',
          fileName: at(`assets/${file}`),
          source: readFileSync(join(dir, file)),
        })
    },
  }
}

/** The toolbar's i18n namespace is listed with the shop's own: a build without the toolbar gets an empty one. */
function withoutToolbarTexts(): Plugin {
  return {
    name: 'storefront-without-toolbar-texts',
    enforce: 'pre',
    load(id) {
      return /[\\/]i18n[\\/](en|ar)[\\/]devtools[\\/]index\.ts$/.test(id) ? 'export default {}' : null
    },
  }
}

export const MOCK_TILES = '/__mock/tiles/{z}/{x}/{y}'

export function devServerPort(value: string | undefined): { port?: number; strictPort?: boolean } {
  if (value === undefined || value === '') return {}
  const port = Number(value)
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}"`)
  return { port, strictPort: true }
}

export default defineConfig(({ command, mode, isSsrBuild }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_')
  const setting = (name: string) => env[name] ?? process.env[name] ?? ''
  const mockWorker = setting('VITE_MOCK_WORKER') === '1'
  const mockMode = !setting('VITE_API_URL') && !mockWorker
  const toolbar =
    (mockMode || mockWorker) && (command === 'serve' || mockWorker || setting('VITE_MOCK_TOOLBAR') === '1')
  const offlineWorker = command === 'build' && !isSsrBuild && !mockWorker && mode === 'production'
  return {
    plugins: [
      UnoCSS(),
      react(),
      mockMode ? mockApi() : null,
      mockWorker ? mockWorkerScript() : null,
      mockWorker && command === 'build' && !isSsrBuild ? mockDocsFiles() : null,
      toolbar ? null : withoutToolbarTexts(),
      isSsrBuild ? null : compileHints(),
      isSsrBuild ? null : moduleSizes(fileURLToPath(new URL('../..', import.meta.url))),
      offlineWorker
        ? serviceWorker(fileURLToPath(new URL('src/sw/service-worker.ts', import.meta.url)))
        : null,
    ],
    server: devServerPort(process.env.PORT),
    resolve: {
      conditions: ['@storefront/source', ...defaultClientConditions],
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('src/lib/react-external-store.ts', import.meta.url)),
        },
      ],
    },
    define: {
      // Build-time constants (decisions 0034, 0062): builds that do not ask drop the branches they guard.
      'import.meta.env.VITE_MOCK_WORKER': JSON.stringify(setting('VITE_MOCK_WORKER')),
      'import.meta.env.VITE_MOCK_TOOLBAR': JSON.stringify(toolbar ? '1' : ''),
      'import.meta.env.VITE_SERVICE_WORKER': JSON.stringify(offlineWorker ? '1' : ''),
      // Where the mock answers in the page's origin, the map draws its stand-in tiles unless one is named.
      ...(!setting('VITE_MAP_TILE_URL') && ((mockMode && command === 'serve') || mockWorker)
        ? { 'import.meta.env.VITE_MAP_TILE_URL': JSON.stringify(MOCK_TILES) }
        : {}),
      // A test runner sets NODE_ENV=test, which would pull React's development bundle into this build.
      ...(command === 'build' && mode === 'production' ? { 'process.env.NODE_ENV': '"production"' } : {}),
    },
    build: isSsrBuild
      ? // The production server's renderer (src/app/server-entry.tsx): a self-contained tree for Node, never served.
        {
          target: 'node22',
          outDir: 'dist-server',
          emptyOutDir: true,
          copyPublicDir: false,
          reportCompressedSize: false,
        }
      : {
          target: 'es2022',
          reportCompressedSize: false,
          manifest: true,
          // Every browser the shop supports preloads modules itself.
          modulePreload: { polyfill: false },
          ...(mockWorker ? { chunkSizeWarningLimit: 1024 } : {}),
        },
    // Bundled whole, so the server needs no node_modules layout of its own.
    ssr: { noExternal: true, resolve: { conditions: ['@storefront/source', ...defaultServerConditions] } },
  }
})
