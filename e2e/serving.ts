import { type ChildProcess, spawn, spawnSync } from 'node:child_process'
import { EventEmitter } from 'node:events'
import { existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MOCK_TILE_URL, PRODUCTION_ENV, SERVER_ENTRY } from '../apps/web/server/command.ts'

import { freePort } from '../scripts/free-port.ts'

export { freePort }

const root = fileURLToPath(new URL('..', import.meta.url))

export interface RunningServer {
  url: string
  child: ChildProcess
  /** Everything written to stdout so far, one entry per line. */
  lines: string[]
  /** Emits `lines` each time more lines have been written. */
  output: EventEmitter
  exited: Promise<number | null>
  stop: () => Promise<number | null>
}

/** Starts the production server as production starts it (apps/web/server/command.ts), on the build the e2e setup made, and waits until it answers /healthz. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort()
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      MOCK_QUIET: '1',
      ...PRODUCTION_ENV,
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
  })
  const lines: string[] = []
  const output = new EventEmitter()
  let buffered = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    buffered += chunk.toString()
    const parts = buffered.split('\n')
    buffered = parts.pop() ?? ''
    lines.push(...parts)
    if (parts.length > 0) output.emit('lines')
  })
  let errors = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString()
  })
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  const url = `http://127.0.0.1:${port}`
  const until = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}): ${errors}`)
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {}
    if (Date.now() > until) throw new Error(`the server did not answer within 60 s: ${errors}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    url,
    child,
    lines,
    output,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM')
      return exited
    },
  }
}

/** Resolves once `count` of the server's JSON lines, written so far or from now on, pass `test`; fails if the server exits first. */
export function waitForLines(
  server: RunningServer,
  test: (line: Record<string, unknown>) => boolean,
  count = 1,
  timeoutMs = 20_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      if (jsonLines(server).filter(test).length < count) return
      done()
      resolve()
    }
    const exited = () => {
      done()
      reject(new Error(`the server exited before writing ${count} such lines:\n${server.lines.join('\n')}`))
    }
    const timer = setTimeout(() => {
      done()
      reject(new Error(`no ${count} such lines within ${timeoutMs / 1000} s:\n${server.lines.join('\n')}`))
    }, timeoutMs)
    const done = () => {
      clearTimeout(timer)
      server.output.off('lines', check)
      server.child.off('exit', exited)
    }
    server.output.on('lines', check)
    server.child.once('exit', exited)
    check()
  })
}

export function jsonLines(server: RunningServer): Record<string, unknown>[] {
  return server.lines.flatMap((line) => {
    try {
      return [JSON.parse(line) as Record<string, unknown>]
    } catch {
      return []
    }
  })
}

/** The toolbar's own browser-only build with the embedded mock in this process (docs/decisions/0034). */
export async function startToolbarServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const dist = `${root}apps/web/dist-toolbar`
  if (!(process.env.E2E_SKIP_BUILD && existsSync(`${dist}/index.html`))) {
    const build = spawnSync('npx', ['vite', 'build', '--outDir', 'dist-toolbar', '--logLevel', 'error'], {
      cwd: `${root}apps/web`,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_MOCK_TOOLBAR: '1',
      },
    })
    if (build.status !== 0) throw new Error('the toolbar build failed')
  }
  const { startWebServer } = await import('../apps/web/server/web-server.ts')
  const { embeddedConfig } = await import('../apps/web/server/config.ts')
  return startWebServer(
    embeddedConfig({
      dist,
      serverDist: `${dist}/no-renderer`,
      host: '127.0.0.1',
      port: 0,
      map: { tileUrl: MOCK_TILE_URL, attribution: '' },
    }),
  )
}

/**
 * `npm run dev -- <args>` from the repository's root, as the README says and a front-end developer
 * runs it (Vite with the mock in its middleware), on `port`; resolves once the embedded mock answers,
 * and stops its whole process group.
 */
export async function startDevServer(
  args: string[] = [],
  env: Record<string, string> = {},
  port?: number,
): Promise<{ url: string; close: () => Promise<void> }> {
  const own = port ?? (await freePort())
  const { PORT: _, ...inherited } = process.env
  const child = spawn(
    'npm',
    ['run', 'dev', '--', ...(port === undefined ? ['--port', String(own)] : []), ...args],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // A test runner's NODE_ENV=test is not what a developer's shell holds.
      env: { ...inherited, NODE_ENV: 'development', MOCK_QUIET: '1', ...env },
    },
  )
  let output = ''
  const read = (chunk: Buffer) => {
    output += chunk.toString()
  }
  child.stdout?.on('data', read)
  child.stderr?.on('data', read)
  const url = `http://127.0.0.1:${own}`
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const close = async () => {
    if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM')
    await exited
  }
  const until = Date.now() + 90_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`npm run dev exited (${child.exitCode}):\n${output}`)
    const health = await fetch(`${url}/__mock/health`).catch(() => null)
    if (health?.ok) return { url, close }
    if (Date.now() > until) {
      await close()
      throw new Error(`npm run dev did not answer on ${url} within 90 s:\n${output}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}
