import { readdirSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, join, normalize, relative, sep } from 'node:path'
import { CACHE_CONTROL } from './cache-policy.ts'
import { chooseEncoding } from './compression.ts'
import { retiredFolder } from './retired-assets.ts'

export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
}

export const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg', '.txt', '.webmanifest'])

interface StaticFile {
  body: Buffer
  br?: Buffer
  gzip?: Buffer
}

async function readIfFile(file: string): Promise<Buffer | undefined> {
  try {
    if (!(await stat(file)).isFile()) return undefined
    return await readFile(file)
  } catch {
    return undefined
  }
}

function listBuild(dist: string): Set<string> {
  try {
    return new Set(
      readdirSync(dist, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => `/${relative(dist, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
        // Vite's manifest is for the server (page-template.ts), not for the public.
        .filter((path) => !path.startsWith('/.vite/')),
    )
  } catch {
    return new Set()
  }
}

/** A build is immutable while the server runs: its file list is read once, and a file stays in memory once read. */
export function createStaticFiles(dist: string, headers: Record<string, string>) {
  const files = new Map<string, StaticFile>()
  const listed = listBuild(dist)
  const retired = retiredFolder(dist)

  async function load(path: string): Promise<StaticFile | null> {
    const held = files.get(path)
    if (held) return held
    const slashed = path.split(sep).join('/')
    const root = listed.has(slashed) ? dist : slashed.startsWith('/assets/') ? retired : null
    if (!root) return null
    const file = join(root, path)
    const body = await readIfFile(file)
    if (!body) return null
    const [br, gzip] = await Promise.all([readIfFile(`${file}.br`), readIfFile(`${file}.gz`)])
    const entry = { body, ...(br ? { br } : {}), ...(gzip ? { gzip } : {}) }
    files.set(path, entry)
    return entry
  }

  function safePath(pathname: string): string {
    return normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, '')
  }

  async function serve(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    if (path.endsWith('/') || path.endsWith('.br') || path.endsWith('.gz')) return false
    const file = await load(path)
    if (!file) return false
    const encoding = chooseEncoding(req, file)
    const body = (encoding && file[encoding]) || file.body
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
      'cache-control': path.startsWith('/assets/') ? CACHE_CONTROL.hashedAsset : CACHE_CONTROL.revalidate,
      vary: 'accept-encoding',
      ...(encoding ? { 'content-encoding': encoding } : {}),
      'content-length': String(body.length),
      ...headers,
    })
    res.end(req.method === 'HEAD' ? undefined : body)
    return true
  }

  return { serve, safePath }
}
