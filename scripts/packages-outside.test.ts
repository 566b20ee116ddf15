// The packages as a stranger gets them: packed, installed from their tarballs into a project
// outside the workspace (no links), a React component and a Node script typechecked there, a
// Vitest file run there against the mock in-process, and the plain client and the contract CLI
// run there against `npx storefront-mock`.
import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify, stripVTControlCharacters } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const run = promisify(execFile)

const PACKAGES = ['@storefront/sdk', '@storefront/mock', '@storefront/contract']
// What a consumer installs beside them, at the versions the workspace uses (so the npm cache has them).
const BESIDE = [
  'react@19.3.1',
  '@types/react@19.3.0',
  '@tanstack/react-query@5.108.0',
  'openapi-react-query@0.5.4',
  'vitest@5.1.1',
]

// Outside the workspace nothing may resolve the workspace's source condition (.npmrc sets it for npm scripts).
const { NODE_OPTIONS: _sourceCondition, ...cleanEnv } = process.env
const env = { ...cleanEnv, npm_config_node_options: '' }

async function sh(cmd: string, args: string[], cwd: string) {
  return run(cmd, args, { cwd, env, maxBuffer: 32 * 1024 * 1024 }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  )
}

const HOOK_COMPONENT = `import { createApiClient, type components } from '@storefront/sdk'
import { createApiHooks, createQueryClient } from '@storefront/sdk/react'
import { QueryClientProvider } from '@tanstack/react-query'

const client = createApiClient({ baseUrl: 'http://127.0.0.1:4010', appKey: 'partner-site' })
const $api = createApiHooks(client)
export const queryClient = createQueryClient()

export function Hero() {
  const { data } = $api.useQuery('get', '/api/v1/client/home')
  const hero: components['schemas']['Home']['hero'] | undefined = data?.data.hero
  // @ts-expect-error the contract has no such path
  $api.useQuery('get', '/api/v1/client/no-such-path')
  return <h1>{hero?.title ?? '…'}</h1>
}

export const App = () => (
  <QueryClientProvider client={queryClient}>
    <Hero />
  </QueryClientProvider>
)
`

const NODE_SCRIPT = `import { createApiClient, isApiError } from '@storefront/sdk'

const client = createApiClient({ baseUrl: process.argv[2] ?? '', appKey: 'partner-script' })
const { data } = await client.GET('/api/v1/client/home')
const title: string | undefined = data?.data.hero.title
console.log(\`hero: \${title}\`)
try {
  await client.GET('/api/v1/client/cart')
} catch (error) {
  if (isApiError(error)) console.log(\`cart without a token: \${error.status}\`)
}
`

const MOCK_TEST = `import { createApiClient } from '@storefront/sdk'
import { ORIGIN, registerThroughOutbox, setupMockHarness } from '@storefront/mock/testing'
import { expect, it } from 'vitest'

setupMockHarness()

it('signs a shopper in through the outbox and reads the cart', async () => {
  // Made inside the test: a client keeps the fetch it was made with, and msw patches it once served.
  const client = createApiClient({ baseUrl: ORIGIN, appKey: 'partner-tests' })
  const { token, client: shopper } = await registerThroughOutbox(ORIGIN, 'nora@example.com')
  expect(shopper.email).toBe('nora@example.com')
  const { data } = await client.GET('/api/v1/client/cart', {
    headers: { Authorization: \`Bearer \${token}\` },
  })
  expect(data?.result).toBe(true)
})

it('starts every test from the seed', async () => {
  await expect(registerThroughOutbox(ORIGIN, 'nora@example.com')).resolves.toHaveProperty('token')
})
`

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2023',
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

/** `npx storefront-mock` in the scratch project, on a free port; resolves with the address it prints. */
function startBin(cwd: string): Promise<{ url: string; child: ChildProcess }> {
  // A process group of its own: stopping npx alone would leave the mock under it running.
  const child = spawn('npx', ['--no-install', 'storefront-mock', '--port', '0', '--quiet'], {
    cwd,
    env,
    detached: true,
  })
  return new Promise((resolve, reject) => {
    let out = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk
      const url = /listening on (http:\S+)/.exec(out)?.[1]
      if (url) resolve({ url, child })
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      out += chunk
    })
    child.once('exit', (code) => reject(new Error(`storefront-mock exited ${code}: ${out}`)))
  })
}

let scratch = ''
let mock: { url: string; child: ChildProcess } | undefined
const tarballs: string[] = []
interface PackInfo {
  name: string
  filename: string
  size: number
  unpackedSize: number
  files: { path: string }[]
}
const packs: PackInfo[] = []

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'storefront-stranger-'))
  const packed = await Promise.all(
    PACKAGES.map((name) => sh('npm', ['pack', '--json', '--pack-destination', scratch, '-w', name], root)),
  )
  for (const result of packed) {
    expect(result.code, result.stderr).toBe(0)
    // The build's log (prepack) comes first on stdout; npm's JSON closes it.
    const [info] = JSON.parse(result.stdout.slice(result.stdout.lastIndexOf('[\n  {'))) as PackInfo[]
    packs.push(info as PackInfo)
    tarballs.push(join(scratch, info?.filename ?? ''))
  }
  await writeFile(
    join(scratch, 'package.json'),
    JSON.stringify({ name: 'stranger', private: true, type: 'module' }),
  )
  const installed = await sh(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      ...tarballs,
      ...BESIDE,
      'typescript@6.0.3',
      '@types/node',
    ],
    scratch,
  )
  expect(installed.code, installed.stderr).toBe(0)
  mock = await startBin(scratch)
}, 600_000)

