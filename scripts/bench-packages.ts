// The published packages' tarball sizes, and the gzip size of the SDK's runtime JavaScript.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'

const root = fileURLToPath(new URL('..', import.meta.url))
const PACKAGES = ['@storefront/sdk', '@storefront/mock', '@storefront/contract']

function runtimeModules(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen
  seen.add(entry)
  for (const [, spec] of readFileSync(entry, 'utf8').matchAll(/\bfrom\s*["'](\.[^"']+)["']/g)) {
    if (spec) runtimeModules(join(dirname(entry), spec), seen)
  }
  return seen
}

const out = mkdtempSync(join(tmpdir(), 'storefront-packs-'))
try {
  for (const name of PACKAGES) {
    const stdout = execFileSync('npm', ['pack', '--json', '--pack-destination', out, '-w', name], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    })
    const [info] = JSON.parse(stdout.slice(stdout.lastIndexOf('[\n  {'))) as {
      size: number
      unpackedSize: number
    }[]
    console.log(`${name}: ${info?.size} B packed, ${info?.unpackedSize} B unpacked`)
  }
  const modules = [...runtimeModules(join(root, 'packages/sdk/dist/index.js'))]
  const js = Buffer.concat(modules.map((file) => readFileSync(file)))
  console.log(
    `@storefront/sdk runtime JS (${modules.length} modules): ${js.length} B, ${gzipSync(js, { level: 9 }).length} B gzip -9`,
  )
} finally {
  rmSync(out, { recursive: true, force: true })
}
