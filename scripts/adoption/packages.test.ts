// The packages as another team gets them from its registry: what each tarball holds, what its
// package.json promises, and what the scratch app's install resolved (global-setup.ts).
import { createHash } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { readSpec } from '../spec-changes.ts'
import { root } from './doc-blocks.ts'
import { PACKAGES } from './pack.ts'
import { scratchEnv, sh } from './scratch.ts'

const { app, packs, registry } = inject('adoption')
const version = readSpec().info.version as string
const installed = (name: string, file = 'package.json') => join(app, 'node_modules', name, file)
const manifest = async (name: string) => JSON.parse(await readFile(installed(name), 'utf8'))

/** The relative modules an entry of an installed package loads, and the bare imports among them. */
async function bareImports(entry: string): Promise<Set<string>> {
  const bare = new Set<string>()
  const seen = new Set<string>()
  const visit = async (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    for (const [, spec] of (await readFile(file, 'utf8')).matchAll(/\bfrom\s*["']([^"']+)["']/g)) {
      if (!spec) continue
      if (spec.startsWith('.')) await visit(join(dirname(file), spec))
      else bare.add(spec)
    }
  }
  await visit(entry)
  return bare
}

describe('the published packages', () => {
  it('are the three, each at the version of openapi.yaml', () => {
    expect(packs.map((p) => [p.name, p.version])).toEqual(PACKAGES.map((name) => [name, version]))
  })

  it.each(PACKAGES)(
    '%s ships its built code with types and source maps, its licence, changelog and README, and nothing else',
    (name) => {
      const files = packs.find((p) => p.name === name)?.files ?? []
      for (const file of [
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'dist/index.js',
        'dist/index.d.ts',
        name === '@storefront/sdk' ? 'dist/index.js.map' : 'dist/cli.js.map',
      ])
        expect(files, file).toContain(file)
      const scalar = name === '@storefront/mock' ? ['dist/scalar/browser/standalone.js'] : []
      const other = files.filter(
        (f) =>
          !/^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/[^/]+\.(js|js\.map|d\.ts|yaml))$/.test(f),
      )
      expect(other).toEqual(scalar)
    },
  )

  it.each(PACKAGES)(
    '%s may be used and published by another team: licence, public access, repository, ES modules, engines',
    async (name) => {
      const pkg = await manifest(name)
      expect(pkg.license).toBe('MIT')
      expect(await readFile(installed(name, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n/)
      expect(pkg.publishConfig).toEqual({ access: 'public' })
      expect(pkg.repository).toMatchObject({ type: 'git', directory: `packages/${name.split('/')[1]}` })
      expect(pkg.type).toBe('module')
      expect(pkg.engines.node).toBe('>=20')
      // Each entry's types and code are in the tarball (the workspace's source condition points at files it leaves out, and no one else sets that condition).
      const files = packs.find((p) => p.name === name)?.files ?? []
      for (const [entry, target] of Object.entries(
        pkg.exports as Record<string, string | Record<string, string>>,
      )) {
        const paths = typeof target === 'string' ? [target] : [target.types, target.default]
        for (const path of paths)
          expect(files, `${entry}: ${path}`).toContain(String(path).replace(/^\.\//, ''))
      }
    },
  )

  it.each(PACKAGES)("%s's changelog opens with its version", async (name) => {
    const changelog = await readFile(installed(name, 'CHANGELOG.md'), 'utf8')
    expect(changelog.match(/^## (\S+)/m)?.[1]).toBe(version)
  })

  it.each(PACKAGES)(
    "%s's README stands on its own: no path outside the tarball, says it is ES modules only",
    async (name) => {
      const readme = await readFile(installed(name, 'README.md'), 'utf8')
      const files = new Set(packs.find((p) => p.name === name)?.files)
      for (const [, target] of readme.matchAll(/\]\(([^)#]+)\)/g)) {
        if (/^[a-z]+:/.test(target as string)) continue
        expect(files, `link to ${target}`).toContain((target as string).replace(/^\.\//, ''))
      }
      expect(readme).not.toMatch(/root README|`(docs|scripts|src|apps|packages)\/|docs\/decisions/)
      expect(readme).toMatch(/ES module/)
    },
  )
})

describe('installed by name from the local registry', () => {
  it('installed the very tarballs published there, each once: the SDK the mock and the contract depend on is the same', async () => {
    const lock = JSON.parse(await readFile(join(app, 'package-lock.json'), 'utf8'))
    const storefront = Object.entries(
      lock.packages as Record<string, { integrity?: string; version: string }>,
    ).filter(([path]) => path.includes('node_modules/@storefront/'))
    expect(storefront.map(([path]) => path).sort()).toEqual(
      PACKAGES.map((name) => `node_modules/${name}`).sort(),
    )
    for (const [path, entry] of storefront) {
      const pack = packs.find((p) => path.endsWith(p.name))
      const published = createHash('sha512')
        .update(await readFile(pack?.tarball ?? ''))
        .digest('base64')
      expect(entry.integrity, path).toBe(`sha512-${published}`)
      expect(entry.version, path).toBe(version)
    }
    // npm finds the scope's registry in the app's .npmrc, as the README's install line writes it.
    const view = await sh('npm', ['view', '@storefront/mock', 'dist.tarball'], app, scratchEnv())
    expect(view.stdout.trim()).toBe(`${registry}@storefront/mock/-/mock-${version}.tgz`)
  })

  it('gives the mock and the contract the SDK of their own version, a real dependency', async () => {
    expect((await manifest('@storefront/mock')).dependencies['@storefront/sdk']).toBe(version)
    expect((await manifest('@storefront/contract')).dependencies['@storefront/sdk']).toBe(version)
  })

  it('answers 404 for a name it was not given: nothing is fetched from another registry in its name', async () => {
    expect((await fetch(`${registry}@storefront%2fnot-published`)).status).toBe(404)
    expect((await fetch(`${registry}left-pad`)).status).toBe(404)
  })

  it('loads no React from the SDK plain entry', async () => {
    const imports = await bareImports(installed('@storefront/sdk', 'dist/index.js'))
    expect([...imports].sort()).toEqual(['openapi-fetch'])
  })

  it('ships the worker script of the msw it was built with, for the browser entry', async () => {
    const shipped = installed('@storefront/mock', 'dist/mockServiceWorker.js')
    const built = join(root, 'node_modules/msw/lib/mockServiceWorker.js')
    expect(await readFile(shipped, 'utf8')).toBe(await readFile(built, 'utf8'))
  })

  // The CLI reaches the rest of the mock only through a run-time import, for --diff without --against.
  it("builds the mock's outbox reader into the contract CLI, which does not import the mock", async () => {
    const imports = await bareImports(installed('@storefront/contract', 'dist/cli.js'))
    expect([...imports].filter((spec) => spec.startsWith('@storefront/mock'))).toEqual([])
    expect((await manifest('@storefront/contract')).dependencies).not.toHaveProperty('@storefront/mock')
  })

  it('refuses bad input to storefront-mock with one line and exit code 2', async () => {
    const env = scratchEnv()
    const bin = installed('@storefront/mock', 'dist/cli.js')
    const runs = [
      sh('npx', ['--no-install', 'storefront-mock', '--port', 'x'], app, env),
      sh(process.execPath, [bin, '--delay', '-1'], app, env),
      sh(process.execPath, [bin, '--colour'], app, env),
    ]
    for (const bad of await Promise.all(runs)) {
      expect(bad.code, bad.stderr).toBe(2)
      expect(bad.stderr).toMatch(/^storefront-mock: [^\n]+\n$/)
    }
  })
})
