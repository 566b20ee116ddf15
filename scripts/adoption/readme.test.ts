// Every block of the READMEs, in the scratch app that installed the packages from the local
// registry (global-setup.ts): TypeScript type-checked, test files run by Vitest in happy-dom and in
// jsdom, scripts and shell blocks run against `npx storefront-mock`. A block that went stale fails.
import type { ChildProcess } from 'node:child_process'
import { spawn } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { type DocBlock, docBlocks, root, substitute } from './doc-blocks.ts'
import { bash, freePort, scratchEnv, sh } from './scratch.ts'

const { app } = inject('adoption')
const env = scratchEnv()
const blocks = docBlocks()
const typescript = blocks.filter((b) => b.language === 'typescript' && b.kind === 'run')
const tests = typescript.filter((b) => /\.test\.tsx?$/.test(b.file ?? ''))
const scripts = typescript.filter(
  (b) => /\.ts$/.test(b.file ?? '') && !/\.test\.ts$/.test(b.file ?? '') && !/^export /m.test(b.code),
)
const shells = blocks.filter((b) => b.language === 'shell' && b.kind === 'run')
const serve = blocks.find((b) => b.kind === 'serve')

/** The tsconfig of a strict TypeScript app of its own, ES modules resolved as Node resolves them. */
const TSCONFIG = {
  compilerOptions: {
    target: 'ES2023',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'NodeNext',
    moduleResolution: 'NodeNext',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    allowImportingTsExtensions: true,
    skipLibCheck: false,
    types: ['node'],
  },
  include: ['*.ts', '*.tsx'],
}

let port = 0
let addresses: Record<string, string> = {}
let server: ChildProcess | undefined

beforeAll(async () => {
  port = await freePort()
  addresses = {
    'localhost:4010': `127.0.0.1:${port}`,
    '127.0.0.1:4010': `127.0.0.1:${port}`,
    '--port 4010': `--port ${port}`,
  }
  for (const block of typescript) {
    await writeFile(join(app, block.file as string), substitute(block.code, addresses))
  }
  await writeFile(join(app, 'tsconfig.json'), JSON.stringify(TSCONFIG, null, 2))
})

afterAll(() => {
  try {
    if (server?.pid) process.kill(-server.pid)
  } catch {
    // already gone
  }
})

const vitest = (args: string[]) =>
  sh(process.execPath, [join(app, 'node_modules/vitest/vitest.mjs'), 'run', ...args], app, env)

describe('the READMEs, as a new app follows them', () => {
  it('has the blocks this test runs, and few left out', () => {
    expect(tests.map((b) => b.file)).toEqual(expect.arrayContaining(['hero.test.tsx', 'cart.test.ts']))
    expect(scripts.map((b) => b.file)).toContain('typed-call.ts')
    expect(serve?.code).toMatch(/npx storefront-mock --port 4010/)
    const skipped = blocks.filter((b) => b.kind === 'skip')
    expect(skipped.map((b) => `${b.where}: ${b.reason}`).length).toBeLessThanOrEqual(3)
  })

  it('type-checks every TypeScript block, strict, in the app', async () => {
    const tsc = await sh(
      process.execPath,
      [join(app, 'node_modules/typescript/bin/tsc'), '-p', '.'],
      app,
      env,
    )
    expect(tsc.stdout + tsc.stderr).toBe('')
    expect(tsc.code).toBe(0)
  })

  it.each(['happy-dom', 'jsdom'])('runs the test blocks with the mock in-process, in %s', async (dom) => {
    const ran = await vitest(['--environment', dom, '--reporter=dot'])
    const out = stripVTControlCharacters(ran.stdout + ran.stderr)
    expect(ran.code, out).toBe(0)
    const count = tests.reduce((n, b) => n + (b.code.match(/^it\(/gm)?.length ?? 0), 0)
    expect(out).toMatch(new RegExp(`Tests\\s+${count} passed`))
  })

  it('serves the mock as the README starts it', async () => {
    const script = substitute(serve?.code ?? '', addresses)
    server = spawn('bash', ['-c', script], { cwd: app, env, detached: true })
    const listening = await new Promise<string>((resolve, reject) => {
      let out = ''
      server?.stdout?.on('data', (chunk: Buffer) => {
        out += chunk
        if (/listening on http/.test(out)) resolve(out)
      })
      server?.stderr?.on('data', (chunk: Buffer) => {
        out += chunk
      })
      server?.once('exit', (code) => reject(new Error(`${serve?.where} exited ${code}: ${out}`)))
    })
    expect(listening).toContain(`127.0.0.1:${port}`)
  })

  it.each(scripts.map((b) => [b.where, b] as const))('runs %s with Node against it', async (_, block) => {
    const ran = await sh(process.execPath, [block.file as string], app, env)
    expect(ran.stderr).toBe('')
    expect(ran.code).toBe(0)
    if (block.file === 'typed-call.ts') expect(ran.stdout).toMatch(/^\S.*\n401 Unauthenticated\.\n$/)
  })

  it.each(shells.map((b) => [b.where, b] as const))('runs %s against it', async (_, block: DocBlock) => {
    const script = substitute(block.code, addresses)
    const ran = await bash(script, app, env)
    expect(ran.code, `${script}\n${ran.stderr}`).toBe(0)
  })
})

describe('blocks for a clone of this repository', () => {
  const scriptsOfRoot = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts)
  it.each(blocks.filter((b) => b.kind === 'clone').map((b) => [b.where, b] as const))(
    '%s names scripts and files that exist',
    async (_, block: DocBlock) => {
      const syntax = await sh('bash', ['-n', '-c', block.code], root, env)
      expect(syntax.stderr).toBe('')
      for (const [, name] of block.code.matchAll(/npm run (?:--silent )?([\w:-]+)/g))
        expect(scriptsOfRoot, `npm run ${name}`).toContain(name)
      for (const [, file] of block.code.matchAll(/npx tsx ([\w./-]+\.ts)/g))
        expect(existsSync(join(root, file as string)), file).toBe(true)
    },
  )
})
