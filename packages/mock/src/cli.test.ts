// storefront-mock names itself and the contract it serves.
import { execFile, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../../', import.meta.url))
const run = promisify(execFile)

it('prints its version and the fingerprint of the openapi.yaml it serves with --version, and exits 0', async () => {
  const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  const { stdout, stderr } = await run(
    process.execPath,
    ['--conditions=@storefront/source', '--import', 'tsx', 'packages/mock/src/cli.ts', '--version'],
    { cwd: root },
  )
  expect(stderr).toBe('')
  // The fingerprint storefront-contract prints and writes in its recordings: info.version and sha256.
  const yaml = readFileSync(`${root}openapi.yaml`, 'utf8')
  const contractVersion = /^info:\n(?:\s{2}.*\n)*?\s{2}version:\s*['"]?([^'"\n]+)/m.exec(yaml)?.[1]
  const hash = createHash('sha256').update(yaml).digest('hex').slice(0, 16)
  expect(stdout).toBe(`storefront-mock ${version} (openapi.yaml ${contractVersion} sha256:${hash})\n`)
})

it('draws chaos from the seed given with --chaos-seed, printed at start, and refuses one that is no seed', async () => {
  const args = ['--conditions=@storefront/source', '--import', 'tsx', 'packages/mock/src/cli.ts']
  const child = spawn(process.execPath, [...args, '--port', '0', '--quiet', '--chaos-seed', '42'], {
    cwd: root,
  })
  try {
    const line = await new Promise<string>((resolve, reject) => {
      let out = ''
      child.stdout.on('data', (chunk: Buffer) => {
        out += chunk
        if (out.includes('\n')) resolve(out)
      })
      child.once('exit', () => reject(new Error(`exited before listening: ${out}`)))
    })
    expect(line).toMatch(/^Storefront mock API listening on http:\S+ \(chaos seed 42\)\n$/)
    const url = /on (http:\S+)/.exec(line)?.[1]
    expect((await (await fetch(`${url}/__mock/chaos`)).json()).data.seed).toBe(42)
  } finally {
    child.kill()
  }
  const refused = await run(process.execPath, [...args, '--chaos-seed', 'x'], { cwd: root }).catch(
    (error: { code: number; stderr: string }) => error,
  )
  expect(refused).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/^storefront-mock: --chaos-seed [^\n]+\n$/),
  })
})

it('refuses hybrid mode with an operation id openapi.yaml does not have, or a backend that is no URL, in one line and exit 2', async () => {
  const args = [
    '--conditions=@storefront/source',
    '--import',
    'tsx',
    'packages/mock/src/cli.ts',
    '--port',
    '0',
  ]
  const refused = (extra: string[]) =>
    run(process.execPath, [...args, ...extra], { cwd: root, timeout: 20_000 }).catch(
      (error: { code: number; stderr: string }) => error,
    )
  const [unknown, malformed, alone] = await Promise.all([
    refused(['--backend', 'http://127.0.0.1:9', '--mock', 'getCart,getKart']),
    refused(['--backend', 'not a url']),
    refused(['--mock', 'getCart']),
  ])
  expect(unknown).toMatchObject({
    code: 2,
    stderr:
      'storefront-mock: --backend/--mock: no operation of openapi.yaml is called getKart (see --help)\n',
  })
  expect(malformed).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(
      /^storefront-mock: --backend\/--mock: the backend must be an http\(s\) URL[^\n]+\n$/,
    ),
  })
  expect(alone).toMatchObject({
    code: 2,
    stderr: expect.stringMatching(/^storefront-mock: --mock [^\n]+\n$/),
  })
})
