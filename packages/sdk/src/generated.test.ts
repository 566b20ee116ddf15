import { execFile } from 'node:child_process'
import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'

const run = promisify(execFile)
const sdkDir = fileURLToPath(new URL('..', import.meta.url))
const specPath = fileURLToPath(new URL('../../../openapi.yaml', import.meta.url))
const generatedPath = fileURLToPath(new URL('./generated/schema.ts', import.meta.url))
const cli = join(
  dirname(createRequire(import.meta.url).resolve('openapi-typescript/package.json')),
  'bin/cli.js',
)

/** Runs the same generator as `npm run generate` with `--check`; resolves to its exit code. */
async function check(spec: string, output: string): Promise<number> {
  try {
    await run(process.execPath, [cli, spec, '-o', output, '--check'], { cwd: sdkDir })
    return 0
  } catch (error) {
    return (error as { code?: number }).code ?? 1
  }
}

const temp = await mkdtemp(join(tmpdir(), 'sdk-generated-'))
afterAll(() => rm(temp, { recursive: true, force: true }))

describe('generated types', () => {
  it('src/generated/schema.ts is what openapi.yaml generates today', async () => {
    expect(await check(specPath, generatedPath)).toBe(0)
  }, 60_000)

  it('the check fails once openapi.yaml changes without regenerating', async () => {
    const spec = join(temp, 'openapi.yaml')
    const output = join(temp, 'schema.ts')
    await copyFile(generatedPath, output)
    const source = await readFile(specPath, 'utf8')
    const changed = source.replace(
      '    Pagination:\n      type: object\n',
      '    Pagination:\n      type: object\n      description: A change nobody regenerated.\n',
    )
    expect(changed).not.toBe(source)
    await writeFile(spec, changed)
    expect(await check(spec, output)).not.toBe(0)
    // The check must not have rewritten the stale file.
    expect(await readFile(output, 'utf8')).toBe(await readFile(generatedPath, 'utf8'))
  }, 60_000)
})