afterAll(async () => {
  try {
    if (mock?.child.pid) process.kill(-mock.child.pid)
  } catch {
    // already gone
  }
  if (scratch) await rm(scratch, { recursive: true, force: true })
})

describe('the packages outside the workspace', () => {
  it('installs from the tarballs as copies, not links to the workspace', async () => {
    const lock = JSON.parse(await readFile(join(scratch, 'package-lock.json'), 'utf8'))
    for (const name of PACKAGES) {
      const entry = lock.packages[`node_modules/${name}`]
      expect(entry?.link, name).toBeUndefined()
      expect(entry?.resolved, name).toMatch(/^file:.*\.tgz$/)
    }
  })

  it('ships only the built code, its types and the package description', () => {
    expect(packs.map((p) => p.name)).toEqual(PACKAGES)
    for (const pack of packs) {
      const paths = pack.files.map((f) => f.path)
      expect(paths, pack.name).toContain('dist/index.js')
      expect(paths, pack.name).toContain('dist/index.d.ts')
      expect(
        paths.filter((p) => !/^(package\.json|README\.md|dist\/[^/]+\.(js|d\.ts|yaml))$/.test(p)),
        pack.name,
      ).toEqual([])
    }
  })

  it('typechecks a React component using a hook and a Node script using the plain client', async () => {
    await writeFile(join(scratch, 'hero.tsx'), HOOK_COMPONENT)
    await writeFile(join(scratch, 'home.ts'), NODE_SCRIPT)
    await writeFile(join(scratch, 'tsconfig.json'), JSON.stringify(TSCONFIG))
    const tsc = await sh(
      process.execPath,
      [join(scratch, 'node_modules/typescript/bin/tsc'), '-p', '.'],
      scratch,
    )
    expect(tsc.stdout + tsc.stderr).toBe('')
    expect(tsc.code).toBe(0)
  }, 120_000)

  it('loads no React from the plain entry', async () => {
    const imports = await bareImports(join(scratch, 'node_modules/@storefront/sdk/dist/index.js'))
    expect([...imports]).toEqual(['openapi-fetch'])
  })

  it('runs a Vitest file against @storefront/mock/testing, in-process', async () => {
    await writeFile(join(scratch, 'mock.test.ts'), MOCK_TEST)
    const vitest = await sh(
      process.execPath,
      [join(scratch, 'node_modules/vitest/vitest.mjs'), 'run', '--reporter=dot'],
      scratch,
    )
    expect(vitest.code, vitest.stdout + vitest.stderr).toBe(0)
    expect(stripVTControlCharacters(vitest.stdout)).toMatch(/Tests\s+2 passed/)
  }, 180_000)

  it('ships the worker script of the msw it was built with, for the browser entry', async () => {
    const shipped = join(scratch, 'node_modules/@storefront/mock/dist/mockServiceWorker.js')
    const built = join(root, 'node_modules/msw/lib/mockServiceWorker.js')
    expect(await readFile(shipped, 'utf8')).toBe(await readFile(built, 'utf8'))
  })

  it('refuses bad input to storefront-mock with one line and exit code 2', async () => {
    const bin = join(scratch, 'node_modules/@storefront/mock/dist/cli.js')
    const runs = [
      sh('npx', ['--no-install', 'storefront-mock', '--port', 'x'], scratch),
      sh(process.execPath, [bin, '--delay', '-1'], scratch),
      sh(process.execPath, [bin, '--colour'], scratch),
    ]
    for (const bad of await Promise.all(runs)) {
      expect(bad.code, bad.stderr).toBe(2)
      expect(bad.stderr).toMatch(/^storefront-mock: [^\n]+\n$/)
    }
  }, 120_000)

  // The CLI reaches the rest of the mock only through a run-time import, for --diff without --against.
  it("builds the mock's outbox reader into the contract CLI, which does not import the mock", async () => {
    const imports = await bareImports(join(scratch, 'node_modules/@storefront/contract/dist/cli.js'))
    expect([...imports].filter((spec) => spec.startsWith('@storefront/mock'))).toEqual([])
    const lock = JSON.parse(await readFile(join(scratch, 'package-lock.json'), 'utf8'))
    expect(lock.packages['node_modules/@storefront/contract'].dependencies).not.toHaveProperty(
      '@storefront/mock',
    )
  })

  it('runs the plain client in Node against npx storefront-mock', async () => {
    const { code, stdout, stderr } = await sh(process.execPath, ['home.ts', mock?.url ?? ''], scratch)
    expect(stderr).toBe('')
    expect(code).toBe(0)
    expect(stdout).toMatch(/^hero: \S.+\ncart without a token: 401\n$/)
  }, 60_000)

  it('runs npx storefront-contract against npx storefront-mock, and it passes', async () => {
    const help = await sh('npx', ['--no-install', 'storefront-contract', '--help'], scratch)
    expect(help.code).toBe(0)
    expect(help.stdout).toMatch(/^Usage: storefront-contract <base-url>/)
    const junit = join(scratch, 'contract.xml')
    const result = await sh(
      'npx',
      ['--no-install', 'storefront-contract', mock?.url ?? '', '--report', 'junit', '--out', junit],
      scratch,
    )
    expect(result.stderr).toBe('')
    expect(result.stdout).toMatch(/\nPASS\n$/)
    expect(result.code).toBe(0)
    expect(await readFile(junit, 'utf8')).toMatch(
      /<testsuites name="storefront-contract" tests="\d+" failures="0"/,
    )
  }, 180_000)
})
