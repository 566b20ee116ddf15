// A team on Node 20 with msw 2: a second scratch app, installed and run by the machine's own Node
// 20 and its npm (not the workspace's Node 24), from the same local registry, runs the README's
// harness test. msw 2.12.0 is the lowest version the mock's peer range names.
import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { docBlocks } from './doc-blocks.ts'
import { type Ran, scratchEnv, sh } from './scratch.ts'

const SYSTEM_NODE = '/usr/bin/node'
const { app: main, registry, packs } = inject('adoption')
const app = join(dirname(main), 'node20-msw2')
const env = scratchEnv({ node: SYSTEM_NODE })
const version = packs.find((p) => p.name === '@storefront/mock')?.version
const harnessTest = docBlocks().find((b) => b.file === 'cart.test.ts')

let nodeVersion = ''
let install: Ran | undefined

beforeAll(async () => {
  nodeVersion = (await sh(SYSTEM_NODE, ['--version'], '/', env)).stdout.trim()
  await mkdir(app, { recursive: true })
  await writeFile(join(app, '.npmrc'), `@storefront:registry=${registry}\n`)
  await writeFile(
    join(app, 'package.json'),
    JSON.stringify({ name: 'node20-app', private: true, type: 'module' }),
  )
  await writeFile(join(app, 'cart.test.ts'), harnessTest?.code ?? '')
  install = await sh(
    'npm',
    [
      'install',
      `@storefront/sdk@${version}`,
      `@storefront/mock@${version}`,
      `@storefront/contract@${version}`,
      'msw@2.12.0',
      'vitest@4.1.12',
    ],
    app,
    env,
  )
})

describe('the harness on Node 20 with msw 2', () => {
  it('is the system Node 20 that installs and runs it', () => {
    expect(nodeVersion).toMatch(/^v20\./)
  })

  it('installs from the registry without an engine or peer warning', () => {
    expect(install?.code, install?.stderr).toBe(0)
    expect(install?.stderr).not.toMatch(/EBADENGINE|ERESOLVE|peer dep/i)
  })

  it("runs the README's harness test", async () => {
    expect(harnessTest?.code).toMatch(/setupMockHarness/)
    const ran = await sh(SYSTEM_NODE, [join(app, 'node_modules/vitest/vitest.mjs'), 'run'], app, env)
    const out = stripVTControlCharacters(ran.stdout + ran.stderr)
    expect(ran.code, out).toBe(0)
    const count = harnessTest?.code.match(/^it\(/gm)?.length ?? 0
    expect(out).toMatch(new RegExp(`Tests\\s+${count} passed`))
  })
})

describe('the mock and the contract CLI on Node 20', () => {
  it('serves the mock over HTTP and passes the contract suite against it', async () => {
    const bin = (name: string) => join(app, 'node_modules/@storefront', name, 'dist/cli.js')
    const { spawn } = await import('node:child_process')
    const mock = spawn(SYSTEM_NODE, [bin('mock'), '--port', '0', '--quiet'], { cwd: app, env })
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = ''
        mock.stdout.on('data', (chunk: Buffer) => {
          out += chunk
          const found = /listening on (http:\S+)/.exec(out)?.[1]
          if (found) resolve(found)
        })
        mock.stderr.on('data', (chunk: Buffer) => {
          out += chunk
        })
        mock.once('exit', (code) => reject(new Error(`storefront-mock exited ${code}: ${out}`)))
      })
      const checked = await sh(SYSTEM_NODE, [bin('contract'), url], app, env)
      expect(checked.stderr).toBe('')
      expect(checked.stdout).toMatch(/\nPASS\n$/)
      expect(checked.code).toBe(0)
    } finally {
      mock.kill()
    }
  })
})
