// Once per run: the packages published to a local registry, and one scratch app outside the repository using them.
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { docBlocks, substitute } from './doc-blocks.ts'
import { type Packed, packAll } from './pack.ts'
import { type LocalRegistry, startRegistry } from './registry.ts'
import { bash, scratchEnv, sh } from './scratch.ts'

/** The registry address the documents write; the test's own stands in for it. */
export const DOCUMENTED_REGISTRY = 'https://npm.example.com/'

/** What the scratch app has before any block runs: the tools a TypeScript project of its own would have, at the workspace's versions. */
export const APP_TOOLS = {
  typescript: '6.0.3',
  '@types/node': '^26.6.6',
  '@types/react': '^19.3.0',
  '@types/react-dom': '^19.3.0',
  jsdom: '^31.0.1',
}

declare module 'vitest' {
  export interface ProvidedContext {
    adoption: {
      registry: string
      app: string
      packs: Packed[]
      /** Seconds each step took, in order: packing, publishing, each setup block. */
      timings: [string, number][]
    }
  }
}

async function timed<T>(timings: [string, number][], label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now()
  const result = await work()
  timings.push([label, Math.round((performance.now() - started) / 100) / 10])
  return result
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'storefront-adoption-'))
  let registry: LocalRegistry | undefined
  const teardown = async () => {
    await registry?.close()
    if (!process.env.ADOPTION_KEEP) await rm(dir, { recursive: true, force: true })
  }
  try {
    const served = await prepare(dir, (started) => {
      registry = started
    })
    project.provide('adoption', served)
  } catch (error) {
    await teardown()
    throw error
  }
  return teardown
}

async function prepare(dir: string, started: (registry: LocalRegistry) => void) {
  const timings: [string, number][] = []
  const env = scratchEnv()
  const packs = await timed(timings, 'build and pack the three packages', () => packAll(dir, env))
  const registry = await startRegistry(join(dir, 'registry'))
  started(registry)
  const publisher = join(dir, 'publisher.npmrc')
  await writeFile(publisher, `${registry.authLine}\n`)
  await timed(timings, 'publish them to the local registry', async () => {
    for (const pack of packs) {
      const published = await sh(
        'npm',
        ['publish', pack.tarball, '--registry', registry.url, '--userconfig', publisher],
        dir,
        env,
      )
      if (published.code !== 0) throw new Error(`npm publish ${pack.name}: ${published.stderr}`)
    }
  })

  const app = join(dir, 'app')
  await sh('mkdir', ['-p', app], dir, env)
  await writeFile(
    join(app, 'package.json'),
    `${JSON.stringify({ name: 'my-app', private: true, type: 'module', devDependencies: APP_TOOLS }, null, 2)}\n`,
  )
  for (const block of docBlocks().filter((b) => b.kind === 'setup')) {
    const script = substitute(block.code, { [DOCUMENTED_REGISTRY]: registry.url })
    const ran = await timed(timings, block.where, () => bash(script, app, env))
    if (ran.code !== 0) throw new Error(`${block.where} failed in the scratch app:\n${script}\n${ran.stderr}`)
  }
  process.stdout.write(`adoption: ${timings.map(([step, s]) => `${step} ${s} s`).join('; ')}\n`)
  return { registry: registry.url, app, packs, timings }
}
