// npm run bench:adoption [-- --cold]: a new user's first minutes, timed step by step (docs/development.md).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { docBlocks, substitute } from './adoption/doc-blocks.ts'
import { DOCUMENTED_REGISTRY } from './adoption/global-setup.ts'
import { packAll } from './adoption/pack.ts'
import { startRegistry } from './adoption/registry.ts'
import { bash, freePort, scratchEnv, sh, startMock } from './adoption/scratch.ts'

const cold = process.argv.includes('--cold')
const dir = await mkdtemp(join(tmpdir(), 'storefront-bench-adoption-'))
const extra: Record<string, string> = cold ? { npm_config_cache: join(dir, 'npm-cache') } : {}
const env = scratchEnv({ extra })
const packs = await packAll(dir, scratchEnv())
const registry = await startRegistry(join(dir, 'registry'))
await writeFile(join(dir, 'publisher.npmrc'), `${registry.authLine}\n`)
for (const pack of packs)
  await sh(
    'npm',
    ['publish', pack.tarball, '--registry', registry.url, '--userconfig', join(dir, 'publisher.npmrc')],
    dir,
    env,
  )

const app = join(dir, 'app')
await mkdir(app)
const port = await freePort()
const addresses = {
  [DOCUMENTED_REGISTRY]: registry.url,
  'localhost:4010': `127.0.0.1:${port}`,
  '127.0.0.1:4010': `127.0.0.1:${port}`,
  '--port 4010': `--port ${port}`,
}
const blocks = docBlocks()
const rows: [string, number, number][] = []
async function step(label: string, work: () => Promise<{ code: number; stderr?: string }>) {
  const started = performance.now()
  const { code, stderr } = await work()
  rows.push([label, Math.round((performance.now() - started) / 100) / 10, code])
  if (code !== 0) process.stderr.write(`${label}: exit ${code}\n${stderr ?? ''}\n`)
}

try {
  await step('npm init -y && npm pkg set type=module', () =>
    bash('npm init -y > /dev/null && npm pkg set type=module', app, env),
  )
  for (const block of blocks.filter((b) => b.kind === 'setup'))
    for (const line of substitute(block.code, addresses)
      .split('\n')
      .filter((l) => l.trim()))
      await step(line.replace(/\s+#.*$/, ''), () => bash(line, app, env))
  for (const block of blocks.filter((b) => b.language === 'typescript' && b.kind === 'run' && b.file))
    await writeFile(join(app, block.file as string), substitute(block.code, addresses))
  let mock: Awaited<ReturnType<typeof startMock>> | undefined
  await step(`npx storefront-mock --port ${port} (until it listens)`, async () => {
    mock = await startMock(app, env, port)
    return { code: 0 }
  })
  await step('node typed-call.ts', () => sh(process.execPath, ['typed-call.ts'], app, env))
  await step('npx vitest run (hero.test.tsx, cart.test.ts: the harness, happy-dom)', () =>
    sh('npx', ['vitest', 'run'], app, env),
  )
  await step(`npx storefront-contract http://127.0.0.1:${port} --report junit --out contract.xml`, () =>
    sh(
      'npx',
      ['storefront-contract', `http://127.0.0.1:${port}`, '--report', 'junit', '--out', 'contract.xml'],
      app,
      env,
    ),
  )
  mock?.stop()
} finally {
  await registry.close()
  await rm(dir, { recursive: true, force: true })
}

const total = rows.reduce((sum, [, s]) => sum + s, 0)
process.stdout.write(
  `A new user's first minutes (${cold ? 'empty npm cache' : 'npm cache of this machine'}):\n\n`,
)
process.stdout.write('| step | seconds | exit |\n| --- | --- | --- |\n')
for (const [label, seconds, code] of rows) process.stdout.write(`| \`${label}\` | ${seconds} | ${code} |\n`)
process.stdout.write(`| total | ${Math.round(total * 10) / 10} | |\n`)
process.exitCode = rows.some(([, , code]) => code !== 0) ? 1 : 0
