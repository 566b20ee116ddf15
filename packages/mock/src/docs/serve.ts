import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { gzip } from 'node:zlib'
import { COVERAGE_PATH, DOCS_ASSETS, DOCS_PATH, docsPage, docsSpec, RENDERER_ENTRY } from './reference.ts'

export { DOCS_ASSETS, DOCS_PATH, docsPage, docsSpec } from './reference.ts'

const compress = promisify(gzip)

/** The folder holding Scalar's browser build: the copy the packaged mock ships beside its code, else `dist/` of `@scalar/api-reference` in the workspace; null when neither is there. */
let located: string | null | undefined
export function rendererDir(): string | null {
  if (located !== undefined) return located
  const shipped = fileURLToPath(new URL('./scalar/', import.meta.url))
  located = existsSync(join(shipped, RENDERER_ENTRY)) ? shipped : null
  if (located) return located
  try {
    const entry = createRequire(import.meta.url).resolve('@scalar/api-reference')
    const dir = dirname(entry)
    if (existsSync(join(dir, RENDERER_ENTRY))) located = dir
  } catch {}
  return located
}

export const RENDERER_FILES = [RENDERER_ENTRY]

const coverageFile = () => resolve('test-results/coverage-matrix.html')

export interface DocsAnswer {
  status: number
  headers: Record<string, string>
  body: Uint8Array
}

// Compressed once per process: the renderer's files are large and never change while it runs.
const gzipped = new Map<string, Promise<Uint8Array>>()

async function answer(
  key: string | null,
  type: string,
  body: Uint8Array,
  cacheControl: string,
  acceptsGzip: boolean,
): Promise<DocsAnswer> {
  const headers: Record<string, string> = {
    'content-type': type,
    'cache-control': cacheControl,
    vary: 'accept-encoding',
  }
  if (!acceptsGzip) return { status: 200, headers, body }
  let packed = key ? gzipped.get(key) : undefined
  if (!packed) {
    packed = compress(body, { level: 9 }).then((b) => new Uint8Array(b))
    if (key) gzipped.set(key, packed)
  }
  return { status: 200, headers: { ...headers, 'content-encoding': 'gzip' }, body: await packed }
}

const text = (value: string) => new TextEncoder().encode(value)

export async function answerDocs(pathname: string, acceptEncoding: string): Promise<DocsAnswer | null> {
  if (pathname !== DOCS_PATH && !pathname.startsWith(`${DOCS_PATH}/`)) return null
  const acceptsGzip = /\bgzip\b/.test(acceptEncoding)
  const fresh = 'no-cache'
  if (pathname === DOCS_PATH || pathname === `${DOCS_PATH}/`) {
    const dir = rendererDir()
    if (!dir) {
      const message =
        "The API reference needs Scalar's browser build, which @storefront/mock ships in dist/scalar/: reinstall @storefront/mock (npm install @storefront/mock), or install @scalar/api-reference beside it.\n"
      return { status: 501, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: text(message) }
    }
    return answer('page', 'text/html; charset=utf-8', text(docsPage()), fresh, acceptsGzip)
  }
  if (pathname === `${DOCS_PATH}/openapi.json`) {
    const spec = JSON.stringify(docsSpec({ coverage: existsSync(coverageFile()) }))
    return answer(null, 'application/json', text(spec), fresh, acceptsGzip)
  }
  if (pathname === COVERAGE_PATH && existsSync(coverageFile())) {
    return answer(null, 'text/html; charset=utf-8', await readFile(coverageFile()), fresh, acceptsGzip)
  }
  const dir = pathname.startsWith(DOCS_ASSETS) ? rendererDir() : null
  const file = pathname.slice(DOCS_ASSETS.length)
  if (dir && RENDERER_FILES.includes(file)) {
    const body = await readFile(join(dir, file))
    return answer(file, 'text/javascript; charset=utf-8', body, 'public, max-age=3600', acceptsGzip)
  }
  return { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: text('Not found.\n') }
}
